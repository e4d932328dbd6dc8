import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page, type Request } from '@playwright/test';
import { benchChromiumLaunchOptions } from '@roadhire/testing';

export interface KindWeight {
  files: number;
  /** Bytes of the bodies as the server sent them when the browser accepts only gzip. */
  gzip: number;
  /** Bytes of the bodies as the server sent them for Chromium's own Accept-Encoding (brotli). */
  transferred: number;
}

export interface TransferWeight {
  js: KindWeight;
  css: KindWeight;
}

const KINDS = { script: 'js', stylesheet: 'css' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

/**
 * The JavaScript and CSS a phone downloads for `url` before anyone touches the page: every script
 * and stylesheet response from navigation until the load event and a quiet network (see
 * `settle`), as Chromium reports their encoded body sizes. Loaded twice in fresh contexts (empty cache): once accepting
 * only gzip, the figure the targets speak of, and once with Chromium's own encodings.
 */
export async function measureTransferWeight(url: string): Promise<TransferWeight> {
  const browser = await chromium.launch(benchChromiumLaunchOptions);
  try {
    const gzip = await encodedBytes(browser, url, { 'accept-encoding': 'gzip, deflate' });
    const native = await encodedBytes(browser, url, {});
    const kind = (k: Kind): KindWeight => ({
      files: gzip[k].files,
      gzip: gzip[k].bytes,
      transferred: native[k].bytes,
    });
    return { js: kind('js'), css: kind('css') };
  } finally {
    await browser.close();
  }
}

type Tally = Record<Kind, { files: number; bytes: number }>;

async function encodedBytes(browser: Browser, url: string, headers: Record<string, string>): Promise<Tally> {
  // The mobile viewport Lighthouse's mobile profile uses, so both load the same responsive page.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: headers,
  });
  const finished: Request[] = [];
  try {
    const page = await context.newPage();
    page.on('requestfinished', (request) => finished.push(request));
    const settled = watchNetwork(page);
    await page.goto(url, { waitUntil: 'load' });
    await settled();
    const tally: Tally = { js: { files: 0, bytes: 0 }, css: { files: 0, bytes: 0 } };
    for (const request of finished) {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const kind = KINDS[type];
      tally[kind].files += 1;
      tally[kind].bytes += await bodyBytes(request, headers);
    }
    return tally;
  } finally {
    await context.close();
  }
}

const QUIET_MS = 2_000;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Follows `page`'s requests from now on; the function it returns waits until the main thread is
 * idle and no request has started or ended for 2 s. Playwright's `networkidle` (500 ms without
 * requests) passes too early on a busy machine: the chunks the app imports once its first data
 * has arrived (the details panel) are asked for only after the app has run, which can take longer.
 */
function watchNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      // A string: the bench compiles without the DOM's types.
      await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve()))');
      if (inFlight === 0 && Date.now() - lastActivity >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${page.url()} kept loading for ${SETTLE_TIMEOUT_MS / 1000} s`);
  };
}

/**
 * The encoded body size Chromium saw. A response served uncompressed to a gzip-only request
 * (under the server's 1 KB threshold) counts as sent; the check keeps a server that ignores
 * the header from passing brotli off as gzip.
 */
async function bodyBytes(request: Request, headers: Record<string, string>): Promise<number> {
  const { responseBodySize } = await request.sizes();
  if (!headers['accept-encoding']) return responseBodySize;
  const response = await request.response();
  const encoding = response ? await response.headerValue('content-encoding') : null;
  if (encoding === null || encoding === 'gzip') return responseBodySize;
  const body = response ? await response.body() : Buffer.alloc(0);
  return gzipSync(body).length;
}
