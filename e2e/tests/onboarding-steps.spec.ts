import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../support/accounts.js';
import { choose } from '../support/apply-form.js';
import { ADMIN } from '../support/environment.js';
import {
  candidateOnOnboarding,
  expectStep,
  fillStep1,
  fillStep3,
  fillStep7,
  fillStep8CurrentJob,
  next,
} from '../support/onboarding.js';
import { answerUpTo, driverOnStep } from '../support/onboarding-quick.js';
import { signAndSubmit } from '../support/signing.js';

// The steps of the driver application as a driver on a phone meets them (SPEC §2, §4, §5).

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true }).first();
const SKILLS = ['Border crossing', 'Log books', 'FMCSR / FMCR', 'Hazmat'];

test('with an entry kept, Back from step 9 to step 8 and Next reach step 9 again, and the application submits @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await driverOnStep(page, request, 8);
  await fillStep8CurrentJob(page);
  await next(page);
  await expectStep(page, 9);
  await expect(page.getByText('Northern Freight Lines')).toBeVisible();

  await back(page).click();
  await expectStep(page, 8);
  await expect(page.getByLabel('History type')).toHaveValue('');
  await next(page);
  await expect(page.getByText('Please choose a history type.')).toHaveCount(0);
  await expectStep(page, 9);
  // Moving on added nothing: the one entry is listed once.
  await expect(page.getByText('Northern Freight Lines')).toHaveCount(1);

  await signAndSubmit(page);
  await expect(page.getByText('Onboarding completed!')).toBeVisible();
});

test('the experience boxes of a job tick by tap and by Space, and the administrator reads them in the applicant file @phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const { applicationId } = await driverOnStep(page, request, 8);
  await fillStep8CurrentJob(page);
  const boxes = page.getByRole('group', { name: 'Experience in this job' });
  // A tap on a phone (the desktop run of this test clicks).
  const border = boxes.getByRole('checkbox', { name: 'Border crossing' });
  await (test.info().project.use.hasTouch ? border.tap() : border.click());
  await boxes.getByRole('checkbox', { name: 'Log books' }).click();
  await boxes.getByRole('checkbox', { name: 'FMCSR / FMCR' }).focus();
  await page.keyboard.press('Space');
  await boxes.getByRole('checkbox', { name: 'Hazmat' }).check();
  for (const skill of SKILLS) await expect(boxes.getByRole('checkbox', { name: skill })).toBeChecked();
  await next(page);
  await expectStep(page, 9);
  await signAndSubmit(page);
  await expect(page.getByText('Onboarding completed!')).toBeVisible();

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await desk.newPage();
  await signInThroughApi(admin, ADMIN.email, ADMIN.password);
  await admin.goto(`/admin/applicants/${applicationId}`);
  await expect(admin.getByRole('heading', { level: 2, name: 'Work history' })).toBeVisible();
  await expect(admin.getByText(SKILLS.join(', '))).toBeVisible();
  await desk.close();
});

test('after a reload on step 7 the saved highest education is still chosen @phone', async ({ page, request }) => {
  await driverOnStep(page, request, 7);
  await fillStep7(page);
  await next(page);
  await expectStep(page, 8);
  await back(page).click();
  await expectStep(page, 7);
  const education = page.getByLabel('Highest education');
  const chosen = 'High school diploma or equivalent (such as a GED)';
  await expect(education.locator('option:checked')).toHaveText(chosen);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expectStep(page, 7);
  await expect(education.locator('option:checked')).toHaveText(chosen);
  await expect(field(page, 'School')).toHaveValue('Central Technical School');
});

test('a field’s message goes as soon as its answer is fixed, before Next @phone', async ({ page, request }) => {
  await candidateOnOnboarding(page, request);
  await fillStep1(page);
  await field(page, 'City').fill('');
  await next(page);
  await expectStep(page, 1);
  const city = field(page, 'City');
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toHaveAccessibleDescription('This field is required.');
  await city.fill('Toronto');
  await expect(city).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await next(page);
  await expectStep(page, 2);
});

test("on step 4 each question's message goes as it is answered; the others stay until answered @phone", async ({
  page,
  request,
}) => {
  await driverOnStep(page, request, 4);
  await next(page);
  await expectStep(page, 4);
  const lift = page.getByRole('group', { name: 'Are you able to lift above 40lb above the head?' });
  const fast = page.getByRole('group', { name: 'Do you have a FAST card?' });
  await expect(lift).toHaveAccessibleDescription('Please answer this question.');
  await expect(fast).toHaveAccessibleDescription('Please answer this question.');
  await choose(page, 'Are you able to lift above 40lb above the head?', 'Yes');
  await expect(lift).not.toHaveAccessibleDescription('Please answer this question.');
  await expect(fast).toHaveAccessibleDescription('Please answer this question.');
});

test('the licence list fits a 360 px phone: every licence’s fields and Delete are on screen, nothing scrolls sideways @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await driverOnStep(page, request, 5);
  await choose(page, "Have you held any other driver's licences in the last 3 years?", 'Yes');
  await page.getByLabel('Licence country').selectOption('United States');
  await page.getByLabel('Licence province / state').fill('Michigan');
  await page.getByLabel('Licence number').fill('M123456789012');
  await page.getByLabel(/Licence class/).fill('A, B');
  await page.getByLabel(/Licence conditions/).fill('L');
  await page.getByLabel('Expiry date').fill('2024-04-30');
  await page.getByRole('button', { name: 'Add License' }).click();

  const licences = page.getByRole('table', { name: 'Your licences' });
  const added = licences.getByRole('row').filter({ hasText: 'M123456789012' });
  await expect(added).toBeVisible();
  await expect(licences.getByRole('row').filter({ hasText: 'Primary' })).toContainText('D1234-56789-01234');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Scrolled to, the row shows every field whole: none is cut off at the side.
  await added.scrollIntoViewIfNeeded();
  for (const text of ['Additional', 'United States', 'Michigan', 'M123456789012', 'A, B', 'L', '2024-04-30'])
    await expect(added.getByText(text, { exact: true })).toBeInViewport();
  await expect(added.getByRole('button', { name: 'Delete M123456789012' })).toBeInViewport();
  const caption = page.getByText('Your licences', { exact: true });
  const box = await caption.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
});

test('a date of birth under 21 and an expired licence are refused with a clear message @phone', async ({
  page,
  request,
}) => {
  await candidateOnOnboarding(page, request);
  await fillStep1(page);
  const dob = page.getByLabel('Date of birth');
  const sixteen = `${new Date().getUTCFullYear() - 16}-03-10`;
  await dob.fill(sixteen);
  await next(page);
  await expectStep(page, 1);
  await expect(dob).toHaveAccessibleDescription('You must be at least 21 years old to apply.');
  await dob.fill('1984-05-17');
  await expect(dob).not.toHaveAttribute('aria-invalid', 'true');
  await next(page);
  await expectStep(page, 2);

  await answerUpTo(page, 3, 2);
  await fillStep3(page);
  const expiry = page.getByLabel('Expiry date');
  await expiry.fill('2020-06-30');
  await next(page);
  await expectStep(page, 3);
  await expect(expiry).toHaveAccessibleDescription(
    'This licence has expired. Please enter a licence that is valid today.',
  );
  await expiry.fill(`${new Date().getUTCFullYear() + 3}-08-31`);
  await expect(expiry).not.toHaveAttribute('aria-invalid', 'true');
  await next(page);
  await expectStep(page, 4);
});
