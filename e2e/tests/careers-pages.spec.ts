import { expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { htmlInParts } from '../support/html-in-parts.js';
import { paintBeforeScripts, takenOver, watchPage } from '../support/page-watch.js';

// The server seeds 13 demo positions into an empty table (SPEC §2 list, 10 a page).
const TANKER = 'Tanker Driver — Fuel Delivery (TDG)';

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
const titleLink = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: title }).getByRole('link');

const apply = (page: Page) => page.getByRole('link', { name: 'Apply Now' }).first();

test.describe('with JavaScript off, as a crawler or a phone still loading reads them', () => {
  test.use({ javaScriptEnabled: false });

  test('the careers page and a job page arrive complete, linked to each other @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Showing 1 to 10 of 13 entries');
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Positions in Calgary, Alberta' })).toBeVisible();

    await titleLink(page, TANKER).click();
    await expect(page).toHaveURL(/\/jobs\/\d+-tanker-driver-fuel-delivery-tdg$/);
    await expect(page.getByRole('heading', { level: 1, name: TANKER })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Position Description' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(2);
  });

  test('a visitor searches, filters, pages, opens a job and reaches Apply, which asks to sign up @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search positions' });
    const submit = page.getByRole('button', { name: 'Search', exact: true });
    // The list's pages: the same addresses the app writes.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(page.getByRole('status')).toHaveText('Showing 11 to 13 of 13 entries');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status')).toHaveText('Showing 1 to 10 of 13 entries');

    await page.getByLabel('Province').selectOption('Alberta');
    await submit.click();
    await expect(page).toHaveURL(/\/\?province=Alberta$/);
    await expect(page.getByRole('region', { name: /, Alberta$/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: /, (?!Alberta)[^,]+$/ })).toHaveCount(0);
    await page.getByLabel('Province').selectOption('');

    await search.fill('tanker');
    await submit.click();
    await expect(page).toHaveURL(/\/\?q=tanker$/);
    await expect(page.getByRole('status')).toHaveText('Showing 1 to 1 of 1 entries');
    await expect(search).toHaveValue('tanker');

    await cards(page).getByRole('link', { name: 'Details / Apply' }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+-tanker-driver-fuel-delivery-tdg$/);
    await expect(page.getByRole('heading', { level: 1, name: TANKER })).toBeVisible();
    const jobId = /\/jobs\/(\d+)-/.exec(page.url())?.[1];

    await apply(page).click();
    await expect(page).toHaveURL(`/register?redirect=${encodeURIComponent(`/apply/${jobId}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test('the careers page is taken over in place: no error, no layout shift, and it works as before @phone @desktop', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await paintBeforeScripts(page);
  await page.goto('/');
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  expect(await watch.layoutShifts()).toEqual([]);
  expect(await watch.redrawn()).toEqual([]);
  expect(watch.errors).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search positions' }).fill('tanker');
  await expect(page.getByRole('status')).toHaveText('Showing 1 to 1 of 1 entries');
  await cards(page).getByRole('link', { name: 'Details / Apply' }).click();
  await expect(page.getByRole('dialog', { name: TANKER })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('a job page asks for its code once it is painted, and for no stylesheet @phone', async ({ page }) => {
  await page.goto('/');
  await page.goto((await titleLink(page, TANKER).getAttribute('href')) ?? '');
  await takenOver(page);
  const loaded = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((file) =>
      new URL(file.name).pathname.startsWith('/assets/'),
    );
    // The entry (a few kilobytes, which waits for the paint) comes before; the app's code after.
    const code = files.find((file) => /\/assets\/boot-[^/]+\.js$/.test(file.name));
    return {
      paint,
      codeAskedAt: code?.startTime ?? Number.NaN,
      stylesheets: files.filter((file) => /\.css$/.test(file.name)).map((file) => file.name),
    };
  });
  expect(loaded.codeAskedAt).toBeGreaterThanOrEqual(loaded.paint);
  // The page's stylesheet is written into it; loaded again, it would be applied twice.
  expect(loaded.stylesheets).toEqual([]);
});

test('the careers page and a job page, taken over, ask the API for no list they arrived with @phone', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/');
  await takenOver(page);
  await page.goto((await titleLink(page, TANKER).getAttribute('href')) ?? '');
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('a page whose HTML the app would draw otherwise is reported and seen redrawn, as the checks above rely on @phone', async ({
  page,
}) => {
  const watch = await watchPage(page);
  // The server's HTML with one title the app's data does not have: React must repair it.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(`>${TANKER.replace('&', '&amp;')}<`, '>Not this title<');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/');
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Not this title')).toHaveCount(0);
  expect(watch.errors.join('\n')).toMatch(/hydrat/i);
  expect(await watch.redrawn()).not.toEqual([]);
});

test('a position tapped the moment after typing opens, and the search stays in the address @phone', async ({
  page,
}) => {
  await page.goto('/');
  await takenOver(page);
  // The panel's code arrives after the search's pause, as on a slow connection.
  await paintBeforeScripts(page, 1_000);
  await page.getByRole('searchbox', { name: 'Search positions' }).fill('tanker');
  await cards(page).getByRole('link', { name: 'Details / Apply' }).click();
  await expect(page.getByRole('dialog', { name: TANKER })).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'tanker' && url.searchParams.has('position'));
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?q=tanker$/);
  await expect(page.getByRole('status')).toHaveText('Showing 1 to 1 of 1 entries');
});

test("a job's title followed the moment after typing keeps the search for Back @phone", async ({ page }) => {
  await page.goto('/');
  await takenOver(page);
  // Well inside the pause after which the search is written to the address.
  await page.getByRole('searchbox', { name: 'Search positions' }).fill('tanker');
  await titleLink(page, TANKER).click();
  await expect(page.getByRole('heading', { level: 1, name: TANKER })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/\?q=tanker$/);
  await expect(page.getByRole('status')).toHaveText('Showing 1 to 1 of 1 entries');
});

test('the search and the page survive a job page and Back, and a reload @phone', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/');
  await takenOver(page);
  await page.getByRole('searchbox', { name: 'Search positions' }).fill('tanker');
  await expect(page).toHaveURL(/\?q=tanker$/);
  await titleLink(page, TANKER).click();
  await expect(page.getByRole('heading', { level: 1, name: TANKER })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search positions' })).toHaveValue('tanker');
  await expect(page.getByRole('status')).toHaveText('Showing 1 to 1 of 1 entries');

  await page.getByRole('link', { name: 'Clear search' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await page.reload();
  await takenOver(page);
  await expect(page.getByRole('status')).toHaveText('Showing 11 to 13 of 13 entries');
  expect(watch.errors).toEqual([]);
});

test('a job page hydrates without a shift, is accessible, and Apply follows SPEC §4 @phone @desktop', async ({
  page,
}) => {
  await page.goto('/');
  const href = await titleLink(page, TANKER).getAttribute('href');
  const jobId = /^\/jobs\/(\d+)-/.exec(href ?? '')?.[1];
  expect(jobId).toBeTruthy();

  const watch = await watchPage(page);
  await paintBeforeScripts(page);
  await page.goto(href ?? '');
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  expect(await watch.layoutShifts()).toEqual([]);
  expect(await watch.redrawn()).toEqual([]);
  expect(watch.errors).toEqual([]);
  await expect(page).toHaveTitle(new RegExp(`^${TANKER.replace(/[()]/g, '\\$&')}`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(TANKER);
  await expectNoAccessibilityViolations(page);

  // Moving back to the list in the browser names the tab as the server does.
  await page.getByRole('link', { name: 'All open positions' }).click();
  await expect(page).toHaveTitle(/^Career Opportunities \| /);
  await page.goBack();
  await expect(page).toHaveTitle(new RegExp(`^${TANKER.replace(/[()]/g, '\\$&')}`));

  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(`/register?redirect=${encodeURIComponent(`/apply/${jobId}`)}`);
});

test('a job page whose HTML arrives in two parts is painted whole, with nothing shifted @desktop', async ({ page }) => {
  await page.goto('/');
  const href = (await titleLink(page, TANKER).getAttribute('href')) ?? '';
  // Cut inside the top bar's button, whose label then arrives with the rest of the page.
  const connection = await htmlInParts('Continue an application ?</span>');
  try {
    const watch = await watchPage(page);
    await page.goto(connection.origin + href);
    await takenOver(page);
    await page.waitForLoadState('networkidle');
    expect(await watch.layoutShifts()).toEqual([]);
    expect(watch.errors).toEqual([]);
  } finally {
    connection.close();
  }
});

test('Apply tapped on a job page before its code has arrived leads where SPEC §4 says @phone', async ({ page }) => {
  await page.goto('/');
  const href = (await titleLink(page, TANKER).getAttribute('href')) ?? '';
  const jobId = /^\/jobs\/(\d+)-/.exec(href)?.[1];
  // A slow connection: the page is painted well before its code runs.
  await paintBeforeScripts(page, 1_500);
  await page.goto(href, { waitUntil: 'commit' });
  await apply(page).click();
  await expect(page).toHaveURL(`/register?redirect=${encodeURIComponent(`/apply/${jobId}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('a search typed, a filter chosen or a page turned before the code has arrived is kept @phone', async ({
  page,
}) => {
  // A slow connection: the list is painted well before its code runs (long enough for a busy machine).
  const held = 4_000;
  await paintBeforeScripts(page, held);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Search positions' }).fill('driver');
  await page.getByLabel('Province').selectOption('Saskatchewan');
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  // The entry is held, then the app it asks for after the paint: two holds before the code can run.
  await takenOver(page, { timeout: 2 * held + 10_000 });
  await expect(page.getByRole('searchbox', { name: 'Search positions' })).toHaveValue('driver');
  await expect(page.getByLabel('Province')).toHaveValue('Saskatchewan');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'driver');
  await expect(page).toHaveURL((url) => url.searchParams.get('province') === 'Saskatchewan');
  await expect(page.getByRole('region', { name: /^Positions in .*, Saskatchewan$/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: /, (?!Saskatchewan)[^,]+$/ })).toHaveCount(0);

  // A page turned then is the search form sent: the server draws the next page.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status')).toHaveText('Showing 11 to 13 of 13 entries');
  await expect(page).toHaveURL(/\/\?page=2$/);
});

test('an address naming no job answers with a friendly page and the way to the open positions @phone', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const response = await page.goto('/jobs/999999-long-gone');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Position not found' })).toBeVisible();
  await expect(page.getByText('No position has this address.')).toBeVisible();
  await takenOver(page);
  await expectNoAccessibilityViolations(page);
  expect(watch.errors).toEqual([]);
  await page.getByRole('link', { name: 'See the open positions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
});

test('the sign-up page a visitor’s Apply leads to is drawn by the server and hydrates cleanly @phone @desktop', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await paintBeforeScripts(page);
  await page.goto('/register?redirect=%2Fapply%2F1');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // The job applied for is named in the server's HTML, so naming it moves nothing once the code runs.
  await expect(page.getByText(/^Create an account to apply for \S/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await watch.layoutShifts()).toEqual([]);
  expect(await watch.redrawn()).toEqual([]);
  expect(watch.errors).toEqual([]);
  await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
});
