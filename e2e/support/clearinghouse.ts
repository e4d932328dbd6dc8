import { expect, type Page } from '@playwright/test';
import { pdf } from './onboarding.js';
import { CANDIDATE_NAME } from './signing.js';

// The Clearinghouse step a CDL job needs before Hired (49 CFR 382.701): the driver signs the consent
// from their account; the recruiter records the full query and uploads its result.

/** The driver, signed in, signs the consent of one application from its page. */
export async function signClearinghouseConsent(page: Page, applicationId: number, name = CANDIDATE_NAME) {
  await page.goto(`/candidate/clearinghouse-consent/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Clearinghouse consent' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your full name' }).fill(name);
  await page.getByRole('checkbox', { name: /^I have read this consent/ }).check();
  await page.getByRole('button', { name: 'Sign the consent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed this consent on' })).toBeVisible();
}

/** On the applicant file: the full query approved and made, no violations, and the result's PDF. */
export async function recordClearinghouseStep(recruiter: Page, day: string) {
  const step = recruiter.getByRole('region', { name: 'Clearinghouse' });
  await step.getByLabel('Full query approved by the driver in FMCSA’s portal on').fill(day);
  await step.getByLabel('Query made on').fill(day);
  await step.getByLabel('Result', { exact: true }).selectOption({ label: 'No violations' });
  await step.getByRole('button', { name: 'Save the Clearinghouse step' }).click();
  await expect(step.getByText('Clearinghouse step saved.')).toBeVisible();
  await step.getByLabel('Upload the result PDF').setInputFiles(pdf('clearinghouse-result.pdf'));
  await expect(step.getByText('Complete', { exact: true })).toBeVisible();
  return step;
}

/** Moves the file to Hired with its hire date, confirming the message to the driver as it is. */
export async function chooseHired(recruiter: Page, hiredOn: string) {
  await recruiter.getByLabel('Stage', { exact: true }).selectOption({ label: 'Hired' });
  await recruiter.getByLabel('Hire date').fill(hiredOn);
  await recruiter.getByRole('button', { name: 'Change stage' }).click();
}
