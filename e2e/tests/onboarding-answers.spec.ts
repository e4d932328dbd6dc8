import { expect, test } from '@playwright/test';
import { signedInCandidate } from '../support/accounts.js';
import {
  applyInPage,
  EXPIRED_TOKEN,
  expectOnServer,
  saveDraftElsewhere,
  secondDevice,
  serverDraft,
  tokenOf,
} from '../support/drafts.js';
import { expectStep, fillStep1, next, STEP_TITLES } from '../support/onboarding.js';
import { driverOnStep } from '../support/onboarding-quick.js';
import { paintBeforeScripts, takenOver, watchPage } from '../support/page-watch.js';

test.describe.configure({ timeout: 180_000 });

// Decision 010: no sequence of taps, tabs, devices, reloads, expiries or network cuts loses an answer.

test('the browser Back button and Home → Continue Application show what the server holds now @phone', async ({
  page,
  request,
}) => {
  // Applied in the page: Home then shows what the login and the apply left in the browser.
  await signedInCandidate(page, request);
  const { applicationId } = await applyInPage(page, request);
  await fillStep1(page);
  await page.getByLabel('City').fill('Hamilton');
  await next(page);
  await expectStep(page, 2);
  const token = await tokenOf(page);
  await expectOnServer(request, token, applicationId, 'city', 'Hamilton');

  // Each step is a history entry: the browser's Back returns to step 1 with its answers, and
  // Forward to step 2 again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/candidate/onboarding/${applicationId}$`));
  await expectStep(page, 1);
  await expect(page.getByLabel('City')).toHaveValue('Hamilton');
  await page.goForward();
  await expectStep(page, 2);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, 1);
  await expect(page.getByLabel('City')).toHaveValue('Hamilton');

  // Another device moves the city on; Home and Continue Application show that, not this tab's past.
  await saveDraftElsewhere(request, token, applicationId, 1, {
    ...(await serverDraft(request, token, applicationId)).data,
    city: 'Guelph',
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  // SPEC §4: every card's button reads Continue Application while the application is in progress.
  await page.getByRole('link', { name: 'Continue Application' }).first().click();
  await expectStep(page, 1);
  await expect(page.getByLabel('City')).toHaveValue('Guelph');
  await expect(page.getByLabel('Address 1')).toHaveValue('120 Front Street West');
});

test('a session that times out mid-step is renewed on the page and every answer is still there @phone', async ({
  page,
  request,
}) => {
  const { email, password, applicationId } = await driverOnStep(page, request, 1);
  await fillStep1(page);
  await page.evaluate((token) => localStorage.setItem('token', token), EXPIRED_TOKEN);
  await page.getByLabel('City').fill('Barrie');
  await page.getByLabel('Address 2').fill('Unit 9');

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Session timed out. Please log in again.');
  await expect(page.getByRole('status').filter({ hasText: 'Not saved — please sign in again' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  const token = await tokenOf(page);
  await expectOnServer(request, token, applicationId, 'city', 'Barrie');
  await page.reload();
  await expectStep(page, 1);
  await expect(page.getByLabel('City')).toHaveValue('Barrie');
  await expect(page.getByLabel('Address 2')).toHaveValue('Unit 9');
  await expect(page.getByLabel('Postal / ZIP code')).toHaveValue('m5v 2t6');
});

test('two devices on one application: the stale one is told, loads the newer answers and loses none of its own @phone', async ({
  page,
  request,
  browser,
}) => {
  const { email, password, applicationId } = await driverOnStep(page, request, 1);
  await fillStep1(page);
  await next(page);
  await expectStep(page, 2);
  const token = await tokenOf(page);
  await expectOnServer(request, token, applicationId, 'city', 'Toronto');

  const other = await secondDevice(browser, email, password);
  await expectStep(other.page, 2);
  await other.page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(other.page, 1);

  // The first phone changes the address; the second, still on the older copy, changes the city.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByLabel('Address 1').fill('77 King Street');
  await expectOnServer(request, token, applicationId, 'address1', '77 King Street');
  await other.page.getByLabel('City').fill('Oshawa');

  await expect(
    other.page
      .getByRole('alert')
      .filter({ hasText: 'Your application was changed in another window or device. We loaded the latest answers.' }),
  ).toBeVisible();
  await expect(other.page.getByLabel('Address 1')).toHaveValue('77 King Street');
  await expect(other.page.getByLabel('City')).toHaveValue('Oshawa');
  await expectOnServer(request, token, applicationId, 'city', 'Oshawa');
  expect((await serverDraft(request, token, applicationId)).data?.address1).toBe('77 King Street');

  // Now the first phone is the stale one: it is told too, and keeps the second phone's city.
  await page.getByLabel('Address 2').fill('Suite 5');
  await expect(page.getByRole('alert').filter({ hasText: 'We loaded the latest answers.' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Oshawa');
  await expectOnServer(request, token, applicationId, 'address2', 'Suite 5');
  expect((await serverDraft(request, token, applicationId)).data).toMatchObject({
    address1: '77 King Street',
    city: 'Oshawa',
  });
  await other.context.close();
});

test('answers are saved while the driver types, without Next, and typed offline they are sent on reconnection @phone', async ({
  page,
  request,
  context,
}) => {
  const { applicationId } = await driverOnStep(page, request, 1);
  const token = await tokenOf(page);
  await page.getByLabel('City').fill('Sudbury');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expectOnServer(request, token, applicationId, 'city', 'Sudbury');

  await context.setOffline(true);
  await page.getByLabel('City').fill('Timmins');
  await expect(page.getByRole('status').filter({ hasText: 'Not saved — you are offline.' })).toBeVisible();
  expect((await serverDraft(request, token, applicationId)).data?.city).toBe('Sudbury');
  // Still offline, the page is reloaded: the answer is kept on the phone.
  await page.reload().catch(() => undefined);
  await context.setOffline(false);
  await page.reload();
  await expectStep(page, 1);
  await expect(page.getByLabel('City')).toHaveValue('Timmins');
  await expectOnServer(request, token, applicationId, 'city', 'Timmins');
});

test('the progress bar has height, the started notice shows once, and step 9 has one Back @phone', async ({
  page,
  request,
}) => {
  await signedInCandidate(page, request);
  const { applicationId } = await applyInPage(page, request);
  await expect(page.getByText('Your application has started. Next: the driver application.')).toBeVisible();
  const bar = await page.getByRole('progressbar', { name: 'Application progress' }).boundingBox();
  expect(bar?.height).toBeGreaterThan(0);

  await page.reload();
  await expectStep(page, 1);
  await expect(page.getByText('Your application has started. Next: the driver application.')).toHaveCount(0);

  const token = await tokenOf(page);
  await saveDraftElsewhere(request, token, applicationId, 9, {});
  await page.reload();
  await expectStep(page, 9);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(1);
});

test('Continue Application tapped before the careers page has its code leads to the application @phone', async ({
  page,
  request,
}) => {
  await signedInCandidate(page, request);
  const { applicationId } = await applyInPage(page, request);
  // A slow connection: the server draws the driver's cards, and their code is still on the way
  // when the driver taps (and later than the pending logout's grace, which a load this slow outlasts).
  await paintBeforeScripts(page, 1_500);
  await page.goto('/', { waitUntil: 'commit' });
  const proceed = page.getByRole('link', { name: 'Continue Application' }).first();
  // A link: before its code, it leads to /apply, whose guard sends the driver on to onboarding.
  await proceed.click();
  await expect(page).toHaveURL(new RegExp(`/candidate/onboarding/${applicationId}$`));
  // Every file of the application's code comes 1.5 s late on this connection.
  await expect(page.getByRole('heading', { level: 2, name: STEP_TITLES[0] })).toBeVisible({ timeout: 30_000 });
  await expectStep(page, 1);

  // The banner above the list leads there too, before the code has arrived.
  await page.goto('/', { waitUntil: 'commit' });
  const bannerLink = page
    .getByRole('complementary', { name: 'Continue your application' })
    .getByRole('link', { name: 'Continue your application' });
  // Through the guard of /profile, which sends a driver mid-application on (SPEC §4).
  await expect(bannerLink).toHaveAttribute('href', '/profile');
  await bannerLink.click();
  await expect(page).toHaveURL(new RegExp(`/candidate/onboarding/${applicationId}$`));
  await expect(page.getByRole('heading', { level: 2, name: STEP_TITLES[0] })).toBeVisible({ timeout: 30_000 });
  await expectStep(page, 1);
});

test('while the application is in progress the careers page leads back to it @phone', async ({ page, request }) => {
  await signedInCandidate(page, request);
  const { applicationId } = await applyInPage(page, request);
  // The server draws the page as this driver sees it: nothing moves once the session is read.
  const watch = await watchPage(page);
  await paintBeforeScripts(page);
  await page.goto('/');
  await takenOver(page);
  const banner = page.getByRole('complementary', { name: 'Continue your application' });
  await expect(banner.getByRole('link', { name: 'Continue your application' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await watch.layoutShifts()).toEqual([]);
  expect(watch.errors).toEqual([]);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await banner.getByRole('link', { name: 'Continue your application' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/onboarding/${applicationId}$`));
  await expectStep(page, 1);
  await expect(page.getByRole('complementary', { name: 'Continue your application' })).toHaveCount(0);
});

test('opened anew on a later step, Back goes through the steps before it, not out of the application @phone', async ({
  page,
  request,
}) => {
  // As from a mailed "Continue my application": the page opens on the saved step 3.
  const { applicationId } = await driverOnStep(page, request, 3);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/candidate/onboarding/${applicationId}$`));
  await expectStep(page, 2);
  await page.goBack();
  await expectStep(page, 1);
  await page.goForward();
  await page.goForward();
  await expectStep(page, 3);
});
