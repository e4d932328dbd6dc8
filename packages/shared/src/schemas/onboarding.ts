import { z } from 'zod';
import {
  CANADA_DOC_TYPES,
  COUNTRY_CANADA,
  COUNTRY_US,
  EARLIEST_DOB,
  MAX_REPEATED_ROWS,
  MINIMUM_AGE,
  PIPELINE_COMPLETED,
  TEXT_MAX_LENGTH,
  YES_NO,
} from '../constants.js';
import { messages } from '../messages.js';
import { POSTAL_CODE_PATTERN } from './apply.js';
import { IsoDateSchema, optionalText } from './common.js';

// SPEC §3 "Onboarding form", "Licences", "Qualifications" and §7 "Final submit": the payloads of
// the final calls. Each is checked whole here and on the server (SPEC §5 Onboarding).

const m = messages.onboarding.validation;

export const YesNoSchema = z.enum(YES_NO, { message: m.answerRequired });
export const RequiredTextSchema = z.string({ message: m.required }).trim().min(1, m.required).max(TEXT_MAX_LENGTH);
export const DetailSchema = z.string({ message: m.required }).trim().min(1, m.required).max(2000);
export const RequiredDateSchema = z.string({ message: m.required }).trim().min(1, m.required).pipe(IsoDateSchema);
const OptionalDate = optionalText(IsoDateSchema);

/** Whether the text is a date (a refinement runs even when the format check before it failed). */
const isDate = (text: string) => IsoDateSchema.safeParse(text).success;

/** Today as YYYY-MM-DD (SPEC §9), the day the answers are checked. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The latest date of birth of someone who is `MINIMUM_AGE` on `day`: the same day, 21 years
 * earlier. Compared as text, so a 29 February birthday comes of age on 1 March.
 */
export function latestDateOfBirth(day: string = today()): string {
  const year = Number(day.slice(0, 4)) - MINIMUM_AGE;
  return `${String(year).padStart(4, '0')}${day.slice(4)}`;
}

/**
 * Step 1's date of birth: in the past, not before 1900, and at least 21 years ago (SPEC §9 age
 * gate, answered Yes on the apply screen), counted on the day the answers are checked.
 */
export const DateOfBirthSchema = RequiredDateSchema.superRefine((dob, ctx) => {
  if (!isDate(dob)) return;
  if (dob >= today()) ctx.addIssue({ code: 'custom', message: m.dobPast });
  else if (dob < EARLIEST_DOB) ctx.addIssue({ code: 'custom', message: m.dobTooEarly });
  else if (dob > latestDateOfBirth()) ctx.addIssue({ code: 'custom', message: m.dobTooYoung });
});

/** The primary licence's expiry: today or later, a driver needs a valid licence. */
export const LicenceExpirySchema = RequiredDateSchema.refine(
  (date) => !isDate(date) || date >= today(),
  m.licenceExpired,
);
const OptionalDetail = optionalText(z.string().trim().max(2000));

/** A US ZIP code, five digits or ZIP+4 (reference-data.md §7). */
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

/**
 * A postal code checked by the country it belongs to: Canadian codes are upper-cased and stored
 * as "A1A 1A1", US ZIP codes as typed, others as free text.
 */
export function normalizePostalCode(country: string, code: string): string | undefined {
  const trimmed = code.trim().toUpperCase();
  if (country === COUNTRY_CANADA) {
    const compact = trimmed.replace(/\s+/g, '');
    const spaced = `${compact.slice(0, 3)} ${compact.slice(3)}`;
    return POSTAL_CODE_PATTERN.test(spaced) ? spaced : undefined;
  }
  if (country === COUNTRY_US) return ZIP_CODE_PATTERN.test(trimmed) ? trimmed : undefined;
  return trimmed.length > 0 && trimmed.length <= 12 ? trimmed : undefined;
}

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

/** Steps 1 and 2: personal and address information, the right to work, earlier employment. */
export const OnboardingFormSchema = z
  .object({
    dob: DateOfBirthSchema,
    address1: RequiredTextSchema,
    address2: optionalText(z.string().trim().max(TEXT_MAX_LENGTH)),
    country: RequiredTextSchema,
    province: RequiredTextSchema,
    city: RequiredTextSchema,
    postal_code: z.string({ message: m.required }).trim().min(1, m.required).max(12),
    refer_status: YesNoSchema,
    refer_by: optionalText(z.string().max(1000)),
    dq_legal_right_canada: YesNoSchema,
    dq_legal_right_us: YesNoSchema,
    dq_previous_nwt_employee: YesNoSchema,
    dq_previous_nwt_from: OptionalDate,
    dq_previous_nwt_to: OptionalDate,
    canada_doc_type: optionalText(z.enum(CANADA_DOC_TYPES, { message: m.docTypeRequired })),
  })
  .superRefine((form, ctx) => {
    if (!normalizePostalCode(form.country, form.postal_code))
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: m.postalCode });
    if (form.refer_status === 'Yes' && !decodeReferBy(form.refer_by))
      ctx.addIssue({ code: 'custom', path: ['refer_by'], message: m.referBy });
    if (form.dq_previous_nwt_employee === 'Yes') {
      if (!form.dq_previous_nwt_from)
        ctx.addIssue({ code: 'custom', path: ['dq_previous_nwt_from'], message: m.required });
      if (!form.dq_previous_nwt_to) ctx.addIssue({ code: 'custom', path: ['dq_previous_nwt_to'], message: m.required });
      if (!isBefore(form.dq_previous_nwt_from, form.dq_previous_nwt_to))
        ctx.addIssue({ code: 'custom', path: ['dq_previous_nwt_to'], message: m.dateOrder });
    }
    if (form.dq_legal_right_canada === 'Yes' && !form.canada_doc_type)
      ctx.addIssue({ code: 'custom', path: ['canada_doc_type'], message: m.docTypeRequired });
  })
  .transform((form) => ({
    ...form,
    postal_code: normalizePostalCode(form.country, form.postal_code) ?? form.postal_code,
    // Answers that no longer apply are not kept.
    refer_by: form.refer_status === 'Yes' ? (form.refer_by ?? null) : null,
    dq_previous_nwt_from: form.dq_previous_nwt_employee === 'Yes' ? (form.dq_previous_nwt_from ?? null) : null,
    dq_previous_nwt_to: form.dq_previous_nwt_employee === 'Yes' ? (form.dq_previous_nwt_to ?? null) : null,
    canada_doc_type: form.dq_legal_right_canada === 'Yes' ? (form.canada_doc_type ?? null) : null,
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

/** A training course or safe-driving award row: type, date and an optional PDF (SPEC §2 step 4). */
export const DatedRowSchema = z.object({
  type: RequiredTextSchema,
  date: RequiredDateSchema,
  doc_id: z.number().int().positive().nullable().default(null),
});
export type DatedRow = z.output<typeof DatedRowSchema>;

export const EquipmentDetailSchema = z.object({
  miles: z.number({ message: m.miles }).int(m.miles).min(0, m.miles).max(100_000_000, m.miles),
  desc: DetailSchema,
});
export type EquipmentDetail = z.infer<typeof EquipmentDetailSchema>;

const IdListSchema = z.array(z.number().int().positive()).max(100);

/** A follow-up that SPEC §5 requires when the answer is `when`. */
function requireWhen(
  ctx: z.RefinementCtx,
  answer: string,
  when: 'Yes' | 'No',
  value: unknown,
  path: string,
  message: string = m.required,
) {
  if (answer === when && (value === null || value === undefined || value === ''))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/** Steps 4, 6 and 7 (SPEC §3 Qualifications). */
export const QualificationsSchema = z
  .object({
    dq_conviction: YesNoSchema,
    dq_conviction_date: OptionalDate,
    dq_fast_card: YesNoSchema,
    dq_fast_card_no: optionalText(z.string().trim().max(30)),
    dq_fast_card_expiry: OptionalDate,
    dq_fast_card_revoked: YesNoSchema,
    dq_fast_card_revoked_date: OptionalDate,
    dq_fast_card_revoked_detail: OptionalDetail,
    dq_accidents_last5yr: YesNoSchema,
    dq_accidents_last5yr_date: OptionalDate,
    dq_accidents_last5yr_detail: OptionalDetail,
    dq_violations_last3yr: YesNoSchema,
    dq_violations_last3yr_date: OptionalDate,
    dq_violations_last3yr_detail: OptionalDetail,
    dq_physical_condition: YesNoSchema,
    dq_physical_condition_detail: OptionalDetail,
    dq_lift_40lb: YesNoSchema,
    dq_training: YesNoSchema,
    dq_trainings: z.array(DatedRowSchema).max(MAX_REPEATED_ROWS).default([]),
    dq_safe_driving_awards: YesNoSchema,
    dq_awards: z.array(DatedRowSchema).max(MAX_REPEATED_ROWS).default([]),
    dq_commercial_license_date: RequiredDateSchema,
    dq_license_denied: YesNoSchema,
    dq_denied_explanation: OptionalDetail,
    dq_abstract_clean: YesNoSchema,
    dq_abstract_explanation: OptionalDetail,
    dq_license_suspended: YesNoSchema,
    dq_suspended_explanation: OptionalDetail,
    dq_education: z.number({ message: m.required }).int().positive(),
    dq_school: RequiredTextSchema,
    dq_experience: optionalText(z.string().trim().max(TEXT_MAX_LENGTH)),
    dq_exp_detail: OptionalDetail,
    dq_reg_travelled: IdListSchema.min(1, m.chooseOne),
    dq_equip_operated: IdListSchema.min(1, m.chooseOne),
    dq_equip_operated_detail: z.record(z.string().regex(/^\d{1,10}$/), EquipmentDetailSchema),
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
    requireWhen(ctx, q.dq_license_denied, 'Yes', q.dq_denied_explanation, 'dq_denied_explanation');
    requireWhen(ctx, q.dq_abstract_clean, 'No', q.dq_abstract_explanation, 'dq_abstract_explanation');
    requireWhen(ctx, q.dq_license_suspended, 'Yes', q.dq_suspended_explanation, 'dq_suspended_explanation');
    if (q.dq_training === 'Yes' && q.dq_trainings.length === 0)
      ctx.addIssue({ code: 'custom', path: ['dq_trainings'], message: m.addRow });
    if (q.dq_safe_driving_awards === 'Yes' && q.dq_awards.length === 0)
      ctx.addIssue({ code: 'custom', path: ['dq_awards'], message: m.addRow });
    for (const id of q.dq_equip_operated)
      if (!q.dq_equip_operated_detail[String(id)])
        ctx.addIssue({ code: 'custom', path: ['dq_equip_operated_detail', String(id)], message: m.equipmentDetail });
  })
  .transform((q) => ({
    ...q,
    // SPEC §4: rows are emptied when the answer is No; other follow-ups likewise.
    dq_trainings: q.dq_training === 'Yes' ? q.dq_trainings : [],
    dq_awards: q.dq_safe_driving_awards === 'Yes' ? q.dq_awards : [],
    dq_equip_operated_detail: Object.fromEntries(
      q.dq_equip_operated.map((id) => [String(id), q.dq_equip_operated_detail[String(id)] as EquipmentDetail]),
    ),
  }));
export type QualificationsInput = z.input<typeof QualificationsSchema>;
export type Qualifications = z.output<typeof QualificationsSchema>;

/** SPEC §7 final call 6: a candidate can only mark their own application completed. */
export const PipelineUpdateSchema = z.object({
  pipeline_status: z.literal(PIPELINE_COMPLETED, { message: messages.onboarding.api.pipelineOnlyCompleted }),
});
