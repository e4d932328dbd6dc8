import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { logIn } from '../support/accounts.js';
import { choose } from '../support/apply-form.js';
import { HR_SITE_HEADING, HR_SITE_URL } from '../support/environment.js';
import {
  candidateOnOnboarding,
  expectStep,
  fillStep1,
  fillStep2,
  fillStep3,
  fillStep4,
  fillStep6,
  fillStep7,
  fillStep8CurrentJob,
  next,
  pdf,
} from '../support/onboarding.js';
import { signAndSubmit } from '../support/signing.js';

test('a driver on a phone completes the nine steps with uploads and two work-history entries, and lands on the HR site @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await candidateOnOnboarding(page, request);
  // The top bar stays hidden while the application is in progress (SPEC §4).
  await expect(page.getByRole('button', { name: 'My Account', exact: true })).toHaveCount(0);

  // Next checks the step before moving on (SPEC §5).
  await page.getByLabel('Address 1').fill('');
  await next(page);
  await expectStep(page, 1);
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await fillStep1(page);
  await next(page);

  await expectStep(page, 2);
  await expectNoAccessibilityViolations(page);
  await choose(page, 'Do you have the legal right to work in Canada?', 'Yes');
  const proof = page.getByLabel('Proof of the right to work in Canada (PDF)');
  await proof.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF files are allowed' })).toBeVisible();
  await proof.setInputFiles(pdf('passport.pdf'));
  await expect(page.getByText('Please select a document type first')).toBeVisible();
  await fillStep2(page);
  // The candidate opens their own file through its link.
  const href = await page.getByRole('link', { name: 'passport.pdf' }).getAttribute('href');
  const file = await request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await next(page);

  await expectStep(page, 3);
  await fillStep3(page);
  await next(page);

  await expectStep(page, 4);
  await fillStep4(page);
  await expectNoAccessibilityViolations(page);
  await next(page);

  // Step 5: the primary licence is listed; one more licence held in the last 3 years.
  await expectStep(page, 5);
  const licences = page.getByRole('table');
  await expect(licences.getByRole('row').filter({ hasText: 'Primary' })).toContainText('D1234-56789-01234');
  await choose(page, "Have you held any other driver's licences in the last 3 years?", 'Yes');
  await page.getByRole('button', { name: 'Add License' }).click();
  await expect(page.getByText('Please enter License No and Province before adding.')).toBeVisible();
  await page.getByLabel('Licence country').selectOption('United States');
  await page.getByLabel('Licence province / state').fill('Michigan');
  await page.getByLabel('Licence number').fill('M123456789012');
  await page.getByLabel(/Licence class/).fill('A');
  await page.getByLabel('Expiry date').fill('2027-04-30');
  await page.getByRole('button', { name: 'Add License' }).click();
  await expect(licences.getByRole('row').filter({ hasText: 'M123456789012' })).toBeVisible();
  await next(page);

  await expectStep(page, 6);
  await fillStep6(page);
  await next(page);

  await expectStep(page, 7);
  await fillStep7(page);
  await expectNoAccessibilityViolations(page);
  await next(page);

  // Step 8: a current job; step 9 lists it; a second entry; then an edit of the first.
  await expectStep(page, 8);
  await fillStep8CurrentJob(page);
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toBeDisabled();
  await expectNoAccessibilityViolations(page);
  await next(page);

  await expectStep(page, 9);
  await expect(page.getByText('Northern Freight Lines')).toBeVisible();
  await page.getByRole('button', { name: 'Add Another Entry' }).click();
  await expectStep(page, 8);
  await page.getByLabel('History type').selectOption('Driving School');
  await page.getByLabel('Driving school name').fill('Road Ready Academy');
  await page.getByLabel('City').fill('Hamilton');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Province / State').selectOption('Ontario');
  await page.getByLabel('Hours of instruction').selectOption('100');
  await page.getByLabel('From').fill('2017-09-05');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2017-12-15');
  await next(page);

  await expectStep(page, 9);
  await expect(page.getByText('Road Ready Academy')).toBeVisible();
  await page.getByRole('button', { name: /Edit.*Northern Freight Lines/ }).click();
  await expectStep(page, 8);
  await expect(page.getByLabel('Employer name')).toHaveValue('Northern Freight Lines');
  await page.getByLabel('Position held').fill('Lead driver, cross-border');
  await next(page);
  await expectStep(page, 9);
  await expect(page.getByText('Lead driver, cross-border')).toBeVisible();
  await expect(page.getByText('Road Ready Academy')).toBeVisible();

  await expectNoAccessibilityViolations(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const userId = await page.evaluate(() => localStorage.getItem('userId'));

  await signAndSubmit(page);
  await expect(page.getByText('Submitting your application...')).toBeVisible();
  await expect(page.getByText('Onboarding completed!')).toBeVisible();
  await expect(page).toHaveURL(HR_SITE_URL);
  await expect(page.getByRole('heading', { level: 1, name: HR_SITE_HEADING })).toBeVisible();

  // The server holds the completed application: status 3 and both entries, the edit included.
  const headers = { Authorization: `Bearer ${token}` };
  const check = await (await request.get('/api/apply/check', { headers })).json();
  expect(check.pipeline_status).toBe(3);
  const history = (await (
    await request.get(`/api/candidate/user/work-history/${userId}`, { headers })
  ).json()) as Array<{
    wh_name: string;
    wh_position: string | null;
  }>;
  expect(history.map((entry) => [entry.wh_name, entry.wh_position]).sort()).toEqual([
    ['Northern Freight Lines', 'Lead driver, cross-border'],
    ['Road Ready Academy', null],
  ]);
});

test('a driver stops at step 5, logs in on another device and resumes at step 5 with the answers @phone', async ({
  page,
  request,
  browser,
}) => {
  const candidate = await candidateOnOnboarding(page, request);
  await fillStep1(page);
  await next(page);
  await fillStep2(page);
  await next(page);
  await fillStep3(page);
  await next(page);
  await fillStep4(page);
  await next(page);
  await expectStep(page, 5);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Another phone, the narrowest we serve: a new browser context, logged in from scratch.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const phone = await other.newPage();
  await logIn(phone, candidate.email, candidate.password);
  await expect(phone).toHaveURL(`/candidate/onboarding/${candidate.applicationId}`);
  await expectStep(phone, 5);
  await expect(phone.getByRole('table').getByRole('row').filter({ hasText: 'Primary' })).toContainText(
    'D1234-56789-01234',
  );
  await phone.getByRole('button', { name: 'Back' }).click();
  await expectStep(phone, 4);
  await expect(phone.getByLabel('FAST card number')).toHaveValue('42012345');
  await expect(phone.getByRole('link', { name: 'fast-card.pdf' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'air-brakes.pdf' })).toBeVisible();
  await phone.getByRole('button', { name: 'Back' }).click();
  await phone.getByRole('button', { name: 'Back' }).click();
  await expectStep(phone, 2);
  await expect(phone.getByRole('link', { name: 'passport.pdf' })).toBeVisible();
  await phone.getByRole('button', { name: 'Back' }).click();
  await expectStep(phone, 1);
  await expect(phone.getByLabel('Address 1')).toHaveValue('120 Front Street West');
  await expect(phone.getByLabel('Postal / ZIP code')).toHaveValue(/M5V ?2T6/i);
  await other.close();
});
