import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inEnglish, pages } from '@roadhire/shared';
import { JSDOM, type XmlDocument } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_COMPLIANCE_TEXTS_DIR } from '../src/lib/compliance-texts.js';
import { languageHead } from './helpers/page-head.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { sitemapVersions } from './helpers/xml.js';

// The privacy page in both languages (decisions 031, 032; Quebec's Law 25 and the Charter):
// `/privacy` and its French twin, each canonical to itself, naming the other, both in the sitemap,
// the French one with the carrier's French policy or, lacking a translation of the current
// version, the English policy said so.

const SITE = 'https://careers.example.test';
const ENGLISH = pages.privacy.href();
const FRENCH = pages.privacyFr.href();
const VERSIONS = { 'en-CA': `${SITE}${ENGLISH}`, 'fr-CA': `${SITE}${FRENCH}`, 'x-default': `${SITE}${ENGLISH}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
});
afterAll(async () => {
  await t?.close();
});

const parse = (html: string): XmlDocument => new new JSDOM().window.DOMParser().parseFromString(html, 'text/html');

async function page(app: TestApp, url: string) {
  const response = await app.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^text\/html/);
  return parse(response.body);
}

const linkNamed = (document: XmlDocument, text: string) =>
  Array.from(document.querySelectorAll('a')).find((a) => a.textContent?.trim() === text);
const headings = (document: XmlDocument) =>
  Array.from(document.querySelectorAll('main h1, main h2'), (heading) => heading.textContent ?? '');
const lines = (document: XmlDocument) =>
  Array.from(document.querySelectorAll('main li, main p'), (line) => line.textContent ?? '');

describe('the privacy page and its French twin', () => {
  it('/privacy is English, canonical to itself, naming its French twin', async () => {
    const document = await page(t, ENGLISH);
    expect(languageHead(document)).toEqual({
      lang: 'en-CA',
      canonical: `${SITE}${ENGLISH}`,
      alternates: VERSIONS,
      robots: null,
    });
    const twin = linkNamed(document, inEnglish.t('languageTwin.toFrench'));
    expect(twin?.getAttribute('href')).toBe(FRENCH);
    expect(twin?.getAttribute('hreflang')).toBe('fr-CA');
    expect(headings(document)).toEqual([
      'Privacy',
      'How we handle your personal information',
      'Retention',
      'Where your information is kept',
      'Person in charge of personal information',
      'Your data',
    ]);
    expect(lines(document)).toContain('Version: 2026-11-26 shipped default');
    expect(lines(document)).toContain(
      'Applications that do not lead to a hire: 12 months after the last decision or activity, then erased 30 days later.',
    );
    expect(linkNamed(document, 'Privacy')?.getAttribute('href')).toBe(ENGLISH);
  });

  it('/fr/confidentialite is French throughout, with the French policy, canonical to itself, naming /privacy', async () => {
    const document = await page(t, FRENCH);
    expect(languageHead(document)).toEqual({
      lang: 'fr-CA',
      canonical: `${SITE}${FRENCH}`,
      alternates: VERSIONS,
      robots: null,
    });
    expect(document.querySelector('title')?.textContent).toBe('Confidentialité | Test Carrier');
    const twin = linkNamed(document, inEnglish.t('languageTwin.toEnglish'));
    expect(twin?.getAttribute('href')).toBe(ENGLISH);
    expect(twin?.getAttribute('hreflang')).toBe('en-CA');
    expect(headings(document)).toEqual([
      'Confidentialité',
      'Comment nous traitons vos renseignements personnels',
      'Conservation',
      'Où vos renseignements sont conservés',
      'Personne responsable de la protection des renseignements personnels',
      'Vos données',
    ]);
    const text = lines(document);
    expect(text.some((line) => line.startsWith('Ce portail recueille ce que vous fournissez'))).toBe(true);
    expect(text).toContain('Version\u00a0: 2026-11-26 traduction livrée par défaut');
    expect(text).toContain(
      'Candidatures qui ne mènent pas à une embauche\u00a0: 12 mois après la dernière décision ou activité, puis effacées 30 jours plus tard.',
    );
    expect(text).toContain('Fichiers téléversés\u00a0: sur le disque du serveur.');
    expect(text).toContain('Courriels\u00a0: transmis par le relais de courriel 127.0.0.1.');
    expect(text).toContain('49 CFR 391.51\u00a0: conservée pendant l’emploi et 3 ans après la fin de l’emploi.');
    // The translation of the current version is there: no note that it is missing.
    expect(document.documentElement.textContent).not.toContain('pas encore disponible');

    // The person in charge's default title is said in French too.
    expect(
      text.some((line) =>
        line.startsWith('Test Carrier, Personne responsable de la protection des renseignements personnels'),
      ),
    ).toBe(true);
    // No heading, line or link of the English page is left.
    const english = await page(t, ENGLISH);
    for (const heading of headings(english)) expect(headings(document)).not.toContain(heading);
    for (const line of lines(english)) expect(text).not.toContain(line);
    expect(linkNamed(document, 'Privacy')).toBeUndefined();
    expect(linkNamed(document, 'Confidentialité')?.getAttribute('href')).toBe(FRENCH);
    expect(linkNamed(document, 'Test Carrier')?.getAttribute('href')).toBe(pages.homeFr.href());
  });

  it('the sitemap lists both, each naming the other and English as x-default', async () => {
    const urls = sitemapVersions((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(urls).toContainEqual({ loc: `${SITE}${ENGLISH}`, alternates: VERSIONS });
    expect(urls).toContainEqual({ loc: `${SITE}${FRENCH}`, alternates: VERSIONS });
  });
});

describe('a policy without a French translation of its current version', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-texts-'));
    await cp(SHIPPED_COMPLIANCE_TEXTS_DIR, dir, { recursive: true });
    // The carrier writes its own policy; the shipped French translates the shipped default, not it.
    await writeFile(
      path.join(dir, 'privacy_policy.md'),
      '---\ntitle: Our privacy policy\nversion: 2027-02\n---\nWe keep what you send us.\n\nAsk us anything.\n',
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('the French page shows the English policy, marked English, with a French note saying so', async () => {
    const app = await createTestApp({
      PUBLIC_URL: SITE,
      COMPLIANCE_TEXTS_DIR: dir,
      PRIVACY_OFFICER_NAME: 'Dana Roy',
      PRIVACY_OFFICER_TITLE: 'Director of Human Resources',
    });
    try {
      const document = await page(app, FRENCH);
      expect(document.documentElement.getAttribute('lang')).toBe('fr-CA');
      // A title the carrier wrote is its own text, shown as written.
      expect(document.documentElement.textContent).toContain('Dana Roy, Director of Human Resources');
      expect(lines(document)).toContain(
        'La version française de cette politique n’est pas encore disponible. Voici la version anglaise.',
      );
      const policy = document.querySelector('main [lang="en-CA"]');
      expect(policy?.querySelectorAll('h2')[0]?.textContent).toBe('Our privacy policy');
      expect(Array.from(policy?.querySelectorAll('p') ?? [], (p) => p.textContent)).toEqual([
        'We keep what you send us.',
        'Ask us anything.',
      ]);
      expect(lines(document)).toContain('Version\u00a0: 2027-02');
      expect(document.documentElement.textContent).not.toContain('Comment nous traitons vos renseignements personnels');
      // Around the policy the page stays French.
      expect(headings(document)).toContain('Conservation');

      // The English page has no such note.
      const english = await page(app, ENGLISH);
      expect(english.documentElement.textContent).not.toContain('pas encore disponible');
      expect(english.querySelector('main [lang]')).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('once the carrier translates the current version, the French page shows the translation', async () => {
    await writeFile(
      path.join(dir, 'privacy_policy.fr.md'),
      '---\ntitle: Notre politique de confidentialité\nversion: 2027-02 fr\ntranslates: 2027-02\n---\nNous conservons ce que vous nous envoyez.\n',
    );
    const app = await createTestApp({ PUBLIC_URL: SITE, COMPLIANCE_TEXTS_DIR: dir });
    try {
      const document = await page(app, FRENCH);
      expect(headings(document)).toContain('Notre politique de confidentialité');
      expect(lines(document)).toContain('Nous conservons ce que vous nous envoyez.');
      expect(lines(document)).toContain('Version\u00a0: 2027-02 fr');
      expect(document.documentElement.textContent).not.toContain('pas encore disponible');
      expect(document.documentElement.textContent).not.toContain('We keep what you send us.');
    } finally {
      await app.close();
    }
  });
});
