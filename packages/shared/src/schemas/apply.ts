import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.js';
import type { MessageId } from '../i18n/catalogue-en.js';
import { IdParamSchema, IsoDateSchema, MobileSchema, optionalText } from './common.js';

/** SPEC §5: Canadian postal code like A0A 0A0, space optional; upper-cased first. */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

export const PostalCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(POSTAL_CODE_PATTERN, { message: 'apply.postalCodeFormat' satisfies MessageId })
  // Stored one way, "A1A 1A1", however it was typed.
  .transform((code) => `${code.slice(0, 3)} ${code.replace(' ', '').slice(3)}`);

/** SPEC §3: every screening answer travels as the number 1 or 0. */
const Answer = z.literal([0, 1], { message: 'apply.answerRequired' satisfies MessageId });

/** The three gates of SPEC §5 Apply. */
export const ELIGIBILITY_GATES = ['is_over_21', 'has_class1_license', 'has_1yr_experience'] as const;

const RequiredName = z
  .string()
  .trim()
  .min(1, { message: 'apply.nameRequired' satisfies MessageId })
  .max(NAME_MAX_LENGTH);
const Details = z.string().trim().max(2000);

export const ApplyRequestSchema = z
  .object({
    job_id: z.number().int().positive(),
    first_name: RequiredName,
    last_name: RequiredName,
    mobile: MobileSchema,
    home_phone: optionalText(z.string().trim().max(30)),
    postal_code: PostalCodeSchema,
    is_over_21: Answer,
    has_class1_license: Answer,
    has_twic_card: Answer,
    eligible_fast_card: Answer,
    has_1yr_experience: Answer,
    live_in_canada: Answer,
    mountain_experience_years: z
      .number({ message: 'apply.mountainYears' satisfies MessageId })
      .int({ message: 'apply.mountainYears' satisfies MessageId })
      .min(0, { message: 'apply.mountainYears' satisfies MessageId })
      .max(70, { message: 'apply.mountainYears' satisfies MessageId }),
    convicted_felony_7yrs: Answer,
    felony_date: optionalText(IsoDateSchema),
    felony_details: optionalText(Details),
    convicted_dui_dwi: Answer,
    dui_date: optionalText(IsoDateSchema),
    dui_details: optionalText(Details),
    resume_file: optionalText(z.string().max(100)),
    resume_original: optionalText(z.string().trim().max(255)),
  })
  .superRefine((value, ctx) => {
    // SPEC §5: felony and DUI dates and details are required when the answer is Yes.
    if (value.convicted_felony_7yrs === 1 && !value.felony_date)
      ctx.addIssue({ code: 'custom', path: ['felony_date'], message: 'apply.felonyDate' satisfies MessageId });
    if (value.convicted_felony_7yrs === 1 && !value.felony_details)
      ctx.addIssue({ code: 'custom', path: ['felony_details'], message: 'apply.felonyDetails' satisfies MessageId });
    if (value.convicted_dui_dwi === 1 && !value.dui_date)
      ctx.addIssue({ code: 'custom', path: ['dui_date'], message: 'apply.duiDate' satisfies MessageId });
    if (value.convicted_dui_dwi === 1 && !value.dui_details)
      ctx.addIssue({ code: 'custom', path: ['dui_details'], message: 'apply.duiDetails' satisfies MessageId });
  });
export type ApplyRequest = z.infer<typeof ApplyRequestSchema>;

export const ApplyResponseSchema = z.object({
  pipeline_status: z.number().int(),
  application_id: z.number().int(),
  message: z.string(),
  messageId: z.string().optional(),
});
export type ApplyResponse = z.infer<typeof ApplyResponseSchema>;

export const ResumeUploadResponseSchema = z.object({
  originalName: z.string(),
  filename: z.string(),
  /** SPEC §3's address of the file, signed and expiring: the one way to open it (decision 007). */
  url: z.string(),
});
export type ResumeUploadResponse = z.infer<typeof ResumeUploadResponseSchema>;

/** Stored files are named by 16 random bytes in hex plus the extension. */
export const StoredPdfNameSchema = z.string().regex(/^[a-f0-9]{32}\.pdf$/);

export const ApplicationIdParamsSchema = z.object({ applicationId: IdParamSchema });

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
