import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { disallowedPathPrefixes, type PageEntry, pages, patternRegExp } from '@roadhire/shared';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The real web build, browser and server bundles both: `npm test` builds it first.
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SERVER_BUNDLE = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));
const PUBLIC_URL = 'https://careers.example.test';

const entries = Object.entries(pages) as [string, PageEntry][];
/** An address of the page: its pattern with a value in each parameter. */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, '7');

let app: TestApp;
beforeAll(async () => {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('the web app is not built: run `npm run build` first');
  app = await createTestApp({ WEB_DIST_DIR: WEB_DIST, PUBLIC_URL });
  await createPosition(app, {
    p_position_title: 'Registry Driver',
    p_position_title_fr: 'Camionneur du registre',
    p_landing_page_desc_fr: '<p>Bon salaire</p>',
  });
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.app.inject({ method: 'GET', url });

describe('the page registry is what every list of pages reads', () => {
  it('the sitemap names every public page, and no other', async () => {
    const locs = Array.from((await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g), (m) =>
      (m[1] ?? '').slice(PUBLIC_URL.length),
    );
    for (const [name, entry] of entries) {
      const listed = locs.some((loc) => patternRegExp(entry.pattern).test(loc));
      expect(listed, name).toBe(Boolean(entry.public));
    }
    expect(locs.length).toBeGreaterThanOrEqual(2);
  });

  it('robots.txt keeps crawlers out of exactly the pages behind a session', async () => {
    const disallowed = (await get('/robots.txt')).body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual([...disallowedPathPrefixes(), '/api/', '/uploads/']);
    for (const [name, entry] of entries) {
      const blocked = disallowed.some((prefix) => sample(entry.pattern).startsWith(prefix));
      expect(blocked, name).toBe(entry.crawl === false);
    }
  });

  it('the server renders exactly the pages marked so, each with noindex unless public', async () => {
    for (const [name, entry] of entries) {
      const route = entry.alsoAt ?? entry.pattern;
      if (entry.plain) continue;
      expect(app.app.hasRoute({ method: 'GET', url: route }), name).toBe(Boolean(entry.serverRendered));
      if (!entry.serverRendered) continue;
      const missingJob = { job: '/jobs/999999-none', jobFr: '/fr/emplois/999999-aucun' }[name];
      const response = await get(missingJob ?? sample(entry.pattern));
      const document = new new JSDOM().window.DOMParser().parseFromString(response.body, 'text/html');
      expect(document.querySelectorAll('#root > *').length, name).toBeGreaterThan(0);
      const robots = document.querySelector('head meta[name="robots"]')?.getAttribute('content');
      // A job that is not open is noindex too; the open ones are checked in careers-pages.test.ts.
      expect(robots, name).toBe(entry.public && !missingJob ? undefined : 'noindex');
    }
  });

  it('the API writes the plain pages itself, each with noindex unless public', async () => {
    const plain = entries.filter(([, entry]) => entry.plain);
    expect(plain.length).toBeGreaterThan(0);
    for (const [name, entry] of plain) {
      expect(entry.serverRendered, name).toBeUndefined();
      const response = await get(sample(entry.pattern));
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toMatch(/^text\/html/);
      const document = new new JSDOM().window.DOMParser().parseFromString(response.body, 'text/html');
      expect(document.querySelectorAll('main h1'), name).toHaveLength(1);
      const robots = document.querySelector('head meta[name="robots"]')?.getAttribute('content');
      expect(robots, name).toBe(entry.public ? undefined : 'noindex');
    }
  });
});
