import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AdminPositionInputSchema, frenchJobPagePath, missingFrench } from '@roadhire/shared';
import { JSDOM, type XmlDocument } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPositions, listOpenPositions } from '../src/data/positions-repository.js';
import type { Position } from '../src/db/schema.js';
import { demoPositions } from '../src/db/seed/demo-positions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { sitemapVersions } from './helpers/xml.js';

// The real web build, browser and server bundles both: `npm test` builds it first.
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SERVER_BUNDLE = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));
const SITE = 'https://careers.example.test';

let app: TestApp;
let demo: Array<Position & { p_position_title_fr: string }>;
beforeAll(async () => {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('the web app is not built: run `npm run build` first');
  app = await createTestApp({ WEB_DIST_DIR: WEB_DIST, PUBLIC_URL: SITE });
  await insertPositions(app.database.db, demoPositions());
  demo = (await listOpenPositions(app.database.db)) as typeof demo;
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.app.inject({ method: 'GET', url });
const parse = (html: string): XmlDocument => new new JSDOM().window.DOMParser().parseFromString(html, 'text/html');
const cardTitles = (document: XmlDocument) =>
  Array.from(document.querySelectorAll('#root h3 a'), (a) => ({ text: a.textContent, href: a.getAttribute('href') }));

describe('the demo positions in French (Charter s. 41)', () => {
  it('each has a whole French version, which the rule for an open Quebec position accepts', () => {
    expect(demo.length).toBeGreaterThan(10);
    for (const position of demo) {
      expect(missingFrench(position), position.p_position_number).toEqual([]);
      const asQuebec = AdminPositionInputSchema.safeParse({ ...position, p_province: 'Quebec', p_status: 'open' });
      expect(asQuebec.error?.issues ?? [], position.p_position_number).toEqual([]);
    }
  });

  it('/fr/ lists French cards linking to French pages, with no English route, type or conditions', async () => {
    // Ten cards a page.
    const documents = [parse((await get('/fr/')).body), parse((await get('/fr/?page=2')).body)];
    const titles = documents.flatMap(cardTitles);
    expect(titles.map((title) => title.text).sort()).toEqual(demo.map((p) => p.p_position_title_fr).sort());
    for (const { href } of titles) expect(href).toMatch(/^\/fr\/emplois\/\d+-/);
    const text = documents.map((document) => document.getElementById('root')?.textContent).join('\n');
    for (const english of demo.flatMap((p) => [
      p.p_position_title,
      p.p_route_description,
      p.p_landing_page_sell.license_conditions,
    ])) {
      expect(text).not.toContain(english);
    }
    expect(text).not.toMatch(/Full-time|Part-time|Contract|AZ or DZ/);
    expect(text).toContain('Type d’emploi\u00a0: Temps partiel');
    expect(text).toContain('Classes de permis\u00a0: AZ ou DZ');
  });

  it('each French job page exists, speaks French, and is in the sitemap beside its English twin', async () => {
    const locs = sitemapVersions((await get('/sitemap.xml')).body).map((url) => url.loc);
    for (const position of demo) {
      const path = frenchJobPagePath(position);
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      const root = parse(response.body).getElementById('root')?.textContent ?? '';
      expect(root).toContain(position.p_position_title_fr);
      expect(root).not.toContain(position.p_route_description ?? '—');
      expect(locs).toContain(`${SITE}${path}`);
    }
  });

  it.each([
    ['citerne', ['TK-SK-227']],
    ['frigorifique', ['RF-NS-171', 'TM-BC-305']],
  ])('a search for %j on /fr/ finds the French offers that say it', async (query, numbers) => {
    const titles = cardTitles(parse((await get(`/fr/?q=${query}`)).body)).map((title) => title.text);
    const expected = demo.filter((p) => numbers.includes(p.p_position_number)).map((p) => p.p_position_title_fr);
    expect(titles.sort()).toEqual(expected.sort());
  });
});
