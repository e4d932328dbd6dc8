import { expect, type Page } from '@playwright/test';

/** The eight screening questions of the apply form, as a driver reads them. */
export const QUESTIONS = {
  over21: 'Are you 21 years of age or older?',
  class1: 'Do you hold a valid Class 1 (Class A) driver’s licence?',
  twic: 'Do you have a TWIC card?',
  fast: 'Are you eligible for a FAST card?',
  experience: 'Do you have at least 1 year of semi-tractor-trailer driving experience in Canada or the US?',
  canada: 'Do you live in Canada?',
  felony: 'Have you been convicted of a felony in the last 7 years?',
  dui: 'Have you been convicted of a DUI or DWI in the last 7 years?',
} as const;

/** Answers one yes/no question, found by its legend. */
export const choose = (page: Page, question: string, answer: 'Yes' | 'No') =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();

/** The screening answers of a driver who may apply: Yes, and no convictions; `over21` can be changed. */
export async function answerQuestions(page: Page, { over21 = 'Yes' }: { over21?: 'Yes' | 'No' } = {}) {
  await page.getByLabel('Postal code').fill('');
  await page.getByLabel('Postal code').pressSequentially('s4p 3y2');
  await expect(page.getByLabel('Postal code')).toHaveValue('S4P 3Y2');
  await choose(page, QUESTIONS.over21, over21);
  for (const question of [QUESTIONS.class1, QUESTIONS.twic, QUESTIONS.fast, QUESTIONS.experience, QUESTIONS.canada]) {
    await choose(page, question, 'Yes');
  }
  await page.getByLabel('Years of mountain driving experience').fill('2');
  await choose(page, QUESTIONS.felony, 'No');
  await choose(page, QUESTIONS.dui, 'No');
}
