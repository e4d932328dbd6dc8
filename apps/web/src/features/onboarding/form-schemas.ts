import {
  COUNTRY_CANADA,
  DateOfBirthSchema,
  DraftRowSchema,
  LicenseSchema,
  messages,
  normalizePostalCode,
  RequiredDateSchema,
  RequiredTextSchema,
  TEXT_MAX_LENGTH,
  YesNoSchema,
} from '@roadhire/shared';
import { z } from 'zod';
import type { OnboardingValues } from './step-contract';

// SPEC §5 Onboarding: each step's required-field checks, over the form's values (the draft's
// shape), built from the shared pieces so the messages are those of the final calls.

const m = messages.onboarding.validation;
const Text = z.string().max(2000);

type Ctx = z.RefinementCtx;

/**
 * A step's schema names only that step's fields; Next parses all the form's values with it
 * (validate-step.ts), so any schema over a part of the values will do.
 */
const overValues = (schema: z.ZodType<unknown, Partial<OnboardingValues>>) =>
  schema as unknown as z.ZodType<unknown, OnboardingValues>;
const issue = (ctx: Ctx, path: (string | number)[], message: string = m.required) =>
  ctx.addIssue({ code: 'custom', path, message });
const blank = (value: string | undefined | null) => !value || value.trim() === '';

/** A follow-up field required when `answer` is `when` (a date, a detail). */
function requireWhen(ctx: Ctx, answer: string, when: 'Yes' | 'No', value: string, path: string) {
  if (answer === when && blank(value)) issue(ctx, [path]);
}

/** Step 1: personal and address information, and the referral. */
export const step1Schema = overValues(
  z
    .object({
      dob: DateOfBirthSchema,
      address1: RequiredTextSchema,
      address2: z.string().max(TEXT_MAX_LENGTH),
      country: RequiredTextSchema,
      province: RequiredTextSchema,
      city: RequiredTextSchema,
      postal_code: RequiredTextSchema,
      refer_status: YesNoSchema,
      refer_by_name: Text,
      refer_by_id: Text,
    })
    .superRefine((form, ctx) => {
      if (!normalizePostalCode(form.country, form.postal_code)) issue(ctx, ['postal_code'], m.postalCode);
      requireWhen(ctx, form.refer_status, 'Yes', form.refer_by_name, 'refer_by_name');
      requireWhen(ctx, form.refer_status, 'Yes', form.refer_by_id, 'refer_by_id');
    }),
);

/** Step 2: the right to work and enter the US, earlier employment, the Canada proof's type. */
export const step2Schema = overValues(
  z
    .object({
      dq_legal_right_canada: YesNoSchema,
      dq_legal_right_us: YesNoSchema,
      dq_previous_nwt_employee: YesNoSchema,
      dq_previous_nwt_from: Text,
      dq_previous_nwt_to: Text,
      canada_doc_type: z.enum(['work_permit', 'passport', 'pr_card', '']),
    })
    .superRefine((form, ctx) => {
      if (form.dq_previous_nwt_employee === 'Yes') {
        requireWhen(ctx, 'Yes', 'Yes', form.dq_previous_nwt_from, 'dq_previous_nwt_from');
        requireWhen(ctx, 'Yes', 'Yes', form.dq_previous_nwt_to, 'dq_previous_nwt_to');
        const { dq_previous_nwt_from: from, dq_previous_nwt_to: to } = form;
        if (from && to && from > to) issue(ctx, ['dq_previous_nwt_to'], m.dateOrder);
      }
      if (form.dq_legal_right_canada === 'Yes' && !form.canada_doc_type)
        issue(ctx, ['canada_doc_type'], m.docTypeRequired);
    }),
);

/** Step 3: the primary licence, as the final call checks it. */
export const step3Schema = overValues(LicenseSchema);

const RowSchema = z.object({ type: RequiredTextSchema, date: RequiredDateSchema });

/** Rows of a Yes answer need a type and a date each, and at least one row. */
function checkRows(ctx: Ctx, answer: string, rows: { type: string; date: string }[], path: string) {
  if (answer !== 'Yes') return;
  if (rows.length === 0) issue(ctx, [path], m.addRow);
  rows.forEach((row, index) => {
    const result = RowSchema.safeParse(row);
    for (const problem of result.error?.issues ?? [])
      issue(ctx, [path, index, ...problem.path.map(String)], problem.message);
  });
}

/** Step 4: the qualification questions with their follow-ups (SPEC §5 step 4). */
export const step4Schema = overValues(
  z
    .object({
      dq_conviction: YesNoSchema,
      dq_conviction_date: Text,
      dq_fast_card: YesNoSchema,
      dq_fast_card_no: Text,
      dq_fast_card_expiry: Text,
      dq_fast_card_revoked: YesNoSchema,
      dq_fast_card_revoked_date: Text,
      dq_fast_card_revoked_detail: Text,
      dq_accidents_last5yr: YesNoSchema,
      dq_accidents_last5yr_date: Text,
      dq_accidents_last5yr_detail: Text,
      dq_violations_last3yr: YesNoSchema,
      dq_violations_last3yr_date: Text,
      dq_violations_last3yr_detail: Text,
      dq_physical_condition: YesNoSchema,
      dq_physical_condition_detail: Text,
      dq_lift_40lb: YesNoSchema,
      dq_training: YesNoSchema,
      dq_trainings: z.array(DraftRowSchema),
      dq_safe_driving_awards: YesNoSchema,
      dq_awards: z.array(DraftRowSchema),
    })
    .superRefine((q, ctx) => {
      requireWhen(ctx, q.dq_conviction, 'Yes', q.dq_conviction_date, 'dq_conviction_date');
      requireWhen(ctx, q.dq_fast_card, 'Yes', q.dq_fast_card_no, 'dq_fast_card_no');
      requireWhen(ctx, q.dq_fast_card, 'Yes', q.dq_fast_card_expiry, 'dq_fast_card_expiry');
      requireWhen(ctx, q.dq_fast_card_revoked, 'Yes', q.dq_fast_card_revoked_date, 'dq_fast_card_revoked_date');
      requireWhen(ctx, q.dq_fast_card_revoked, 'Yes', q.dq_fast_card_revoked_detail, 'dq_fast_card_revoked_detail');
      requireWhen(ctx, q.dq_accidents_last5yr, 'Yes', q.dq_accidents_last5yr_date, 'dq_accidents_last5yr_date');
      requireWhen(ctx, q.dq_accidents_last5yr, 'Yes', q.dq_accidents_last5yr_detail, 'dq_accidents_last5yr_detail');
      requireWhen(ctx, q.dq_violations_last3yr, 'Yes', q.dq_violations_last3yr_date, 'dq_violations_last3yr_date');
      requireWhen(ctx, q.dq_violations_last3yr, 'Yes', q.dq_violations_last3yr_detail, 'dq_violations_last3yr_detail');
      requireWhen(ctx, q.dq_physical_condition, 'Yes', q.dq_physical_condition_detail, 'dq_physical_condition_detail');
      checkRows(ctx, q.dq_training, q.dq_trainings, 'dq_trainings');
      checkRows(ctx, q.dq_safe_driving_awards, q.dq_awards, 'dq_awards');
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
