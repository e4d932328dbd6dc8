import { expect, type Page } from '@playwright/test';
import { pdf } from './onboarding.js';
import { CANDIDATE_NAME } from './signing.js';

// The Clearinghouse step a CDL job needs before Hired (49 CFR 382.701): the driver signs the consent
// from their account; the recruiter records each query with its result PDF.

/** The driver, signed in, signs the consent of one application from its page. */
export async function signClearinghouseConsent(page: Page, applicationId: number, name = CANDIDATE_NAME) {
  await page.goto(`/candidate/clearinghouse-consent/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Clearinghouse consent' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your full name' }).fill(name);
  await page.getByRole('checkbox', { name: /^I have read this consent/ }).check();
  await page.getByRole('button', { name: 'Sign the consent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed this consent on' })).toBeVisible();
}

/** What a recruiter records of one query on the applicant file, as its form's choices read. */
export interface QueryRecord {
  day: string;
  result?: 'No violations' | 'Violations found' | 'Prohibited';
  purpose?: 'Pre-employment' | 'Annual';
}

/** On the applicant file: a full query the driver approved the same day, its result and its PDF. */
export async function recordClearinghouseStep(recruiter: Page, day: string) {
  return recordFullQuery(recruiter, { day });
}

export async function recordFullQuery(
  recruiter: Page,
  { day, result = 'No violations', purpose = 'Pre-employment' }: QueryRecord,
) {
  const step = recruiter.getByRole('region', { name: 'Clearinghouse' });
  const form = step.getByRole('form', { name: 'Record a query' });
  await form.getByLabel('Type of query').selectOption({ label: 'Full query' });
  await form.getByLabel('Purpose').selectOption({ label: purpose });
  await form.getByLabel('Full query approved by the driver in FMCSA’s portal on').fill(day);
  await form.getByLabel('Query made on').fill(day);
  await form.getByRole('combobox', { name: 'Result', exact: true }).selectOption({ label: result });
  await form.getByLabel('Result PDF').setInputFiles(pdf('clearinghouse-result.pdf'));
  await form.getByRole('button', { name: 'Record the query' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Query recorded.' })).toBeVisible();
  await expect(step.getByRole('button', { name: `Download the result PDF of the query of ${day}` })).toBeVisible();
  return step;
}

/** Moves the file to Hired with its hire date, confirming the message to the driver as it is. */
export async function chooseHired(recruiter: Page, hiredOn: string) {
  await recruiter.getByLabel('Stage', { exact: true }).selectOption({ label: 'Hired' });
  await recruiter.getByLabel('Hire date').fill(hiredOn);
  await recruiter.getByRole('button', { name: 'Change stage' }).click();
}
