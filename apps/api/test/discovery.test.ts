import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@roadhire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePosition } from '../src/data/positions-repository.js';
import { renderSitemap } from '../src/modules/discovery/sitemap.js';
import { createPosition } from './helpers/factories.js';
import { operationsOf } from './helpers/openapi.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { parseXml } from './helpers/xml.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A built web app, so every other path falls back to its page as in production.
  webDist = await mkdtemp(path.join(os.tmpdir(), 'roadhire-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Careers</title><div id="root"></div>');
  t = await createTestApp({ PUBLIC_URL: 'https://careers.example.test/', WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The sitemap's pages, each with its lastmod, read by a strict XML parser. */
async function sitemapUrls() {
  const response = await get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  const document = parseXml(response.body);
  expect(document.documentElement.localName).toBe('urlset');
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return Array.from(document.documentElement.getElementsByTagNameNS(SITEMAP_NS, 'url'), (url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent,
  }));
}

const homeEntry = async () => (await sitemapUrls()).find((url) => url.loc === 'https://careers.example.test/');

describe('GET /robots.txt', () => {
  it('is a plain-text robots file that keeps crawlers out of the private areas and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    // The pages behind a session or a mailed link, the API and the files; the careers page, its query
    // links and the sign-in pages (whose noindex a crawler must read) stay crawlable.
    const disallowed = [
      '/admin',
      '/api/',
      '/candidate/clearinghouse-consent/',
      '/candidate/onboarding/',
      '/candidate/verifications',
      '/employer-response/',
      '/my-applications',
      '/team/accept/',
      '/uploads/',
    ];
    expect(lines.filter((line) => line.startsWith('Disallow:')).sort()).toEqual(
      disallowed.map((path) => `Disallow: ${path}`).sort(),
    );
    expect(lines).toContain('Sitemap: https://careers.example.test/sitemap.xml');
  });

  it('is answered before the web app, which still answers every other page', async () => {
    expect((await get('/robots.txt')).body).not.toContain('<!doctype html>');
    expect((await get('/sitemap.xml')).body).not.toContain('<!doctype html>');
    expect((await get('/login')).body).toContain('<!doctype html>');
  });

  it("answers a missing file 404, never with the app's page, which a browser would run as a broken script", async () => {
    for (const url of ['/assets/index-0ld5hash.js', '/assets/app-0ld5hash.css', '/favicon.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<!doctype html>');
    }
    // A page path, even with a dot inside, is the app's.
    expect((await get('/jobs/3-class-1-driver')).statusCode).not.toBe(404);
    expect((await get('/profile')).body).toContain('<!doctype html>');
  });

  it('is left out of the API description, being no part of the API', () => {
    const documented = operationsOf(t.app).map((operation) => operation.path);
    expect(documented).not.toContain('/robots.txt');
    expect(documented).not.toContain('/sitemap.xml');
    expect(documented).toContain(apiPaths.health);
  });
});

describe('GET /sitemap.xml', () => {
  it('is sitemap XML listing the home page and the privacy page with their French twins, with no lastmod while nothing is open', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(await sitemapUrls()).toEqual([
      { loc: 'https://careers.example.test/', lastmod: undefined },
      { loc: 'https://careers.example.test/fr/', lastmod: undefined },
      { loc: 'https://careers.example.test/privacy', lastmod: undefined },
      { loc: 'https://careers.example.test/fr/confidentialite', lastmod: undefined },
    ]);
  });

  it('dates the home page by the newest change of an open position, and moves when one changes', async () => {
    const first = await createPosition(t);
    const second = await createPosition(t);
    const listed = (await homeEntry())?.lastmod ?? '';
    expect(listed).toBe(second.updated_at.toISOString());
    // W3C datetime, as the protocol asks.
    expect(listed).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const { p_id, created_at, updated_at, ...fields } = first;
    await updatePosition(t.database.db, p_id, { ...fields, p_position_title: 'Regional Driver' });
    const moved = (await homeEntry())?.lastmod ?? '';
    expect(Date.parse(moved)).toBeGreaterThan(Date.parse(listed));
  });

  it('escapes every address, so one with a query stays well-formed', () => {
    const xml = renderSitemap([{ loc: 'https://careers.example.test/?position=4&ref=<sms>' }]);
    const loc = parseXml(xml).documentElement.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0];
    expect(loc?.textContent).toBe('https://careers.example.test/?position=4&ref=<sms>');
  });

  it('does not date the home page by a closed position', async () => {
    const before = (await homeEntry())?.lastmod;
    await createPosition(t, { p_status: 'closed' });
    expect((await homeEntry())?.lastmod).toBe(before);
  });

  it("lists each open job's own page, dated by its last change, and no closed or expired one", async () => {
    const open = await createPosition(t, { p_position_title: 'Reefer Team Driver — Coast to Coast' });
    const closing = await createPosition(t, { p_position_title: 'Yard Shunt Driver', p_closing_date: '2999-12-31' });
    const closed = await createPosition(t, { p_position_title: 'Closed Driver Job', p_status: 'closed' });
    const expired = await createPosition(t, { p_position_title: 'Expired Driver Job', p_closing_date: '2000-01-01' });
    const urls = await sitemapUrls();
    expect(urls).toContainEqual({
      loc: `https://careers.example.test/jobs/${open.p_id}-reefer-team-driver-coast-to-coast`,
      lastmod: open.updated_at.toISOString(),
    });
    expect(urls).toContainEqual({
      loc: `https://careers.example.test/jobs/${closing.p_id}-yard-shunt-driver`,
      lastmod: closing.updated_at.toISOString(),
    });
    const listed = urls.map((url) => url.loc);
    for (const gone of [closed, expired]) {
      expect(listed.filter((loc) => loc?.includes(`/jobs/${gone.p_id}-`))).toEqual([]);
    }
    // One page per open job, besides the home page.
    const openJobs = (await t.app.inject({ method: 'GET', url: apiPaths.openPositions })).json() as unknown[];
    expect(listed.filter((loc) => loc?.startsWith('https://careers.example.test/jobs/'))).toHaveLength(openJobs.length);
  });

  it("moves a job's page to its new title's address and dates it by the change", async () => {
    const position = await createPosition(t, { p_position_title: 'Highway Driver' });
    const { p_id, created_at, updated_at, ...fields } = position;
    // The sitemap dates to the millisecond: a change in the creation's own millisecond could not be told from it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await updatePosition(t.database.db, p_id, { ...fields, p_position_title: 'Highway Driver — Prairies Loop' });
    const entry = (await sitemapUrls()).find((url) => url.loc?.includes(`/jobs/${p_id}-`));
    expect(entry?.loc).toBe(`https://careers.example.test/jobs/${p_id}-highway-driver-prairies-loop`);
    expect(Date.parse(entry?.lastmod ?? '')).toBeGreaterThan(updated_at.getTime());
  });
});

describe('X-Robots-Tag', () => {
  it('asks search engines not to index API answers, errors and uploads included', async () => {
    for (const url of [apiPaths.openPositions, apiPaths.health, '/api/nothing-here', '/uploads/resumes/none.pdf']) {
      expect((await get(url)).headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it('leaves the robots file and the sitemap indexable', async () => {
    expect((await get('/robots.txt')).headers['x-robots-tag']).toBeUndefined();
    expect((await get('/sitemap.xml')).headers['x-robots-tag']).toBeUndefined();
  });
});
