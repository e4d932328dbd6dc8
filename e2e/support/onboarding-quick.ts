import type { Page } from '@playwright/test';
import { choose } from './apply-form.js';
import { expectStep, fillStep1, fillStep3, fillStep6, fillStep7, next } from './onboarding.js';

/** Step 2 with no document to upload: no right to work in Canada or to enter the US asked for. */
export async function fillStep2WithoutProofs(page: Page) {
  await choose(page, 'Do you have the legal right to work in Canada?', 'No');
  await choose(page, 'Do you have the legal right to enter the US?', 'No');
  await choose(page, 'Have you previously worked for our company?', 'No');
}

/** Step 4 with every answer No (the lift question Yes): nothing to upload. */
export async function fillStep4AllNo(page: Page) {
  for (const question of [
    'Have you been convicted of an offence for which you have not been pardoned?',
    'Do you have a FAST card?',
    'Has a FAST card of yours ever been revoked or denied?',
    'Have you had any accidents in the last 5 years?',
    'Have you had any moving violations in the past 3 years?',
    'Do you have a physical condition that may limit your ability to do this work?',
    'Have you completed any training courses?',
    'Have you received any safe driving awards?',
  ])
    await choose(page, question, 'No');
  await choose(page, 'Are you able to lift above 40lb above the head?', 'Yes');
}

const FILL: Record<number, (page: Page) => Promise<void>> = {
  1: fillStep1,
  2: fillStep2WithoutProofs,
  3: fillStep3,
  4: fillStep4AllNo,
  5: (page) => choose(page, "Have you held any other driver's licences in the last 3 years?", 'No'),
  6: fillStep6,
  7: fillStep7,
};

/** From step `from`, answers each step the shortest valid way and moves on until `step` is shown. */
export async function answerUpTo(page: Page, step: number, from = 1) {
  for (let shown = from; shown < step; shown += 1) {
    await FILL[shown]?.(page);
    await next(page);
    await expectStep(page, shown + 1);
  }
}
