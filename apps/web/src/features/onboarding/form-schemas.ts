import {
  COUNTRY_CANADA,
  checkAddressSince,
  checkEmploymentDates,
  checkPostalCode,
  DetailSchema,
  idsUnder,
  LicenseSchema,
  type QuestionStep,
  questionsOf,
  stepAnswersSchema,
} from '@roadhire/shared';
import type { z } from 'zod';
import type { OnboardingValues } from './step-contract';

// SPEC §5 Onboarding: each step's required-field checks, over the form's values (the draft's
// shape). The questions' checks and follow-up rule come from the shared table of questions
// (decision 014), so the messages are those of the final calls; a step adds only the rules that
// tie several answers together.

const m = idsUnder('onboarding.validation');

/**
 * A step's schema names only that step's fields; Next parses all the form's values with it
 * (validate-step.ts), so any schema over a part of the values will do.
 */
const overValues = (schema: z.ZodType) => schema as unknown as z.ZodType<unknown, OnboardingValues>;
const answersOf = (step: QuestionStep) =>
  stepAnswersSchema(questionsOf(step)) as unknown as z.ZodType<OnboardingValues>;

/**
 * Step 1: personal and address information, the earlier addresses, and the referral. Whether the
 * addresses cover the years asked depends on the carrier's setting and today: the step's guard checks it.
 */
export const step1Schema = overValues(answersOf(1).superRefine(checkPostalCode).superRefine(checkAddressSince));

/** Step 2: the right to work and enter the US, earlier employment, the Canada proof's type. */
export const step2Schema = overValues(answersOf(2).superRefine(checkEmploymentDates));

/** Step 3: the primary licence, as the final call checks it. */
export const step3Schema = overValues(LicenseSchema);

/** Step 4: the qualification questions with their follow-ups (SPEC §5 step 4). */
export const step4Schema = overValues(answersOf(4));

/** Step 5: whether other licences were held; each one is checked as it is added. */
export const step5Schema = overValues(answersOf(5));

/** Step 6: the commercial licence's date; an explanation for denied Yes, clean No, suspended Yes. */
export const step6Schema = overValues(answersOf(6));

/** Step 7: education, school, regions and equipment; miles (a number) and a description per equipment. */
export const step7Schema = overValues(
  answersOf(7).superRefine((values, ctx) => {
    for (const id of values.dq_equip_operated) {
      const detail = values.dq_equip_operated_detail[id];
      if (!/^\d{1,9}$/.test(detail?.miles.trim() ?? ''))
        ctx.addIssue({ code: 'custom', path: ['dq_equip_operated_detail', id, 'miles'], message: m.miles });
      if (!DetailSchema.safeParse(detail?.desc ?? '').success)
        ctx.addIssue({ code: 'custom', path: ['dq_equip_operated_detail', id, 'desc'], message: m.required });
    }
  }),
);

/** Whether a licence's province has a list of classes: Canada only (SPEC §2 step 3). */
export const isCanada = (country: string) => country === COUNTRY_CANADA;

/** "1, 3,5" → ['1', '3', '5'] (SPEC §2 step 3: comma-separated codes). */
export const splitCodes = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
