import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inEnglish, jobPagePath, type OpenPosition, PIPELINE_STATUS_COOKIE } from '@roadhire/shared';
import { JSDOM, type XmlDocument } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '../src/db/schema.js';
import { createPosition } from './helpers/factories.js';
import { checkJobPosting } from './helpers/job-posting-rules.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The real web build, browser and server bundles both: `npm test` builds it first.
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SERVER_BUNDLE = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));

let app: TestApp;
let open: Position[];
let hostile: Position;
let closed: Position;
let expired: Position;
beforeAll(async () => {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('the web app is not built: run `npm run build` first');
  app = await createTestApp({ WEB_DIST_DIR: WEB_DIST, PUBLIC_URL: 'https://careers.example.test' });
  open = [];
  // Twelve in one place and one elsewhere: two pages of 10, two groups.
  for (let i = 0; i < 12; i += 1) {
    open.push(
      await createPosition(app, {
        p_position_title: `Milton Driver ${String(i).padStart(2, '0')}`,
        p_city: 'Milton',
        p_province: 'Ontario',
      }),
    );
  }
  open.push(
    await createPosition(app, { p_position_title: 'Calgary Flatbed Driver', p_city: 'Calgary', p_province: 'Alberta' }),
  );
  hostile = await createPosition(app, {
    p_position_title: 'Yard </script><script>window.owned=1</script> Driver',
    p_city: 'Milton',
    p_province: 'Ontario',
    p_landing_page_desc: '<p>Nights</p><img src=x onerror="window.owned=1">',
  });
  open.push(hostile);
  closed = await createPosition(app, { p_position_title: 'Closed Driver', p_status: 'closed' });
  expired = await createPosition(app, { p_position_title: 'Expired Driver', p_closing_date: '2020-01-31' });
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.app.inject({ method: 'GET', url });

/** The page as a browser without JavaScript gets it: scripts never run. */
function parse(html: string): XmlDocument {
  return new new JSDOM().window.DOMParser().parseFromString(html, 'text/html');
}

const texts = (document: XmlDocument, selector: string) =>
  Array.from(document.querySelectorAll(selector), (element) => element.textContent?.trim() ?? '');

describe('GET / (the careers page, rendered on the server)', () => {
  it('arrives as complete HTML with the first page of positions, grouped, and the SPEC §2 texts', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const document = parse(response.body);
    const root = document.getElementById('root');
    expect(texts(document, 'h1')).toEqual([inEnglish.t('careers.title')]);
    expect(root?.textContent).toContain(inEnglish.t('careers.intro'));
    expect(root?.textContent).toContain(inEnglish.t('careers.showing', { from: 1, to: 10, total: open.length }));
    expect(document.querySelector(`input[placeholder="${inEnglish.t('careers.searchPlaceholder')}"]`)).not.toBeNull();
    // The list's order: province, then city, then title (SPEC §2); Alberta's group comes first.
    const cards = texts(document, 'h3');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toBe('Calgary Flatbed Driver');
    expect(texts(document, 'h2')).toEqual(['Calgary, Alberta', 'Milton, Ontario']);
    expect(
      document.querySelector(
        `section[aria-label="${inEnglish.t('careers.listLabel', { location: 'Milton, Ontario' })}"]`,
      ),
    ).not.toBeNull();
    expect(texts(document, 'button')).toEqual([
      inEnglish.t('careers.searchSubmit'),
      inEnglish.t('careers.previous'),
      inEnglish.t('careers.next'),
    ]);
    expect(texts(document, 'main li a').filter((text) => text === inEnglish.t('careers.details'))).toHaveLength(10);
    expect(root?.textContent).not.toContain('Closed Driver');
    expect(root?.textContent).not.toContain('Expired Driver');
  });

  it('links every card to its job page, and carries no JobPosting data (a list page must not)', async () => {
    const document = parse((await get('/')).body);
    const links = Array.from(document.querySelectorAll('h3 a'), (link) => link.getAttribute('href'));
    expect(links[0]).toBe(jobPagePath(open[12] as Position));
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://careers.example.test/');
  });

  it('hands the browser the list it was rendered from, in a data block no text can break out of', async () => {
    const response = await get('/');
    expect(response.body).not.toContain('<script>window.owned');
    const document = parse(response.body);
    const block = document.getElementById('server-data');
    expect(block?.getAttribute('type')).toBe('application/json');
    const data = JSON.parse(block?.textContent ?? '') as {
      positions: OpenPosition[];
      clientConfig: { companyName: string };
    };
    expect(data.positions.map((position) => position.p_id).sort()).toEqual(
      open.map((position) => position.p_id).sort(),
    );
    expect(data.positions.find((position) => position.p_id === hostile.p_id)?.p_position_title).toBe(
      hostile.p_position_title,
    );
    expect(data.clientConfig.companyName).toBe('Test Carrier');
  });

  it('renders the search and filters of a shared address, and keeps ?position= links', async () => {
    const filtered = parse((await get('/?province=Alberta')).body);
    expect(texts(filtered, 'h3')).toEqual(['Calgary Flatbed Driver']);
    const shared = await get(`/?position=${open[0]?.p_id}`);
    expect(shared.statusCode).toBe(200);
    expect(parse(shared.body).getElementById('root')?.textContent).toContain(
      inEnglish.t('careers.showing', { from: 1, to: 10, total: open.length }),
    );
  });

  it('works without its code: jobs, details and Apply are links, the search a GET form; no inline script', async () => {
    for (const { url, cookie, apply } of [
      { url: jobPagePath(open[0] as Position), cookie: '', apply: `/register?redirect=%2Fapply%2F${open[0]?.p_id}` },
      // Drawn for a driver mid-application: the guard on /apply leads on to the application.
      { url: '/', cookie: `${PIPELINE_STATUS_COOKIE}=2`, apply: `/apply/${open[12]?.p_id}` },
    ]) {
      const response = await app.app.inject({ method: 'GET', url, headers: { cookie } });
      const document = parse(response.body);
      const label = url === '/' ? inEnglish.t('careers.continueApplication') : inEnglish.t('careers.applyNow');
      const links = Array.from(document.querySelectorAll('a'), (link) => [link.textContent, link.getAttribute('href')]);
      expect(links, url).toContainEqual([label, apply]);
      expect(
        document.querySelectorAll('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])'),
        url,
      ).toHaveLength(0);
      const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSources).toBe("'self'");
    }
    const list = parse((await get('/?page=2')).body);
    const form = list.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['get', '/']);
    expect(Array.from(form?.querySelectorAll('[name]') ?? [], (field) => field.getAttribute('name'))).toEqual([
      'q',
      'province',
      'type',
    ]);
    const turns = Array.from(list.querySelectorAll(`button[form="${form?.getAttribute('id')}"]`), (b) => [
      b.textContent,
      b.getAttribute('value'),
    ]);
    expect(turns).toEqual([
      [inEnglish.t('careers.previous'), ''],
      [inEnglish.t('careers.next'), '3'],
    ]);
    // Each card's Details / Apply leads to the job's page, as its title does.
    for (const card of Array.from(list.querySelectorAll('main li'))) {
      const [title, details] = Array.from(card.querySelectorAll('a'), (link) => link.getAttribute('href'));
      expect(details).toMatch(/^\/jobs\/\d+-/);
      expect(details).toBe(title);
      expect(card.querySelectorAll('a')[1]?.textContent).toBe(inEnglish.t('careers.details'));
    }
  });

  it('paints from its HTML alone: the stylesheet is in the page, and the code does not hold the paint', async () => {
    for (const url of ['/', jobPagePath(open[0] as Position)]) {
      const document = parse((await get(url)).body);
      expect(document.querySelector('link[rel="stylesheet"]'), url).toBeNull();
      expect(document.querySelector('head style')?.textContent, url).toContain('.mantine-');
      for (const script of Array.from(document.querySelectorAll('script[src]')))
        expect(script.getAttribute('type'), url).toBe('module');
    }
  });

  it('sends a search form sent without the code to the address the app writes', async () => {
    for (const [sent, tidy] of [
      ['/?q=&province=&type=', '/'],
      ['/?q=+tanker+&province=Alberta&type=&page=', '/?q=tanker&province=Alberta'],
    ]) {
      const response = await get(sent as string);
      expect(response.statusCode, sent).toBe(302);
      expect(response.headers.location, sent).toBe(tidy);
    }
    expect((await get('/?q=tanker%20driver')).statusCode).toBe(200);
  });
});

describe('the frame of a driver whose application is in progress', () => {
  it('is drawn by the server when the browser says so, so the page keeps it when the session is read', async () => {
    const visitor = await get('/');
    expect(visitor.headers.vary).toBe('Cookie');
    expect(parse(visitor.body).querySelector('header')?.textContent).toContain(
      inEnglish.t('topBar.continueApplication'),
    );
    expect(visitor.body).not.toContain(inEnglish.t('topBar.continueYourApplication'));

    const driver = await app.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `other=1; ${PIPELINE_STATUS_COOKIE}=2` },
    });
    const document = parse(driver.body);
    // SPEC §2 hides the top bar while the application is in progress; the banner leads back to it.
    expect(document.querySelector('header')).toBeNull();
    expect(
      document.querySelector(`aside[aria-label="${inEnglish.t('topBar.continueYourApplication')}"]`)?.textContent,
    ).toBe(inEnglish.t('topBar.continueYourApplication'));
    // SPEC §4: each card says Continue Application, with the description still a tap away.
    expect(texts(document, 'h3')).toHaveLength(10);
    expect(
      texts(document, 'main a').filter((text) => text === inEnglish.t('careers.continueApplication')),
    ).toHaveLength(10);
    expect(texts(document, 'main a').filter((text) => text === inEnglish.t('careers.viewDetails'))).toHaveLength(10);
    expect(JSON.parse(document.getElementById('server-data')?.textContent ?? '')).toMatchObject({ pipelineStatus: 2 });
  });

  it("is a completed application's when the cookie says so, and a visitor's for anything else", async () => {
    const page = (cookie: string) => app.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    const completed = parse((await page(`${PIPELINE_STATUS_COOKIE}=3`)).body);
    expect(completed.querySelector('header')).not.toBeNull();
    expect(texts(completed, 'main button').filter((text) => text === inEnglish.t('careers.completed'))).toHaveLength(
      10,
    );
    for (const forged of ['1', '22', '<b>', '']) {
      const visitor = parse((await page(`${PIPELINE_STATUS_COOKIE}=${forged}`)).body);
      expect(texts(visitor, 'main a').filter((text) => text === inEnglish.t('careers.details'))).toHaveLength(10);
    }
  });
});

describe("GET /jobs/{id}-{slug} (a job's own page)", () => {
  it('renders an open job with its title, number, card lines and sanitized description', async () => {
    const position = open[12] as Position;
    const response = await get(jobPagePath(position));
    expect(response.statusCode).toBe(200);
    const document = parse(response.body);
    expect(texts(document, 'h1')).toEqual([position.p_position_title]);
    const root = document.getElementById('root');
    expect(root?.textContent).toContain(`${inEnglish.t('careers.positionNumber')}: ${position.p_position_number}`);
    expect(root?.textContent).toContain(inEnglish.t('careers.description'));
    expect(root?.textContent).toContain('Great pay');
    expect(texts(document, 'a')).toContain(inEnglish.t('careers.applyNow'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://careers.example.test${jobPagePath(position)}`,
    );
  });

  it('serves every open job with valid JobPosting data and link-preview tags', async () => {
    // The hostile title is markup on purpose; its page is checked below.
    for (const position of open.filter((candidate) => candidate !== hostile)) {
      const document = parse((await get(jobPagePath(position))).body);
      const blocks = Array.from(document.querySelectorAll('script[type="application/ld+json"]'));
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0]?.textContent ?? '') as { title: string };
      expect(data.title).toBe(position.p_position_title);
      expect(checkJobPosting(data, { expires: position.p_closing_date !== null }).errors).toEqual([]);
      expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain(
        position.p_position_title,
      );
      expect(document.querySelector('meta[name="twitter:card"]')).not.toBeNull();
      expect(texts(document, 'title')).toHaveLength(1);
      expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    }
  });

  it('never lets a title or description run script', async () => {
    const response = await get(jobPagePath(hostile));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>window.owned');
    expect(response.body).not.toContain('onerror');
    expect(texts(parse(response.body), 'h1')).toEqual([hostile.p_position_title]);
  });

  it('sends an old or partial address to the canonical one, keeping the query', async () => {
    const position = open[0] as Position;
    for (const key of [`${position.p_id}`, `${position.p_id}-old-title`]) {
      const response = await get(`/jobs/${key}?utm_source=sms`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${jobPagePath(position)}?utm_source=sms`);
    }
  });

  it('answers 410 with a friendly page for a closed or expired job, never its old content', async () => {
    for (const position of [closed, expired]) {
      const response = await get(jobPagePath(position));
      expect(response.statusCode).toBe(410);
      const document = parse(response.body);
      expect(texts(document, 'h1')).toEqual([inEnglish.t('jobPage.goneTitle')]);
      expect(document.getElementById('root')?.textContent).toContain(inEnglish.t('careers.positionGone'));
      expect(document.getElementById('root')?.textContent).not.toContain(position.p_position_title);
      expect(document.querySelector('a[href="/"]')?.textContent).toBe(inEnglish.t('jobPage.seeOpenPositions'));
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    }
  });

  it('answers 404 "not found", never "closed", for any address under /jobs/ that names no job', async () => {
    for (const url of ['/jobs/999999-ghost', '/jobs/999-x', '/jobs/not-a-job', '/jobs/', '/jobs//1', '/jobs/abc/def']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      const document = parse(response.body);
      expect(texts(document, 'h1'), url).toEqual([inEnglish.t('jobPage.notFoundTitle')]);
      expect(document.getElementById('root')?.textContent, url).toContain(inEnglish.t('jobPage.notFound'));
      expect(document.getElementById('root')?.textContent, url).not.toContain(inEnglish.t('jobPage.goneTitle'));
      expect(document.querySelector('title')?.textContent, url).toBe(
        `${inEnglish.t('jobPage.notFoundTitle')} | Test Carrier`,
      );
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), url).toBe('noindex');
      expect(document.querySelector('a[href="/"]')?.textContent, url).toBe(inEnglish.t('jobPage.seeOpenPositions'));
    }
  });
});

describe('GET /register (where a visitor’s Apply leads, rendered on the server)', () => {
  it('cannot be sent before its code arrives, and would post, so no password ever lands in an address', async () => {
    const page = parse((await get('/register?redirect=%2Fapply%2F1')).body);
    expect(page.querySelectorAll('form input[type="password"]').length).toBeGreaterThan(0);
    expect(page.querySelector('form')?.getAttribute('method')).toBe('post');
    // Until the code has taken the page over, the button waits: a tap then does nothing.
    expect(page.querySelector('form button[type="submit"]')?.getAttribute('disabled')).toBe('');
  });
});

describe('one build for every page', () => {
  const entryScript = (html: string) =>
    parse(html).querySelector('script[type="module"][src]')?.getAttribute('src') ?? 'none';

  it('the careers pages load the same entry, on React, as every other page', async () => {
    const whole = entryScript((await get('/login')).body);
    expect(whole).toMatch(/^\/assets\/index-.+\.js$/);
    for (const url of ['/', jobPagePath(open[0] as Position)])
      expect(entryScript((await get(url)).body), url).toBe(whole);
  });
});
