import { type Page, test } from '@playwright/test';
import { apiPaths, catalogueEn, createTranslator } from '@roadhire/shared';
import { pseudoCatalogue } from '@roadhire/shared/pseudo';
import { tokenOf } from '../support/drafts.js';
import { COMPANY } from '../support/environment.js';
import { type ScreenCheck, walkAdminPages, walkDriverPages, walkPublicPages } from '../support/page-walk.js';
import { expectAllTranslated, usePseudoLocale } from '../support/pseudo-locale.js';
import { SUBMITTED_DRIVER_NAME } from '../support/submitted.js';

// The pseudo-locale stands in for French: every catalogue text shows accented and marked, so a
// word a screen shows outside the marks escaped translation. The walk covers every page of the
// registry, or names the reason it does not (`COVERAGE`).
const { t } = createTranslator('fr', pseudoCatalogue(catalogueEn));

/** The name the seeded administrator's account is made with. */
const ADMIN_NAME = 'Administrator Roadhire';

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

/**
 * The data the pages show as written: the positions, the names, the company, and the reference
 * lists' labels, which the API gives in real French (the pseudo-locale is the browser's alone).
 */
async function dataWords(page: Page): Promise<string[]> {
  const french = { headers: { 'Accept-Language': 'fr-CA' } };
  const read = async (path: string) => texts(await (await page.request.get(path, french)).json());
  const countries = (await (await page.request.get(apiPaths.countries)).json()) as {
    id: number;
    country_name: string;
  }[];
  const canadaId = countries.find((country) => country.country_name === 'Canada')?.id ?? 0;
  const { provinces } = (await (await page.request.get(apiPaths.provinces(canadaId))).json()) as {
    provinces: { id: number }[];
  };
  const lists = await Promise.all([
    read(apiPaths.openPositions),
    read(apiPaths.countries),
    read(apiPaths.provinces(canadaId)),
    read(apiPaths.highestEducation),
    read(apiPaths.regionsTravelled),
    read(apiPaths.equipmentOperated),
    ...provinces.flatMap(({ id }) => [read(apiPaths.licenseClasses(id)), read(apiPaths.licenseConditions(id))]),
  ]);
  return [...lists.flat(), ...frenchCalendarWords(), COMPANY.name, 'Casey Driver', SUBMITTED_DRIVER_NAME, ADMIN_NAME];
}

/** Dates are written by the platform in the reader's locale (`1 sept. 2026`), not by the catalogue. */
function frenchCalendarWords(): string[] {
  const days = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month)));
  return ['short', 'long'].flatMap((width) =>
    days.flatMap((day) => [
      new Intl.DateTimeFormat('fr-CA', { month: width as 'short' | 'long', timeZone: 'UTC' }).format(day),
      new Intl.DateTimeFormat('fr-CA', { weekday: width as 'short' | 'long', timeZone: 'UTC' }).format(day),
    ]),
  );
}

/** What the admin pages list, written by other tests at the same time as this one: their data. */
const ADMIN_LISTS = [
  apiPaths.adminStats,
  apiPaths.adminPositions,
  apiPaths.adminApplications,
  apiPaths.adminVerifications,
  apiPaths.adminUsers,
  apiPaths.adminAudit,
  apiPaths.adminPrivacyRequests,
  apiPaths.adminPrivacyHolds,
  apiPaths.adminClearinghouseDue,
  // The banner of shipped legal texts names them by their English titles.
  apiPaths.clientConfig,
];

/**
 * The data an admin screen shows as it is, read from the API it reads: the lists, and on an
 * applicant's file the driver's answers and the English texts they signed. (Mails to the driver
 * are marked with their language.)
 */
async function adminData(page: Page, where: string): Promise<string[]> {
  const token = await tokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const applicant = /^\/admin\/applicants\/(\d+)$/.exec(where);
  const paths = applicant ? [apiPaths.adminApplication(applicant[1] ?? ''), apiPaths.complianceTexts] : [];
  const answers = await Promise.all(
    [...ADMIN_LISTS, ...paths].map(async (path) => {
      const answer = await page.request.get(path, { headers });
      return answer.ok() ? texts(await answer.json()) : [];
    }),
  );
  return answers.flat();
}

/**
 * The Clearinghouse consent shows the carrier's name and address and the consent's English text
 * and its carrier's translation as they are: read from the API the page reads.
 */
async function consentData(page: Page, applicationId: string): Promise<string[]> {
  const token = await tokenOf(page);
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr-CA' };
  return texts(await (await page.request.get(apiPaths.clearinghouseConsent(applicationId), { headers })).json());
}

const nothingEnglish = async (page: Page): Promise<ScreenCheck> => {
  const data = await dataWords(page);
  return async (screen, where) => {
    const consent = /^\/candidate\/clearinghouse-consent\/(\d+)$/.exec(where)?.[1];
    const own = where.startsWith('/admin')
      ? await adminData(screen, where)
      : consent
        ? await consentData(screen, consent)
        : [];
    await expectAllTranslated(screen, where, [...data, ...own]);
  };
};

test('public and sign-in pages show no English outside the catalogue @phone', async ({ page, context }) => {
  await usePseudoLocale(context);
  await walkPublicPages(page, await nothingEnglish(page));
});

test('a driver’s pages and the nine steps show no English outside the catalogue @phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  await walkDriverPages(page, request, await nothingEnglish(page), {
    back: t('onboarding.back'),
    setUp: usePseudoLocale,
  });
});

test('the admin area shows no English outside the catalogue', async ({ page }) => {
  test.setTimeout(120_000);
  await walkAdminPages(page, await nothingEnglish(page), usePseudoLocale);
});
