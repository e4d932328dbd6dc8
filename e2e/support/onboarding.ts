import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signedInCandidate } from './accounts.js';
import { answerQuestions, choose } from './apply-form.js';

/** A small valid PDF with a name, as a driver's phone would hand it over. */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

export const STEP_TITLES = [
  'Personal & Address Information',
  'Personal Information',
  'Driver Licence Information',
  'Qualifications',
  'Additional Licence Information',
  'Driver Licence Questions',
  'Final Qualification Questions',
  'Work History',
  'Review Work History',
] as const;

/**
 * The step shown: its heading, the progress text (SPEC §2: step / 9, rounded), and a page that
 * fits the phone's width (no sideways scroll).
 */
export async function expectStep(page: Page, step: number) {
  await expect(page.getByRole('heading', { level: 2, name: STEP_TITLES[step - 1] })).toBeVisible();
  await expect(page.getByText(`Step ${step} of 9 (${Math.round((step / 9) * 100)}%)`)).toBeVisible();
  const percent = Math.round((step / 9) * 100);
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** A fresh candidate who applied for the first open position and is on step 1 of the application. */
export async function candidateOnOnboarding(page: Page, request: APIRequestContext) {
  const [position] = (await (await request.get('/api/open-positions')).json()) as Array<{ p_id: number }>;
  if (!position) throw new Error('the demo positions are missing');
  const candidate = await signedInCandidate(page, request);
  await page.goto(`/apply/${position.p_id}`);
  await answerQuestions(page);
  await page.getByRole('button', { name: 'Submit and Begin the application!' }).click();
  await expect(page).toHaveURL(/\/candidate\/onboarding\/\d+$/);
  await expectStep(page, 1);
  const applicationId = Number(new URL(page.url()).pathname.split('/').pop());
  return { ...candidate, applicationId };
}

export async function fillStep1(page: Page) {
  await page.getByLabel('Date of birth').fill('1984-05-17');
  await page.getByLabel('Address 1').fill('120 Front Street West');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Province / State').selectOption('Ontario');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Postal / ZIP code').fill('m5v 2t6');
  // Long enough at this address that no earlier one is asked for.
  await page.getByLabel('Living at this address since').fill('2016-09-01');
  await choose(page, 'Were you referred by one of our employees?', 'No');
}

/** Step 2 with a passport as Canada proof and a US proof, both uploaded. */
export async function fillStep2(page: Page) {
  await choose(page, 'Do you have the legal right to work in Canada?', 'Yes');
  await page.getByLabel('Document type').selectOption({ label: 'Passport' });
  await page.getByLabel('Proof of the right to work in Canada (PDF)').setInputFiles(pdf('passport.pdf'));
  await expect(page.getByRole('link', { name: 'passport.pdf' })).toBeVisible();
  await choose(page, 'Do you have the legal right to enter the US?', 'Yes');
  await page.getByLabel('Proof of the right to enter the US (optional)').setInputFiles(pdf('us-visa.pdf'));
  await expect(page.getByRole('link', { name: 'us-visa.pdf' })).toBeVisible();
  await choose(page, 'Have you previously worked for our company?', 'No');
}

/** Step 3: an Ontario Class A licence. */
export async function fillStep3(page: Page) {
  await page.getByLabel('Licence country').selectOption('Canada');
  await page.getByLabel('Licence province / state').selectOption('Ontario');
  await page.getByLabel('Licence number').fill('D1234-56789-01234');
  await page.getByRole('checkbox', { name: /^A — Tractor-trailers/ }).check();
  await page.getByLabel('Expiry date').fill('2029-08-31');
}

/** Step 4: a FAST card with its PDF, one training course with a certificate, one award, no incidents. */
export async function fillStep4(page: Page) {
  await choose(page, 'Have you been convicted of an offence for which you have not been pardoned?', 'No');
  await choose(page, 'Do you have a FAST card?', 'Yes');
  await page.getByLabel('FAST card number').fill('42012345');
  await page.getByLabel('FAST card expiry date').fill('2030-01-15');
  await page.getByLabel('FAST card (PDF)').setInputFiles(pdf('fast-card.pdf'));
  await expect(page.getByRole('link', { name: 'fast-card.pdf' })).toBeVisible();
  await choose(page, 'Has a FAST card of yours ever been revoked or denied?', 'No');
  await choose(page, 'Have you had any accidents in the last 5 years?', 'No');
  await choose(page, 'Have you had any moving violations in the past 3 years?', 'No');
  await choose(page, 'Do you have a physical condition that may limit your ability to do this work?', 'No');
  await choose(page, 'Are you able to lift above 40lb above the head?', 'Yes');
  await choose(page, 'Have you completed any training courses?', 'Yes');
  await page.getByLabel('Course type').selectOption('Air brake course / endorsement');
  await page.getByLabel('Date completed').fill('2019-03-02');
  await page.getByLabel('Certificate (PDF, optional)').setInputFiles(pdf('air-brakes.pdf'));
  await expect(page.getByRole('link', { name: 'air-brakes.pdf' })).toBeVisible();
  await choose(page, 'Have you received any safe driving awards?', 'Yes');
  await page.getByLabel('Award type').selectOption('Annual safe-driving award');
  await page.getByLabel('Date received').fill('2023-12-01');
}

/** Step 6: a commercial licence since 2012, never denied or suspended, a clean abstract. */
export async function fillStep6(page: Page) {
  await page.getByLabel('Date you obtained (or plan to obtain) your commercial licence').fill('2012-06-01');
  await choose(page, 'Have you ever been denied a licence?', 'No');
  await choose(page, 'Is your driver abstract clean?', 'Yes');
  await choose(page, 'Has your licence ever been suspended or revoked?', 'No');
}

/** Step 7: high school, Ontario, and a tractor with its miles and description. */
export async function fillStep7(page: Page) {
  await page
    .getByLabel('Highest education')
    .selectOption({ label: 'High school diploma or equivalent (such as a GED)' });
  await page.getByRole('textbox', { name: 'School', exact: true }).fill('Central Technical School');
  await page.getByRole('checkbox', { name: 'Ontario' }).check();
  await page.getByRole('checkbox', { name: 'Tractor and semi-trailer' }).check();
  const equipment = page.getByRole('region', { name: 'Experience with Tractor and semi-trailer' });
  await equipment.getByLabel('Number of miles').fill('850000');
  await equipment.getByLabel('Description').fill('Dry van and reefer, Ontario to Texas.');
}

/**
 * Step 8: the current job, still active since 2012, so the history covers the 10 years a driver
 * with a commercial licence accounts for (decision 017).
 */
export async function fillStep8CurrentJob(page: Page) {
  await page.getByLabel('History type').selectOption('Working');
  await page.getByLabel('Employer name').fill('Northern Freight Lines');
  await page.getByLabel('Position held').fill('Long-haul driver');
  await page.getByLabel('City').fill('Mississauga');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Province / State').selectOption('Ontario');
  await page.getByLabel('From').fill('2012-02-01');
  await page.getByLabel('Still Active?').check();
  // A job still held has no reason for leaving to give.
  await expect(page.getByLabel('Reason for leaving')).toHaveCount(0);
}
