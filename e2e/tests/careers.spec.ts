import { expect, type Page, test } from '@playwright/test';
import { logIn, verifiedCandidate } from '../support/accounts.js';
import { takenOver } from '../support/page-watch.js';

// The server seeds 13 demo positions into an empty table (SPEC §2 list, 10 a page).
const TANKER = 'Tanker Driver — Fuel Delivery (TDG)';

const results = (page: Page) => page.getByRole('status');
const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

async function openDetails(page: Page, title: string) {
  // Before the page's code has run, Details / Apply is the job page's link; the panel is the app's.
  await takenOver(page);
  const card = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await card.getByRole('link', { name: 'Details / Apply' }).click();
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel).toBeVisible();
  return panel;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectTappable(...targets: ReturnType<Page['getByRole']>[]) {
  for (const target of targets) expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
}

test('a driver browses the open positions ten at a time, grouped by place @phone @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await expect(results(page)).toHaveText('Showing 1 to 10 of 13 entries');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByRole('region', { name: 'Positions in Calgary, Alberta' })).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expectTappable(page.getByRole('searchbox', { name: 'Search positions' }), next);
  await expectTappable(cards(page).first().getByRole('link', { name: 'Details / Apply' }));
  await expectNoSidewaysScroll(page);

  await next.click();
  await expect(results(page)).toHaveText('Showing 11 to 13 of 13 entries');
  await expect(cards(page)).toHaveCount(3);
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(results(page)).toHaveText('Showing 1 to 10 of 13 entries');
});

test('the search finds positions by number, place and type, whatever the accents @phone', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search positions' });
  await expect(search).toHaveAttribute('placeholder', 'Search by number, name, type, location…');
  await expect(search).toHaveAttribute('enterkeyhint', 'search');
  await page.getByRole('button', { name: 'Next' }).click();

  await search.fill('montreal');
  await expect(results(page)).toHaveText('Showing 1 to 1 of 1 entries');
  await expect(page.getByRole('region', { name: 'Positions in Montréal, Quebec' })).toBeVisible();

  await search.fill('tk-sk-227');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading', { name: TANKER })).toBeVisible();

  await search.fill('owner-operator');
  await expect(cards(page).first()).toContainText('Owner-Operator');

  await search.fill('no such job anywhere');
  await expect(page.getByText('No results.')).toBeVisible();
  await expect(results(page)).toHaveText('Showing 0 to 0 of 0 entries');
});

test('the details panel opens, can be shared by link, and closes @phone @desktop', async ({ page }) => {
  await page.goto('/');
  const panel = await openDetails(page, TANKER);
  await expect(page).toHaveURL(/\/\?position=\d+$/);
  const link = page.url();
  await expect(panel.getByRole('heading', { name: 'Position Description' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'What we offer' })).toBeVisible();
  // Two taps from the list: Apply is on screen as soon as the panel is.
  await expect(panel.getByRole('link', { name: 'Apply Now' }).first()).toBeInViewport();
  const close = panel.getByRole('button', { name: 'Close' });
  await expectTappable(close);
  await close.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(link);
  await expect(page.getByRole('dialog', { name: TANKER })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/?position=2147483647');
  await expect(page.getByRole('alert')).toHaveText('This position is no longer open.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Apply while logged out goes to register with the apply page as redirect and keeps the job @phone', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const panel = await openDetails(page, TANKER);
  const jobId = new URL(page.url()).searchParams.get('position');
  await panel.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(`/register?redirect=${encodeURIComponent(`/apply/${jobId}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const cookie = (await context.cookies()).find((each) => each.name === 'pendingJobId');
  expect(cookie).toMatchObject({ value: jobId, path: '/' });
  // SPEC §9: a day, give or take the test's own running time.
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 23 * 60 * 60);
  expect(cookie?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 60 * 60);
});

test('at 360 px nothing scrolls sideways, in the list or in the panel @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(results(page)).toHaveText('Showing 1 to 10 of 13 entries');
  await expectNoSidewaysScroll(page);
  const panel = await openDetails(page, TANKER);
  await expect(panel.getByRole('link', { name: 'Apply Now' }).first()).toBeInViewport();
  await expectNoSidewaysScroll(page);
});

test('a candidate applies from the panel, then is offered to continue that application @phone', async ({
  page,
  request,
}) => {
  const { email, password } = await verifiedCandidate(request);
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  const panel = await openDetails(page, TANKER);
  const jobId = Number(new URL(page.url()).searchParams.get('position'));
  await panel.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(`/apply/${jobId}`);

  // The screening form is not built yet, so the application is sent the way it would send it.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const applied = await request.post('/api/apply', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      job_id: jobId,
      first_name: 'Casey',
      last_name: 'Driver',
      mobile: '4165550123',
      postal_code: 'M5V 2T6',
      is_over_21: 1,
      has_class1_license: 1,
      has_twic_card: 0,
      eligible_fast_card: 0,
      has_1yr_experience: 1,
      live_in_canada: 1,
      mountain_experience_years: 2,
      convicted_felony_7yrs: 0,
      convicted_dui_dwi: 0,
    },
  });
  expect(applied.status()).toBe(200);
  const { application_id } = await applied.json();

  // Every card now offers to continue (SPEC §4 pipeline_status 2), and so does the panel.
  await page.goto('/');
  const flatbed = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: 'Regional Flatbed Driver' }) });
  await expect(flatbed.getByRole('link', { name: 'Continue Application' })).toBeEnabled();
  await expect(cards(page).getByRole('link', { name: 'Details / Apply' })).toHaveCount(0);
  await flatbed.getByRole('link', { name: 'View details' }).click();
  const again = page.getByRole('dialog', { name: 'Regional Flatbed Driver' });
  await expect(again.getByRole('link', { name: 'Continue Application' })).toHaveCount(2);
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await flatbed.getByRole('link', { name: 'Continue Application' }).click();
  await expect(page).toHaveURL(`/candidate/onboarding/${application_id}`);
});

test('Back closes an open position instead of leaving the site, even as the first page of a tab @phone @desktop', async ({
  page,
}) => {
  await page.goto('/');
  await openDetails(page, TANKER);
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();

  // A shared link opened in a fresh tab: Back shows the list, not about:blank.
  const tab = await page.context().newPage();
  const jobId = await tab.request
    .get('/api/open-positions')
    .then(async (answer) => (await answer.json()) as Array<{ p_id: number; p_position_title: string }>)
    .then((list) => list.find((each) => each.p_position_title === TANKER)?.p_id);
  await tab.goto(`/?position=${jobId}`);
  await expect(tab.getByRole('dialog', { name: TANKER })).toBeVisible();
  await tab.goBack();
  await expect(tab.getByRole('dialog')).toHaveCount(0);
  await expect(tab).toHaveURL(/\/$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await tab.reload();
  await expect(tab.getByRole('dialog')).toHaveCount(0);
});

test('the search clears with one tap, and province and type filters survive Back and reload @phone', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search positions' });
  await search.fill('tanker');
  await expect(results(page)).toHaveText('Showing 1 to 1 of 1 entries');
  const clear = page.getByRole('link', { name: 'Clear search' });
  await expectTappable(clear);
  await clear.click();
  await expect(search).toHaveValue('');
  await expect(results(page)).toHaveText('Showing 1 to 10 of 13 entries');

  await page.getByLabel('Province').selectOption('Ontario');
  await expect(results(page)).toHaveText('Showing 1 to 4 of 4 entries');
  await page.getByLabel('Position type').selectOption('Part-time');
  await expect(results(page)).toHaveText('Showing 1 to 1 of 1 entries');
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText('Yard Shunt Driver — Night Shift');
  await expect(page).toHaveURL(/\?province=Ontario&type=Part-time$/);
  await expectNoSidewaysScroll(page);

  await openDetails(page, 'Yard Shunt Driver — Night Shift');
  await page.getByRole('dialog').getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(/\/register\?/);
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Province')).toHaveValue('Ontario');
  await expect(page.getByLabel('Position type')).toHaveValue('Part-time');
  await expect(results(page)).toHaveText('Showing 1 to 1 of 1 entries');
  await page.reload();
  await expect(results(page)).toHaveText('Showing 1 to 1 of 1 entries');
  // Choices made before the code runs have their own test (careers-pages.spec.ts); these follow it.
  await takenOver(page);

  await page.getByLabel('Province').selectOption('All provinces');
  await page.getByLabel('Position type').selectOption('All position types');
  await expect(results(page)).toHaveText('Showing 1 to 10 of 13 entries');
});

test('a long description ends with a second Apply button, and phones show the company name @phone @desktop', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText('E2E Transport');
  await expect(page.getByRole('banner').getByText('E2E Transport')).toBeVisible();
  const panel = await openDetails(page, TANKER);
  const applyButtons = panel.getByRole('link', { name: 'Apply Now' });
  await expect(applyButtons).toHaveCount(2);
  await applyButtons.last().scrollIntoViewIfNeeded();
  await expect(applyButtons.last()).toBeInViewport();
  await applyButtons.last().click();
  await expect(page).toHaveURL(/\/register\?redirect=/);
});

test('Back retraces the list: page 2, then a search, each one step, never out of the list @phone', async ({ page }) => {
  await page.goto('/');
  await takenOver(page);
  await expect(results(page)).toHaveText('Showing 1 to 10 of 13 entries');
  await page.getByRole('navigation', { name: 'Pages of positions' }).getByRole('button', { name: 'Next' }).click();
  await expect(results(page)).toHaveText('Showing 11 to 13 of 13 entries');
  await expect(page).toHaveURL(/\?page=2$/);
  const search = page.getByRole('searchbox', { name: 'Search positions' });
  // Typed in two pauses: still one step for Back.
  await search.pressSequentially('tan');
  await expect(page).toHaveURL(/\?q=tan$/);
  await search.pressSequentially('ker');
  await expect(page).toHaveURL(/\?q=tanker$/);
  await expect(results(page)).toHaveText('Showing 1 to 1 of 1 entries');

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(results(page)).toHaveText('Showing 11 to 13 of 13 entries');
  await expect(search).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(results(page)).toHaveText('Showing 1 to 10 of 13 entries');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await page.goForward();
  await expect(results(page)).toHaveText('Showing 11 to 13 of 13 entries');
});
