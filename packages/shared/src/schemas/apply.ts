import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.js';
import type { MessageId } from '../i18n/catalogue-en.js';
import { applyAnswersShape, followUpsRequired } from '../questions/apply-questions.js';
import { IdParamSchema, MobileSchema, optionalText } from './common.js';

/** SPEC §5: Canadian postal code like A0A 0A0, space optional; upper-cased first. */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

export const PostalCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(POSTAL_CODE_PATTERN, { message: 'apply.postalCodeFormat' satisfies MessageId })
  // Stored one way, "A1A 1A1", however it was typed.
  .transform((code) => `${code.slice(0, 3)} ${code.replace(' ', '').slice(3)}`);

const RequiredName = z
  .string()
  .trim()
  .min(1, { message: 'apply.nameRequired' satisfies MessageId })
  .max(NAME_MAX_LENGTH);

export const ApplyRequestSchema = z
  .object({
    job_id: z.number().int().positive().max(2_147_483_647),
    first_name: RequiredName,
    last_name: RequiredName,
    mobile: MobileSchema,
    home_phone: optionalText(z.string().trim().max(30)),
    postal_code: PostalCodeSchema,
    // SPEC §3: the screening answers, from the table of Apply questions.
    ...applyAnswersShape,
    resume_file: optionalText(z.string().max(100)),
    resume_original: optionalText(z.string().trim().max(255)),
  })
  .superRefine(followUpsRequired);
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
