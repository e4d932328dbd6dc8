import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { type PageName, pages } from '@roadhire/shared';
import { freshAdministrator, logIn, verifiedCandidate } from './accounts.js';
import { BASE_URL } from './environment.js';
import { driverOnStep } from './onboarding-quick.js';
import { submittedDriver } from './submitted.js';

// A walk over the pages of the registry in French, for the checks that read every screen: the
// pseudo-locale's (nothing left in English) and the phone's (nothing cut or overlapping).

const WALKED = 'walked';

/** Each page of the registry: walked here, or why not. A page added to the registry must be named. */
export const COVERAGE: Record<PageName, string> = {
  home: 'speaks English at its address; /fr/ is its French twin',
  job: 'speaks English at its address',
  homeFr: WALKED,
  jobFr: 'the demo positions have no French version; careers-french.spec reads a French job page',
  login: WALKED,
  register: WALKED,
  forgotPassword: WALKED,
  resetPassword: WALKED,
  confirmEmail: 'a mailed link that answers at once with the login page',
  profile: WALKED,
  apply: WALKED,
  onboarding: WALKED,
  myApplications: WALKED,
  applicationReceived: 'shown once after the final submit',
  driverVerifications: WALKED,
  employerResponse: 'a previous employer’s form, in the employer’s language',
  teamAccept: 'a mailed single-use link; team-invitation.spec opens one',
  clearinghouseConsent: WALKED,
  privacy: 'speaks English at its address; /fr/confidentialite is its French twin',
  privacyFr:
    'drawn whole by the server with no script, beyond a browser’s pseudo-locale; privacy-page-french.test.ts reads it',
  admin: WALKED,
  adminPositions: WALKED,
  adminPositionNew: WALKED,
  adminPosition: WALKED,
  adminApplicants: WALKED,
  adminApplicant: WALKED,
  adminVerifications: WALKED,
  adminAccounts: WALKED,
  adminAudit: WALKED,
  adminPrivacy: WALKED,
};

/** What is checked on each screen; `where` names it in a failure. */
export type ScreenCheck = (page: Page, where: string) => Promise<void>;

/** Chooses French in the page's own switch, then `after` (the pseudo-locale's cookie), and reloads. */
async function inFrench(page: Page, after?: (context: BrowserContext) => Promise<void>) {
  // After a login the page swaps its layout for the admin one: a click before then can land on a
  // switch that is about to be replaced, and nothing happens.
  await drawn(page);
  await page.getByRole('button', { name: 'Français' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  if (after) await after(page.context());
  await page.reload();
}

/** Waits for the screen to be drawn whole: its heading shown and nothing more being fetched. */
async function drawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const visit = async (page: Page, name: PageName, href: string, check: ScreenCheck) => {
  expect(COVERAGE[name]).toBe(WALKED);
  await page.goto(href);
  await drawn(page);
  // A guard that sent the page elsewhere would have the walk read another screen.
  expect(new URL(page.url()).pathname).toBe(new URL(href, BASE_URL).pathname);
  await check(page, href);
};

/** An open position's id: the first (the one `submittedDriver` applies to), or another. */
const openPositionId = async (request: APIRequestContext, which: 'first' | 'another' = 'first') => {
  const positions = (await (await request.get(`${BASE_URL}/api/open-positions`)).json()) as { p_id: number }[];
  const position = positions[which === 'first' ? 0 : 1];
  if (!position) throw new Error('the demo positions are missing');
  return position.p_id;
};

/** The careers home in French and the pages before signing in. */
export async function walkPublicPages(page: Page, check: ScreenCheck) {
  await visit(page, 'homeFr', pages.homeFr.href(), check);
  await visit(page, 'login', pages.login.href(), check);
  await visit(page, 'register', pages.register.href(), check);
  await visit(page, 'forgotPassword', pages.forgotPassword.href(), check);
  await visit(page, 'resetPassword', pages.resetPassword.href('not-a-token'), check);
}

/**
 * A driver on step 9 of an application, who switches to French and goes Back through every step
 * to the first; then a driver whose application is submitted (one under way sends the others back
 * to it), on their profile, their checks, the Clearinghouse consent and another job's apply page.
 * `back` is the Back button's name.
 */
export async function walkDriverPages(
  page: Page,
  request: APIRequestContext,
  check: ScreenCheck,
  { back, setUp }: { back: string; setUp?: (context: BrowserContext) => Promise<void> },
) {
  await driverOnStep(page, request, 9);
  await inFrench(page, setUp);
  for (let step = 9; step >= 1; step -= 1) {
    await drawn(page);
    await check(page, `step ${step}`);
    if (step > 1) await page.getByRole('button', { name: back, exact: true }).click();
  }
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const candidate = await verifiedCandidate(request);
  const applicationId = await submittedDriver(candidate.email, candidate.password);
  await logIn(page, candidate.email, candidate.password);
  // The careers home speaks its address's language; the profile has the top bar's switch.
  await page.goto(pages.profile.href());
  await inFrench(page, setUp);
  await visit(page, 'profile', pages.profile.href(), check);
  await visit(page, 'myApplications', pages.myApplications.href(), check);
  await visit(page, 'driverVerifications', pages.driverVerifications.href(), check);
  await visit(page, 'clearinghouseConsent', pages.clearinghouseConsent.href(applicationId), check);
  await visit(page, 'apply', pages.apply.href(await openPositionId(request, 'another')), check);
}

/** An administrator of its own, in French, on every admin page and a submitted driver's file. */
export async function walkAdminPages(
  page: Page,
  check: ScreenCheck,
  setUp?: (context: BrowserContext) => Promise<void>,
) {
  const driver = await verifiedCandidate(page.request);
  const applicationId = await submittedDriver(driver.email, driver.password);
  // Choosing French is kept on the account: the seeded administrator is every other test's.
  const recruiter = await freshAdministrator(page.request);
  await logIn(page, recruiter.email, recruiter.password);
  await inFrench(page, setUp);
  await visit(page, 'admin', pages.admin.href(), check);
  await visit(page, 'adminPositions', pages.adminPositions.href(), check);
  await visit(page, 'adminPositionNew', pages.adminPositionNew.href(), check);
  await visit(page, 'adminPosition', pages.adminPosition.href(await openPositionId(page.request)), check);
  await visit(page, 'adminApplicants', pages.adminApplicants.href(), check);
  await visit(page, 'adminApplicant', pages.adminApplicant.href(applicationId), check);
  await visit(page, 'adminVerifications', pages.adminVerifications.href(), check);
  await visit(page, 'adminAccounts', pages.adminAccounts.href(), check);
  await visit(page, 'adminAudit', pages.adminAudit.href(), check);
  await visit(page, 'adminPrivacy', pages.adminPrivacy.href(), check);
}
