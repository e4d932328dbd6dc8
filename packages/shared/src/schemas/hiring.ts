import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants.js';
import { LOCALES } from '../i18n/locales.js';
import { idsUnder } from '../i18n/message-ids.js';
import { ClearinghouseQuerySchema, RtdDocumentSchema } from './clearinghouse-queries.js';
import { CarrierSchema, ComplianceTextSchema, ShownTranslationSchema } from './signature.js';

// From a signed application to a hire: the Clearinghouse step of the applicant file (49 CFR
// 382.701, 382.703), the investigation file's permission (391.53) and the driver's view of where
// each application stands.

const m = idsUnder('hiring.api');

/** 382.701(b): a query at least once every twelve months while the driver is employed. */
export const CLEARINGHOUSE_QUERY_EVERY_MONTHS = 12;
/** 382.703: the consent is kept three years after the last query made under it. */
export const CLEARINGHOUSE_CONSENT_KEPT_YEARS = 3;

/** The compliance text a driver signs for the limited queries (carrier-replaceable, decision 016). */
export const CLEARINGHOUSE_CONSENT_KEY = 'clearinghouse_consent';

export const ClearinghouseConsentRequestSchema = z.object({
  typed_name: z.string({ message: m.typedNameRequired }).trim().min(1, { message: m.typedNameRequired }).max(200),
  certify: z.literal(true, { message: m.certifyRequired }),
});
export type ClearinghouseConsentRequest = z.output<typeof ClearinghouseConsentRequestSchema>;

export const ClearinghouseConsentSignatureSchema = z.object({
  typed_name: z.string(),
  signed_at: z.string(),
  text_version: z.string(),
  /** SHA-256 of the canonical JSON snapshot of what was signed. */
  snapshot_sha256: z.string(),
  /** The language the driver signed in (decision 032). */
  language: z.enum(LOCALES),
  /** The carrier's translation shown beside the English text, if any. */
  translation: ShownTranslationSchema.nullable(),
});
export type ClearinghouseConsentSignature = z.infer<typeof ClearinghouseConsentSignatureSchema>;

/** `GET /api/candidate/user/clearinghouse-consent/{applicationId}`: the text to sign, and the signature once signed. */
export const ClearinghouseConsentViewSchema = z.object({
  application_id: z.number().int(),
  p_position_title: z.string(),
  carrier: CarrierSchema,
  text: ComplianceTextSchema,
  signature: ClearinghouseConsentSignatureSchema.nullable(),
});
export type ClearinghouseConsentView = z.infer<typeof ClearinghouseConsentViewSchema>;

/** The Clearinghouse step of one application, as the applicant file shows it. */
export const AdminClearinghouseSchema = z.object({
  application_id: z.number().int(),
  /** The position needs a CDL (`p_requires_cdl`): no hire without the step complete. */
  required: z.boolean(),
  consent: ClearinghouseConsentSignatureSchema.extend({
    /** Three years after the last query (or the signature, before any query). */
    keep_until: z.string(),
  }).nullable(),
  /** Every query recorded, the latest first; none is ever replaced. */
  queries: z.array(ClearinghouseQuerySchema),
  /** The return-to-duty documents, in the order of their dates. */
  rtd_documents: z.array(RtdDocumentSchema),
  /** Nothing stands in the way of a hire (on the hire date, for a hired driver). */
  complete: z.boolean(),
  /** A limited query showed information and no full query followed yet: the full one is due by this day. */
  full_query_due_by: z.string().nullable(),
  /** For a hired driver: twelve months after the last query (the hire date before any). */
  next_query_due: z.string().nullable(),
});
export type AdminClearinghouse = z.infer<typeof AdminClearinghouseSchema>;

/** The hired drivers' next yearly queries, soonest first (the dashboard). */
export const AdminClearinghouseDueSchema = z.object({
  items: z.array(
    z.object({
      application_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      p_position_title: z.string(),
      next_query_due: z.string(),
    }),
  ),
});
export type AdminClearinghouseDue = z.infer<typeof AdminClearinghouseDueSchema>;

export const AdminPermissionsChangeSchema = z.object({
  can_view_investigations: z.boolean({ message: m.badInvestigationsPermission }),
});
export type AdminPermissionsChange = z.output<typeof AdminPermissionsChangeSchema>;

/** Where an application stands for its driver, from the recruiter stages (SPEC §6). */
export const DRIVER_APPLICATION_STEPS = ['received', 'in_review', 'checks', 'decision'] as const;
export type DriverApplicationStep = (typeof DRIVER_APPLICATION_STEPS)[number];

/**
 * One previous employer asked about the driver (49 CFR 391.23): filled by the previous-employer
 * checks; empty until they run.
 */
export const DriverCheckSchema = z.object({
  employer_name: z.string(),
  asked_at: z.string().nullable(),
  answered: z.boolean(),
});
export type DriverCheck = z.infer<typeof DriverCheckSchema>;

export const DriverApplicationStatusSchema = z.object({
  id: z.number().int(),
  p_position_title: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.string().nullable(),
  /** Null until submitted. */
  step: z.enum(DRIVER_APPLICATION_STEPS).nullable(),
  decision: z.enum(['hired', 'not_selected']).nullable(),
  checks: z.array(DriverCheckSchema),
  /** Previous-employer releases the driver has still to sign (49 CFR 391.23). */
  releases_to_sign: z.number().int(),
  clearinghouse_consent: z.enum(['not_needed', 'to_sign', 'signed']),
});
export type DriverApplicationStatus = z.infer<typeof DriverApplicationStatusSchema>;

export const DriverApplicationsSchema = z.object({ items: z.array(DriverApplicationStatusSchema) });
export type DriverApplications = z.infer<typeof DriverApplicationsSchema>;
