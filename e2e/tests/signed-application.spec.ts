import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { signInThroughApi } from '../support/accounts.js';
import { ADMIN, HR_SITE_URL } from '../support/environment.js';
import { dayBefore, yearsAgo } from '../support/history-dates.js';
import { candidateOnOnboarding, expectStep, fillStep1, fillStep8CurrentJob, next } from '../support/onboarding.js';
import { answerUpTo } from '../support/onboarding-quick.js';
import { CANDIDATE_NAME, reachSignature } from '../support/signing.js';

// End to end, on a phone: three years of addresses with a gap closed, ten years of work
// with a gap closed by an Unemployed entry, the notices read and accepted one by one, the
// application signed and submitted; then a recruiter verifies the signature and prints it.

const CERTIFICATION =
  'This certifies that this application was completed by me, and that all entries on it and information in it are true and complete to the best of my knowledge.';

test('a driver fills the histories, reads the notices and signs; a recruiter verifies the signature and prints it @phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { applicationId } = await candidateOnOnboarding(page, request);

  // Step 1: the current address since last year leaves a gap, pointed out with its dates.
  const since = yearsAgo(1);
  await fillStep1(page);
  await page.getByLabel('Living at this address since').fill(since);
  const gaps = page.getByRole('status', { name: 'Where else have you lived in the last 3 years?' });
  await expect(gaps).toContainText(`No address is given from ${yearsAgo(3)} to ${dayBefore(since)}.`);
  await page.getByRole('button', { name: 'Add an address' }).click();
  const row = page.getByRole('group', { name: 'Earlier address 1' });
  await row.getByLabel('Street address').fill('400 Centre Street');
  await row.getByLabel('Country').selectOption('Canada');
  await row.getByLabel('Province / State').selectOption('Alberta');
  await row.getByLabel('City').fill('Calgary');
  await row.getByLabel('Postal / ZIP code').fill('T2G 5E1');
  await row.getByLabel('Lived there from').fill(yearsAgo(6));
  await expect(gaps).not.toContainText('No address is given');
  await next(page);
  await expectStep(page, 2);
  await answerUpTo(page, 8, 2);

  // Steps 8 and 9: ten years of work with a gap, closed by an Unemployed entry from the gap's button.
  await fillStep8CurrentJob(page);
  await page.getByLabel('From').fill('2021-03-01');
  await next(page);
  await expectStep(page, 9);
  await page.getByRole('button', { name: 'Add Another Entry' }).click();
  await page.getByLabel('History type').selectOption('Working');
  await page.getByLabel('Employer name').fill('Prairie Haulers');
  await page.getByLabel('Position held').fill('AZ driver');
  await page.getByLabel('City').fill('Regina');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Province / State').selectOption('Saskatchewan');
  await page.getByLabel('From').fill('2012-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2020-12-31');
  await page.getByLabel('Reason for leaving').fill('Moved to Ontario.');
  await next(page);
  await expectStep(page, 9);
  const coverage = page.getByRole('region', { name: 'Employment history coverage' });
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  await coverage.getByRole('button', { name: 'Add an entry for the gap from 2021-01-01 to 2021-02-28' }).click();
  await page.getByLabel('History type').selectOption('Unemployed');
  await next(page);
  await expectStep(page, 9);
  await expect(coverage.getByText('Your work history covers the last 10 years.')).toBeVisible();

  // Signing: the summary, then each notice on its own page; a required one holds the driver until accepted.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const review = page.getByRole('heading', { name: 'Review your application' });
  await expect(review).toBeFocused();
  // Signing is no step of the nine: its own heading, no "Step 9 of 9", no "Review Work History".
  await expect(page.getByRole('heading', { level: 2, name: 'Sign your application' })).toBeVisible();
  await expect(page.getByText('Step 9 of 9', { exact: false })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Review Work History' })).toHaveCount(0);
  await expect(page.getByText('400 Centre Street, Calgary, Alberta, Canada T2G 5E1')).toBeVisible();
  await expect(page.getByText(/Unemployed/).first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('checkbox', { name: 'I have read this document and I accept it.' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please accept this document to sign your application.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // The browser's Back goes one signing page back, then to the review: each page is an entry.
  await page.goBack();
  await expect(review).toBeVisible();
  await page.goBack();
  await expectStep(page, 9);
  await page.goForward();
  await expect(review).toBeVisible();
  // The page's own Back leads out of signing the same way; then through every text from the start.
  await page.getByRole('button', { name: 'Back to the review' }).click();
  await expectStep(page, 9);
  await reachSignature(page);
  // A name that is not the profile's is refused on the page.
  await page.getByRole('textbox', { name: 'Type your full legal name' }).fill('Casey Drivers');
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page.getByText('Type your first and last name exactly as on your profile.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Type your full legal name' }).fill(CANDIDATE_NAME.toLowerCase());
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: test.info().outputPath('certify.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page).toHaveURL(HR_SITE_URL);

  // The recruiter, at a desk: the signature record, Verify, and the printed application.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await desk.newPage();
  await signInThroughApi(admin, ADMIN.email, ADMIN.password);
  await admin.goto(`/admin/applicants/${applicationId}`);
  const signature = admin.getByRole('region', { name: 'Signature' });
  await expect(signature.getByText('casey driver', { exact: true })).toBeVisible();
  const hash = (await signature.getByRole('code').first().textContent())?.trim() ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await signature.getByRole('button', { name: 'Verify' }).click();
  await expect(signature.getByRole('status')).toContainText('still matches the hash it was signed with');
  await expectNoAccessibilityViolations(admin);

  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(text).toContain(CERTIFICATION);
  expect(text).toContain('casey driver');
  expect(text).toContain(hash);
  expect(text).toContain('400 Centre Street');
  await desk.close();
});
