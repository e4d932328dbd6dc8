import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { frenchJobPagePath, inEnglish, jobPagePath, translatorFor } from '@roadhire/shared';
import { JSDOM, type XmlDocument } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '../src/db/schema.js';
import { createPosition } from './helpers/factories.js';
import { checkJobPosting } from './helpers/job-posting-rules.js';
import { languageHead } from './helpers/page-head.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { sitemapVersions } from './helpers/xml.js';

// The real web build, browser and server bundles both: `npm test` builds it first.
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SERVER_BUNDLE = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));
const SITE = 'https://careers.example.test';

let app: TestApp;
let bilingual: Position & { p_position_title_fr: string };
let englishOnly: Position;
beforeAll(async () => {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('the web app is not built: run `npm run build` first');
  app = await createTestApp({ WEB_DIST_DIR: WEB_DIST, PUBLIC_URL: SITE });
  bilingual = (await createPosition(app, {
    p_position_title: 'Local P&D Driver',
    p_position_title_fr: 'Camionneur local – cueillette et livraison',
    p_landing_page_desc_fr: '<p>Excellent salaire, retour à la maison chaque soir.</p>',
    p_city: 'Montréal',
    p_province: 'Quebec',
    p_language_requirement: 'English and French',
    p_language_reason: 'Deliveries to customers in Ontario',
    p_language_requirement_fr: 'Anglais et français',
    p_language_reason_fr: 'Livraisons chez des clients en Ontario',
  })) as Position & { p_position_title_fr: string };
  englishOnly = await createPosition(app, { p_position_title: 'Long Haul Driver', p_province: 'Ontario' });
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.app.inject({ method: 'GET', url });
const parse = (html: string): XmlDocument => new new JSDOM().window.DOMParser().parseFromString(html, 'text/html');

const twinLink = (document: XmlDocument, text: string) =>
  Array.from(document.querySelectorAll('#root a')).find((a) => a.textContent?.trim() === text);

describe('the careers list in both languages', () => {
  it('/fr/ is French, canonical to itself, and names its English twin; / names /fr/', async () => {
    const french = await get('/fr/');
    expect(french.statusCode).toBe(200);
    const fr = parse(french.body);
    const versions = { 'en-CA': `${SITE}/`, 'fr-CA': `${SITE}/fr/`, 'x-default': `${SITE}/` };
    expect(languageHead(fr)).toEqual({ lang: 'fr-CA', canonical: `${SITE}/fr/`, alternates: versions, robots: null });
    expect(twinLink(fr, inEnglish.t('languageTwin.toEnglish'))?.getAttribute('href')).toBe('/');

    const en = parse((await get('/')).body);
    expect(languageHead(en)).toEqual({ lang: 'en-CA', canonical: `${SITE}/`, alternates: versions, robots: null });
    expect(twinLink(en, inEnglish.t('languageTwin.toFrench'))?.getAttribute('href')).toBe('/fr/');
  });

  it("/fr/ shows each job's French title, linked to its French page; a job without French keeps its English one", async () => {
    const document = parse((await get('/fr/')).body);
    const link = (title: string) =>
      Array.from(document.querySelectorAll('h3 a'))
        .find((a) => a.textContent === title)
        ?.getAttribute('href');
    expect(link(bilingual.p_position_title_fr)).toBe(frenchJobPagePath(bilingual));
    expect(link(bilingual.p_position_title)).toBeUndefined();
    expect(link(englishOnly.p_position_title)).toBe(jobPagePath(englishOnly));
  });

  it('is never sent elsewhere because of the browser language', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-CA,fr' } });
    expect(response.statusCode).toBe(200);
    expect(languageHead(parse(response.body)).lang).toBe('en-CA');
  });
});

describe("a job's French page", () => {
  it('is drawn in French at its French slug, with reciprocal hreflang and French JobPosting data', async () => {
    const path = frenchJobPagePath(bilingual);
    expect(path).toBe(`/fr/emplois/${bilingual.p_id}-camionneur-local-cueillette-et-livraison`);
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const document = parse(response.body);
    const versions = {
      'en-CA': `${SITE}${jobPagePath(bilingual)}`,
      'fr-CA': `${SITE}${path}`,
      'x-default': `${SITE}${jobPagePath(bilingual)}`,
    };
    expect(languageHead(document)).toEqual({
      lang: 'fr-CA',
      canonical: `${SITE}${path}`,
      alternates: versions,
      robots: null,
    });
    expect(Array.from(document.querySelectorAll('h1'), (h) => h.textContent)).toEqual([bilingual.p_position_title_fr]);
    // The province is named in French, as the list names it; the English page keeps "Quebec".
    expect(document.querySelector('title')?.textContent).toContain('Montréal, Québec');
    expect(parse((await get(jobPagePath(bilingual))).body).querySelector('title')?.textContent).toContain(
      'Montréal, Quebec',
    );
    expect(document.getElementById('root')?.textContent).toContain('retour à la maison');
    const blocks = document.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]?.textContent ?? '') as {
      title: string;
      description: string;
      qualifications: string;
      jobLocation: { address: { addressRegion: string } };
    };
    expect(data.title).toBe(bilingual.p_position_title_fr);
    expect(data.jobLocation.address.addressRegion).toBe('Québec');
    expect(data.description).toContain('retour à la maison');
    expect(data.description).not.toContain('Great pay');
    // Charter s. 46: the language requirement and its reason, as the French page shows them.
    expect(data.qualifications).toBe('Anglais et français');
    expect(data.description).toContain(
      '<li><strong>Exigence linguistique\u00a0:</strong> Anglais et français</li><li><strong>Raison\u00a0:</strong> Livraisons chez des clients en Ontario</li>',
    );
    expect(checkJobPosting(data, { expires: false }).errors).toEqual([]);
    expect(twinLink(document, inEnglish.t('languageTwin.toEnglish'))?.getAttribute('href')).toBe(
      jobPagePath(bilingual),
    );

    const english = parse((await get(jobPagePath(bilingual))).body);
    const englishData = JSON.parse(english.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as {
      description: string;
      qualifications: string;
      jobLocation: { address: { addressRegion: string } };
    };
    expect(englishData.qualifications).toBe('English and French');
    expect(englishData.jobLocation.address.addressRegion).toBe('Quebec');
    expect(englishData.description).toContain('<strong>Why:</strong> Deliveries to customers in Ontario');
    expect(englishData.description).not.toContain('Anglais');
    expect(languageHead(english)).toEqual({
      lang: 'en-CA',
      canonical: versions['en-CA'],
      alternates: versions,
      robots: null,
    });
    expect(twinLink(english, inEnglish.t('languageTwin.toFrench'))?.getAttribute('href')).toBe(path);
  });

  it("leads Apply to a sign-up drawn in French, before the page's code runs and without a cookie", async () => {
    const page = parse((await get(frenchJobPagePath(bilingual))).body);
    const french = await translatorFor('fr');
    const apply = Array.from(page.querySelectorAll('#root a')).find(
      (a) => a.textContent === french.t('careers.applyNow'),
    );
    const href = apply?.getAttribute('href') ?? '';
    expect(href).toBe(`/register?redirect=%2Fapply%2F${bilingual.p_id}&lang=fr`);
    const signUp = parse((await get(href)).body);
    expect(signUp.documentElement.getAttribute('lang')).toBe('fr-CA');
    expect(Array.from(signUp.querySelectorAll('h1'), (h) => h.textContent)).toEqual([french.t('registerPage.title')]);
    // The address without it keeps the visitor's own choice.
    const english = parse((await get(href.replace('&lang=fr', ''))).body);
    expect(Array.from(english.querySelectorAll('h1'), (h) => h.textContent)).toEqual([
      inEnglish.t('registerPage.title'),
    ]);
  });

  it('sends an old or partial French address to the French canonical one', async () => {
    const response = await get(`/fr/emplois/${bilingual.p_id}?x=1`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${frenchJobPagePath(bilingual)}?x=1`);
  });

  it('does not exist for a job without French: 404, and its English page names no French twin', async () => {
    const response = await get(`/fr/emplois/${englishOnly.p_id}-long-haul-driver`);
    expect(response.statusCode).toBe(404);
    expect(languageHead(parse(response.body)).robots).toBe('noindex');
    const english = parse((await get(jobPagePath(englishOnly))).body);
    expect(languageHead(english).alternates).toEqual({
      'en-CA': `${SITE}${jobPagePath(englishOnly)}`,
      'x-default': `${SITE}${jobPagePath(englishOnly)}`,
    });
    expect(twinLink(english, inEnglish.t('languageTwin.toFrench'))).toBeUndefined();
  });
});

describe('the sitemap in both languages', () => {
  it('lists each French page beside its English one, with xhtml:link alternates', async () => {
    const urls = sitemapVersions((await get('/sitemap.xml')).body);
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`${SITE}/fr/`);
    expect(locs).toContain(`${SITE}${frenchJobPagePath(bilingual)}`);
    expect(locs.filter((loc) => loc?.includes(`/${englishOnly.p_id}-`))).toEqual([
      `${SITE}${jobPagePath(englishOnly)}`,
    ]);
    const french = urls.find((url) => url.loc === `${SITE}${frenchJobPagePath(bilingual)}`);
    expect(french?.alternates).toEqual({
      'en-CA': `${SITE}${jobPagePath(bilingual)}`,
      'fr-CA': `${SITE}${frenchJobPagePath(bilingual)}`,
      'x-default': `${SITE}${jobPagePath(bilingual)}`,
    });
    expect(urls.find((url) => url.loc === `${SITE}${jobPagePath(englishOnly)}`)?.alternates).toEqual({});
  });
});
