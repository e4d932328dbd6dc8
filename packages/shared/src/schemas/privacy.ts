import { z } from 'zod';
import { idsUnder } from '../i18n/message-ids.js';
import { IsoDateSchema } from './common.js';

// A driver's data (decision 031): record types and their rules, legal holds, erasure, export, the
// requests and incidents registers, consents per purpose.

const m = idsUnder('privacy.api');

/** Every stored row a driver owns belongs to one of these. */
export const RECORD_TYPES = [
  'account',
  'application_unhired',
  'application_hired',
  'investigation_file',
  'clearinghouse_consent',
  'documents',
  'mail',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RecordTypeSchema = z.enum(RECORD_TYPES, { message: m.badRecordType });

/** 49 CFR 391.51, 391.53: kept this many years after employment ends. */
export const HIRED_RECORDS_KEPT_YEARS = 3;
/** How long an export link answers, and to whom: its owner only. */
export const EXPORT_LINK_HOURS = 24;
/** The export's data.json structure; a change of shape is a new version. */
export const EXPORT_FORMAT = 'roadhire.export/1';
/** PIPEDA and Quebec: 30 days; California's CCPA: 45 days [compliance notes §5.6, to check]. */
export const PRIVACY_DUE_DAYS = 30;
export const PRIVACY_DUE_DAYS_CALIFORNIA = 45;

export const PRIVACY_REQUEST_KINDS = ['access', 'export', 'correction', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_STATUSES = ['received', 'in_progress', 'done'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const CONSENT_PURPOSES = ['talent_pool', 'sms'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const ConsentPurposeParamsSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { message: m.consentUnknown }),
});

export const HeldRecordSchema = z.object({
  record_type: RecordTypeSchema,
  /** The rule or the hold's reason. */
  reason: z.string(),
  /** The earliest day it may go; null while it depends on something not yet known (employment end, a hold). */
  until: z.string().nullable(),
});
export type HeldRecord = z.infer<typeof HeldRecordSchema>;

export const ErasureRequestSchema = z.object({
  /** The profile's own name for the password that proves the caller (ProfileUpdateSchema). */
  current_password: z.string({ message: m.passwordRequired }).min(1, { message: m.passwordRequired }).max(200),
  /** The driver lives in California: 45 days to answer instead of 30. */
  california: z.boolean().optional(),
});
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

export const ErasureResponseSchema = z.object({
  held: z.array(HeldRecordSchema),
  erase_after: z.string(),
});
export type ErasureResponse = z.infer<typeof ErasureResponseSchema>;

export const ExportAcceptedSchema = z.object({ location: z.string(), expires_at: z.string() });
export type ExportAccepted = z.infer<typeof ExportAcceptedSchema>;
export const ExportTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const SweepQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
const countsByType = z.record(z.string(), z.number().int());
export const SweepResultSchema = z.object({
  dry_run: z.boolean(),
  /** People whose every unheld record went (or would go). */
  people: z.number().int(),
  /** Rows erased (or that would be) by record type. */
  erased: countsByType,
  /** Stored files whose delete failed and waits for the next sweep. */
  files_pending: z.number().int(),
});
export type SweepResult = z.infer<typeof SweepResultSchema>;

export const ConsentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  text_version: z.string().nullable(),
  granted_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
});
export type Consent = z.infer<typeof ConsentSchema>;
export const ConsentChangeSchema = z.object({ granted: z.boolean() });

export const PrivacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  /** The person while they exist; null once erased. */
  user_id: z.number().int().nullable(),
  received_at: z.string(),
  due_on: z.string(),
  done_at: z.string().nullable(),
  erase_after: z.string().nullable(),
  /** The officer's words, or a catalogue id when the portal answered (an erasure done). */
  answer: z.string().nullable(),
  held: z.array(HeldRecordSchema),
  application_id: z.number().int().nullable(),
  detail: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;
export const PrivacyRequestListSchema = z.object({ requests: z.array(PrivacyRequestSchema) });

export const DriverPrivacySchema = z.object({
  consents: z.array(ConsentSchema),
  requests: z.array(PrivacyRequestSchema),
});
export type DriverPrivacy = z.infer<typeof DriverPrivacySchema>;

export const CorrectionRequestSchema = z.object({
  // Ids are PostgreSQL integers: past the column, the look-up would fail instead of finding nothing.
  application_id: z.number().int().positive().max(2_147_483_647),
  detail: z.string().trim().min(1).max(4000),
});

export const LegalHoldCreateSchema = z
  .object({
    user_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    record_type: RecordTypeSchema.nullable().optional(),
    reason: z.string().trim().min(1).max(1000),
    until: IsoDateSchema.nullable().optional(),
  })
  .refine((hold) => hold.user_id != null || hold.record_type != null, { message: m.holdNeedsTarget });
export type LegalHoldCreate = z.infer<typeof LegalHoldCreateSchema>;

export const LegalHoldSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  record_type: RecordTypeSchema.nullable(),
  reason: z.string(),
  until: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  lifted_at: z.string().nullable(),
});
export type LegalHold = z.infer<typeof LegalHoldSchema>;
export const LegalHoldListSchema = z.object({ holds: z.array(LegalHoldSchema) });

/** The Quebec regulation's fields of a confidentiality incident (compliance notes §5.3, §5.6). */
export const IncidentCreateSchema = z.object({
  description: z.string().trim().min(1).max(4000),
  occurred_from: IsoDateSchema,
  occurred_to: IsoDateSchema.nullable().optional(),
  learned_on: IsoDateSchema,
  // The column is a PostgreSQL integer: past it, the insert would fail.
  people_count: z.number().int().min(0).max(2_147_483_647),
  risk_assessment: z.string().trim().min(1).max(4000),
  serious_injury_risk: z.boolean(),
  regulator_notified_on: IsoDateSchema.nullable().optional(),
  people_notified_on: IsoDateSchema.nullable().optional(),
  measures: z.string().trim().min(1).max(4000),
});
export type IncidentCreate = z.infer<typeof IncidentCreateSchema>;
export const IncidentSchema = IncidentCreateSchema.extend({
  id: z.number().int(),
  occurred_to: z.string().nullable(),
  regulator_notified_on: z.string().nullable(),
  people_notified_on: z.string().nullable(),
  created_at: z.string(),
});
export type Incident = z.infer<typeof IncidentSchema>;
export const IncidentListSchema = z.object({ incidents: z.array(IncidentSchema) });

export const EmploymentEndSchema = z.object({ employment_ended_on: IsoDateSchema.nullable() });

/** What the applicant file shows recruiters of a person's privacy state. */
export const ApplicantPrivacySchema = z.object({
  consents: z.array(ConsentSchema),
  holds: z.array(LegalHoldSchema),
  erasure: z
    .object({ status: z.enum(PRIVACY_REQUEST_STATUSES), received_at: z.string(), erase_after: z.string().nullable() })
    .nullable(),
  closed_at: z.string().nullable(),
  employment_ended_on: z.string().nullable(),
});
export type ApplicantPrivacy = z.infer<typeof ApplicantPrivacySchema>;
