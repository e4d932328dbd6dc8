import { z } from 'zod';
import { PIPELINE_COMPLETED } from '../constants.js';
import type { MessageId } from '../i18n/catalogue-en.js';
import { idsUnder } from '../i18n/message-ids.js';
import {
  type EquipmentDetail,
  isDate,
  RequiredDateSchema,
  RequiredTextSchema,
  today,
} from '../questions/answer-schemas.js';
import { dropUnasked, inputShape, questionsOf, requireFollowUps } from '../questions/question-schemas.js';
import { optionalText } from './common.js';
import { normalizePostalCode } from './postal-code.js';

// SPEC §3 "Onboarding form", "Licences", "Qualifications" and §7 "Final submit": the payloads of
// the final calls. Each is checked whole here and on the server (SPEC §5 Onboarding); the
// questions' fields and follow-ups come from the table of questions (decision 014).

const m = idsUnder('onboarding.validation');

/** The primary licence's expiry: today or later, a driver needs a valid licence. */
export const LicenceExpirySchema = RequiredDateSchema.refine(
  (date) => !isDate(date) || date >= today(),
  m.licenceExpired,
);
// The postal code checked by country lives beside the address rows that use it too.
export { normalizePostalCode, ZIP_CODE_PATTERN } from './postal-code.js';

/** SPEC §3: refer_by is JSON text holding name and employeeId. */
export const ReferBySchema = z.object({ name: RequiredTextSchema, employeeId: RequiredTextSchema });
export type ReferBy = z.infer<typeof ReferBySchema>;

export function encodeReferBy(referBy: ReferBy): string {
  return JSON.stringify({ name: referBy.name, employeeId: referBy.employeeId });
}

export function decodeReferBy(text: string | null | undefined): ReferBy | undefined {
  if (!text) return undefined;
  try {
    const parsed = ReferBySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function isBefore(earlier: string | null | undefined, later: string | null | undefined) {
  return !earlier || !later || earlier <= later;
}

/**
 * Steps 1 and 2: personal and address information, the right to work, earlier employment; and
 * step 9's explanations of the gaps in the work history (decision 017), sent with them.
 */
export const ONBOARDING_FORM_QUESTIONS = questionsOf(1, 2, 9);

/** The earlier employment's dates, when asked for, are in order. */
export function checkEmploymentDates(
  answers: {
    dq_previous_nwt_employee: string;
    dq_previous_nwt_from?: string | null;
    dq_previous_nwt_to?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (answers.dq_previous_nwt_employee !== 'Yes') return;
  if (!isBefore(answers.dq_previous_nwt_from, answers.dq_previous_nwt_to))
    ctx.addIssue({ code: 'custom', path: ['dq_previous_nwt_to'], message: m.dateOrder });
}

/** The postal code fits the country's pattern. */
export function checkPostalCode(answers: { country: string; postal_code: string }, ctx: z.RefinementCtx) {
  if (!normalizePostalCode(answers.country, answers.postal_code))
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: m.postalCode });
}

/** The current address's start is a day already lived; its coverage is checked by the caller, who knows the years and today. */
export function checkAddressSince(answers: { address_since?: string | null }, ctx: z.RefinementCtx) {
  const since = answers.address_since;
  if (since && isDate(since) && since > today())
    ctx.addIssue({ code: 'custom', path: ['address_since'], message: m.notFuture });
}

export const OnboardingFormSchema = z
  .object({
    ...inputShape(ONBOARDING_FORM_QUESTIONS),
    // SPEC §3: the referral's name and employee id travel as one JSON text.
    refer_by: optionalText(z.string().max(1000)),
  })
  .superRefine((form, ctx) => {
    requireFollowUps(ONBOARDING_FORM_QUESTIONS, form, ctx, { draft: false });
    checkPostalCode(form, ctx);
    checkAddressSince(form, ctx);
    if (form.refer_status === 'Yes' && !decodeReferBy(form.refer_by))
      ctx.addIssue({ code: 'custom', path: ['refer_by'], message: m.referBy });
    checkEmploymentDates(form, ctx);
  })
  .transform((form) => ({
    ...dropUnasked(ONBOARDING_FORM_QUESTIONS, form),
    postal_code: normalizePostalCode(form.country, form.postal_code) ?? form.postal_code,
    // An answer that no longer applies is not kept.
    refer_by: form.refer_status === 'Yes' ? (form.refer_by ?? null) : null,
  }));
export type OnboardingFormInput = z.input<typeof OnboardingFormSchema>;
export type OnboardingForm = z.output<typeof OnboardingFormSchema>;

const LicenceCodesSchema = z.array(z.string().trim().min(1).max(10)).max(30);

/** Step 3: the primary licence (SPEC §3 Licences). Classes and conditions are lists of codes. */
export const LicenseSchema = z.object({
  dl_country: RequiredTextSchema,
  dl_province: RequiredTextSchema,
  dl_license_no: z.string({ message: m.required }).trim().min(1, m.required).max(30),
  dl_class: LicenceCodesSchema.min(1, m.licenseClass),
  dl_condition: LicenceCodesSchema.default([]),
  dl_expdate: LicenceExpirySchema,
});
export type LicenseInput = z.input<typeof LicenseSchema>;
export type License = z.output<typeof LicenseSchema>;

/**
 * Step 5: a licence held in the last 3 years, which may have expired since. SPEC §7 sends the
 * licence fields alone; a retry-safe client names the entry with an Idempotency-Key header, or
 * the older `entry_key`, so a retried call replaces it instead of adding a copy (decision 007).
 */
export const AdditionalLicenseSchema = LicenseSchema.extend({
  dl_expdate: RequiredDateSchema,
  entry_key: z.uuid().optional(),
  dl_status: z.literal('other').default('other'),
  dl_license: z.null().default(null),
  dl_license_original: z.null().default(null),
});
export type AdditionalLicenseInput = z.input<typeof AdditionalLicenseSchema>;

export const LicenseRecordSchema = z.object({
  id: z.number().int(),
  dl_status: z.enum(['primary', 'other']),
  dl_country: z.string(),
  dl_province: z.string(),
  dl_license_no: z.string(),
  dl_class: z.array(z.string()),
  dl_condition: z.array(z.string()),
  dl_expdate: z.string(),
});
export type LicenseRecord = z.infer<typeof LicenseRecordSchema>;

/** Steps 4, 6 and 7 (SPEC §3 Qualifications). */
export const QUALIFICATION_QUESTIONS = questionsOf(4, 6, 7);

export const QualificationsSchema = z
  .object(inputShape(QUALIFICATION_QUESTIONS))
  .superRefine((q, ctx) => {
    requireFollowUps(QUALIFICATION_QUESTIONS, q, ctx, { draft: false });
    for (const id of q.dq_equip_operated)
      if (!q.dq_equip_operated_detail[String(id)])
        ctx.addIssue({ code: 'custom', path: ['dq_equip_operated_detail', String(id)], message: m.equipmentDetail });
  })
  .transform((q) => ({
    // SPEC §4: rows are emptied when the answer is No; other follow-ups likewise.
    ...dropUnasked(QUALIFICATION_QUESTIONS, q),
    dq_equip_operated_detail: Object.fromEntries(
      q.dq_equip_operated.map((id) => [String(id), q.dq_equip_operated_detail[String(id)] as EquipmentDetail]),
    ),
  }));
export type QualificationsInput = z.input<typeof QualificationsSchema>;
export type Qualifications = z.output<typeof QualificationsSchema>;

/** SPEC §7 final call 6: a candidate can only mark their own application completed. */
export const PipelineUpdateSchema = z.object({
  pipeline_status: z.literal(PIPELINE_COMPLETED, {
    message: 'onboarding.api.pipelineOnlyCompleted' satisfies MessageId,
  }),
});
