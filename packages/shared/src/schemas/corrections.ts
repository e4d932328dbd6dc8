import { z } from 'zod';
import { idsUnder } from '../i18n/message-ids.js';
import { PrivacyRequestSchema } from './privacy.js';

// A correction of a signed application (decision 031): a new version beside the signed snapshot,
// which never changes.

const t = idsUnder('corrections.fields');

export const ApplicationCorrectionBodySchema = z.object({
  /** The driver's correction request this answers; the recruiter may also correct unasked. */
  request_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  answer: z.string().trim().min(1, t.answerRequired).max(200),
  corrected: z.string().trim().min(1, t.correctedRequired).max(2000),
  reason: z.string().trim().max(2000).optional().default(''),
});
export type ApplicationCorrectionBody = z.input<typeof ApplicationCorrectionBodySchema>;

export const ApplicationCorrectionSchema = z.object({
  /** The signed application is version 1; each correction is the next. */
  version: z.number().int().min(2),
  answer: z.string(),
  corrected: z.string(),
  reason: z.string(),
  request_id: z.number().int().nullable(),
  made_by: z.string(),
  made_at: z.string(),
});
export type ApplicationCorrection = z.infer<typeof ApplicationCorrectionSchema>;

export const ApplicationCorrectionsSchema = z.object({
  /** The driver's correction requests about this application, open ones first. */
  requests: z.array(PrivacyRequestSchema),
  versions: z.array(ApplicationCorrectionSchema),
});
export type ApplicationCorrections = z.infer<typeof ApplicationCorrectionsSchema>;
