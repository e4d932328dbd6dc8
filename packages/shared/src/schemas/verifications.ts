import { z } from 'zod';
import type { MessageId } from '../i18n/catalogue-en.js';
import { idsUnder } from '../i18n/message-ids.js';
import { LocaleSchema } from './language.js';
import { ComplianceTextSchema } from './signature.js';

// Previous-employer checks (49 CFR 391.23, decision 030). The employer's form mirrors FMCSA's
// Safety Performance History request; its body is a contract other tools rely on: fields may be
// added, none renamed.

const v = idsUnder('verifications.validation');

export const VERIFICATION_STATUSES = [
  'awaiting_release',
  'awaiting_contact',
  'sent',
  'bounced',
  'answered',
  'no_response',
  'cancelled',
  'merged',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Statuses the reminders and the carrier's deadline still act on. */
export const OPEN_VERIFICATION_STATUSES = ['awaiting_release', 'awaiting_contact', 'sent', 'bounced'] as const;

export const VERIFICATION_CHANNELS = ['email', 'phone', 'fax', 'mail', 'web'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];
/** How a recruiter may record an answer given outside the form. */
export const RECORDED_ANSWER_CHANNELS = ['phone', 'fax', 'mail'] as const;

const text = (max: number) => z.string({ message: v.required }).trim().max(max, { message: v.tooLong });
const requiredText = (max: number) => text(max).min(1, { message: v.required });
const Day = z.iso.date({ message: v.dateFormat });
const Count = z.number({ message: v.count }).int({ message: v.count }).min(0, { message: v.count }).max(999, {
  message: v.count,
});
const YesNo = z.boolean({ message: v.required });

export const EmployerEmploymentSchema = z
  .object({
    dates_confirmed: YesNo,
    employed_from: Day,
    /** Null while the driver is still employed there. */
    employed_to: Day.nullable(),
    position: requiredText(200),
    drove_cmv: YesNo,
    vehicle_types: z.array(requiredText(100), { message: v.required }).max(20),
    /** Empty while the driver is still employed there: nobody has left, so there is no reason. */
    reason_for_leaving: text(2000).default(''),
    eligible_for_rehire: z.enum(['yes', 'no', 'unknown'], { message: v.rehire }),
  })
  .superRefine((value, ctx) => {
    if (value.employed_to && value.employed_to < value.employed_from)
      ctx.addIssue({ code: 'custom', path: ['employed_to'], message: v.dateOrder });
    if (value.employed_to !== null && value.reason_for_leaving === '')
      ctx.addIssue({ code: 'custom', path: ['reason_for_leaving'], message: v.required });
  });

/** One accident of the register 49 CFR 390.15(b) keeps. */
export const EmployerAccidentSchema = z.object({
  date: Day,
  city: requiredText(100),
  state: requiredText(60),
  injuries: Count,
  fatalities: Count,
  hazmat_released: YesNo,
});

/**
 * How an employer answers the drug and alcohol part: each question, or one of two statements that
 * stand for all of them. An answer stored before `record` existed answered the questions.
 */
export const DRUG_ALCOHOL_RECORDS = ['answered', 'not_subject', 'no_records'] as const;
export type DrugAlcoholRecord = (typeof DRUG_ALCOHOL_RECORDS)[number];
export const DRUG_ALCOHOL_VIOLATIONS = [
  'alcohol_04_or_more',
  'verified_positive_drug',
  'refusals',
  'other_violations',
] as const;
const Answered = z.boolean({ message: v.answerEach }).optional();

/**
 * 49 CFR 40.25(b) and 391.23(e): asked only where the Clearinghouse does not answer it. Nothing is
 * assumed: each violation question is answered yes or no, or the employer states that the driver
 * was not subject to DOT testing with it, or that it has no records. The return-to-duty question
 * (40.25(b)(5)) concerns a violator: it needs an answer once a violation is reported, and is null
 * (does not apply) otherwise.
 */
export const EmployerDrugAlcoholSchema = z
  .object({
    record: z.enum(DRUG_ALCOHOL_RECORDS, { message: v.drugAlcoholRecord }).default('answered'),
    alcohol_04_or_more: Answered,
    verified_positive_drug: Answered,
    refusals: Answered,
    other_violations: Answered,
    return_to_duty_documents: z.boolean({ message: v.answerEach }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const given = [...DRUG_ALCOHOL_VIOLATIONS, 'return_to_duty_documents'] as const;
    if (value.record !== 'answered') {
      for (const key of given)
        if (value[key] !== undefined && value[key] !== null)
          ctx.addIssue({ code: 'custom', path: [key], message: v.drugAlcoholStatementOnly });
      return;
    }
    for (const key of DRUG_ALCOHOL_VIOLATIONS)
      if (value[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: v.answerEach });
    const violation = DRUG_ALCOHOL_VIOLATIONS.some((key) => value[key] === true);
    if (violation && typeof value.return_to_duty_documents !== 'boolean')
      ctx.addIssue({ code: 'custom', path: ['return_to_duty_documents'], message: v.returnToDutyRequired });
  });
export type EmployerDrugAlcohol = z.infer<typeof EmployerDrugAlcoholSchema>;

export const EmployerResponseSchema = z
  .object({
    employment: EmployerEmploymentSchema,
    accidents: z.array(EmployerAccidentSchema, { message: v.required }).max(50, { message: v.tooMany }),
    no_accidents: YesNo,
    drug_alcohol: EmployerDrugAlcoholSchema.optional(),
    responder_name: requiredText(200),
    responder_title: requiredText(200),
    /** Where the responder's copy goes; optional, the request's address otherwise. */
    responder_email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
    typed_signature: requiredText(200),
    certify: z.literal(true, { message: v.certify }),
  })
  .superRefine((value, ctx) => {
    if (value.no_accidents === value.accidents.length > 0)
      ctx.addIssue({ code: 'custom', path: ['no_accidents'], message: v.accidentsOrNone });
    const fold = (text: string) => text.toLocaleLowerCase('en').replace(/\s+/g, ' ');
    if (fold(value.typed_signature) !== fold(value.responder_name))
      ctx.addIssue({ code: 'custom', path: ['typed_signature'], message: v.signatureMatches });
  });
export type EmployerResponse = z.infer<typeof EmployerResponseSchema>;
export type EmployerResponseInput = z.input<typeof EmployerResponseSchema>;

/** `GET /api/employer-response/{token}`: the request, as the previous employer reads it. */
export const EmployerRequestSchema = z.object({
  carrier: z.object({ legal_name: z.string(), address: z.string() }),
  driver_name: z.string(),
  employer_name: z.string(),
  period_from: z.string(),
  period_to: z.string().nullable(),
  position: z.string().nullable(),
  /** Accidents are asked for these three years before the application. */
  accidents_from: z.string(),
  accidents_to: z.string(),
  sections: z.object({ employment: z.boolean(), accidents: z.boolean(), drug_alcohol: z.boolean() }),
  /** The employer's 30 days from receipt (49 CFR 391.23(g)). */
  employer_due: z.string(),
  release: z.object({
    typed_name: z.string(),
    signed_at: z.string(),
    title: z.string(),
    text: z.string(),
    /** The carrier's translation of the release signed, in the request's language, read beside it (decision 032). */
    translation: ComplianceTextSchema.shape.translation,
  }),
  /** The language the request was mailed in; the form opens in it. */
  language: LocaleSchema,
});
export type EmployerRequest = z.infer<typeof EmployerRequestSchema>;

export const EmployerResponseReceiptSchema = z.object({
  message: z.string(),
  messageId: z.string().optional(),
  sha256: z.string(),
  received_at: z.string(),
  /** Where the responder's copy goes: the address typed on the form, else the request's; null when none. */
  copy_to: z.string().nullable(),
});
export type EmployerResponseReceipt = z.infer<typeof EmployerResponseReceiptSchema>;

/**
 * The driver's review of an answer (49 CFR 391.23(i)): asked, due 5 business days later on the
 * carrier's calendar, released by a recruiter, then a correction request and a rebuttal.
 */
export const DriverReviewSchema = z.object({
  requested_at: z.string().nullable(),
  /** The carrier's day the answer is due to the driver; null until asked. */
  due: z.string().nullable(),
  released_at: z.string().nullable(),
  correction_requested_at: z.string().nullable(),
  correction_text: z.string().nullable(),
  rebuttal_at: z.string().nullable(),
  rebuttal_text: z.string().nullable(),
});
export type DriverReview = z.infer<typeof DriverReviewSchema>;

/** The answer as the driver reads it once released: what was stored, with its hash. */
export const DriverAnswerSchema = z.object({
  employment: z.record(z.string(), z.unknown()),
  accidents: z.array(z.record(z.string(), z.unknown())),
  no_accidents: z.boolean(),
  drug_alcohol: z.record(z.string(), z.unknown()).nullable(),
  responder_name: z.string(),
  responder_title: z.string().nullable(),
  received_at: z.string(),
  sha256: z.string(),
});
export type DriverAnswer = z.infer<typeof DriverAnswerSchema>;

/** The driver's own checks (`GET /api/candidate/user/verifications`). */
export const DriverVerificationSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  employer_name: z.string(),
  period_from: z.string(),
  period_to: z.string().nullable(),
  position: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  release_signed: z.boolean(),
  release_signed_at: z.string().nullable(),
  release_typed_name: z.string().nullable(),
  answered: z.boolean(),
  review: DriverReviewSchema,
  /** Null until a recruiter released it to the driver. */
  answer: DriverAnswerSchema.nullable(),
});
export type DriverVerification = z.infer<typeof DriverVerificationSchema>;
export const DriverVerificationsSchema = z.object({
  /** The release text in force, which the driver signs once per employer. */
  release: ComplianceTextSchema,
  /** The carrier's notice of the driver's rights (its `previous_employers` text), shown with the review. */
  rights: ComplianceTextSchema.nullable(),
  verifications: z.array(DriverVerificationSchema),
});
export type DriverVerifications = z.infer<typeof DriverVerificationsSchema>;

export const ReleaseRequestSchema = z.object({
  typed_name: z.string().trim().min(1, { message: v.required }).max(200),
  certify: z.literal(true, { message: 'verifications.validation.releaseCertify' satisfies MessageId }),
});

export const VerificationAttemptSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['request', 'reminder', 'phone', 'note']),
  channel: z.enum(VERIFICATION_CHANNELS),
  address: z.string(),
  attempted_at: z.string(),
  /** For mail, the outbox's state: waiting, sent or failed; otherwise what the recruiter wrote. */
  outcome: z.string(),
  note: z.string().nullable(),
});
export type VerificationAttempt = z.infer<typeof VerificationAttemptSchema>;

export const VerificationAnswerSchema = z.object({
  channel: z.enum(VERIFICATION_CHANNELS),
  responder_name: z.string(),
  responder_title: z.string().nullable(),
  received_at: z.string(),
  sha256: z.string(),
  answer: z.record(z.string(), z.unknown()),
  recorded_by: z.string().nullable(),
});

export const GoodFaithRecordSchema = z.object({
  generated_at: z.string(),
  text: z.string(),
  sha256: z.string(),
});

/** One check as the recruiter reads it (`GET /api/admin/applications/{id}/verifications`). */
export const AdminVerificationSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  status: z.enum(VERIFICATION_STATUSES),
  status_reason: z.string().nullable(),
  employer_name: z.string(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  period_from: z.string(),
  period_to: z.string().nullable(),
  position: z.string().nullable(),
  /** The language of the employer's mails and form: French for a Quebec address unless the recruiter chose. */
  language: LocaleSchema,
  asks_drug_alcohol: z.boolean(),
  /** The accidents asked about: the three years before the application (390.15(b)). */
  accidents_from: z.string(),
  accidents_to: z.string(),
  release_signed: z.boolean(),
  sent_at: z.string().nullable(),
  link_expires_at: z.string().nullable(),
  /** The employer's 30 days from receipt (391.23(g)); null until sent. */
  employer_due: z.string().nullable(),
  /** The carrier's 30 days from the hire date (391.23(c)); null until hired. */
  file_due: z.string().nullable(),
  /** When the sweep sends the next reminder; null when none will go (answered, closed, not sent). */
  next_reminder_at: z.string().nullable(),
  attempts: z.array(VerificationAttemptSchema),
  response: VerificationAnswerSchema.nullable(),
  /** Accidents this employer reports that the driver's application does not declare. */
  undeclared_accidents: z.array(z.object({ date: z.string(), city: z.string(), state: z.string() })),
  good_faith: GoodFaithRecordSchema.nullable(),
  merged_into: z.number().int().nullable(),
  review: DriverReviewSchema.extend({ released_by: z.string().nullable() }),
});
export type AdminVerification = z.infer<typeof AdminVerificationSchema>;
export const AdminVerificationListSchema = z.object({ verifications: z.array(AdminVerificationSchema) });

export const VerificationIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message: 'api.invalidId' satisfies MessageId })
    .transform(Number),
});

const Reason = z
  .string({ message: 'verifications.api.reasonRequired' satisfies MessageId })
  .trim()
  .min(1, {
    message: 'verifications.api.reasonRequired' satisfies MessageId,
  });

export const AddVerificationSchema = z.object({
  employer_name: requiredText(200),
  contact_name: z.string().trim().max(200).nullable().optional(),
  contact_email: z.string().trim().toLowerCase().max(254).pipe(z.email()).nullable().optional(),
  contact_phone: z.string().trim().max(30).nullable().optional(),
  period_from: Day,
  period_to: Day.nullable(),
  position: z.string().trim().max(200).nullable().optional(),
  asks_drug_alcohol: z.boolean(),
  /** The employer's language; English when not given. */
  language: LocaleSchema.optional(),
  reason: Reason.max(1000),
});
export const ContactCorrectionSchema = z.object({
  contact_name: z.string().trim().max(200).nullable().optional(),
  contact_email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  contact_phone: z.string().trim().max(30).nullable().optional(),
  /** The employer's language, for the request and every later mail; unchanged when not given. */
  language: LocaleSchema.optional(),
  /** Send a new request to the corrected address at once. */
  resend: z.boolean().default(true),
});
export const ReasonSchema = z.object({ reason: Reason.max(1000) });
export const MergeVerificationSchema = z.object({ into: z.number().int().positive(), reason: Reason.max(1000) });

/** A phone, fax or paper answer the recruiter enters, with who gave it. */
export const RecordedAnswerSchema = z.object({
  channel: z.enum(RECORDED_ANSWER_CHANNELS),
  responder_name: requiredText(200),
  responder_title: z.string().trim().max(200).nullable().optional(),
  employment: EmployerEmploymentSchema,
  accidents: z.array(EmployerAccidentSchema).max(50),
  no_accidents: z.boolean(),
  drug_alcohol: EmployerDrugAlcoholSchema.optional(),
  note: z.string().trim().max(2000).nullable().optional(),
});
export type RecordedAnswerInput = z.input<typeof RecordedAnswerSchema>;

export const REBUTTAL_MAX_LENGTH = 5000;

/** The driver's request that the previous employer correct its answer and send it again. */
export const VerificationCorrectionSchema = z.object({ text: requiredText(REBUTTAL_MAX_LENGTH) });
/** The driver's statement kept with an answer the driver disputes. */
export const RebuttalSchema = z.object({ text: requiredText(REBUTTAL_MAX_LENGTH) });

/** The employer's own choice of language on its form, kept for the request's later mails. */
export const EmployerLanguageSchema = z.strictObject({ language: LocaleSchema });

/** Any text: a token that is not one of ours is simply unknown (404), like a wrong one. */
export const EmployerTokenParamsSchema = z.object({ token: z.string().max(200) });

/** The recruiter's queue of every check (decision 030): the open ones by default, or those past a clock. */
export const VERIFICATION_QUEUE_STATES = ['open', 'overdue', 'all'] as const;
export const VERIFICATION_QUEUE_PAGE_SIZE = 50;
/** The employer's 30 days from receipt (391.23(g)) and the carrier's 30 days from the hire date (391.23(c)); the queue's SQL counts them too. */
export const EMPLOYER_DAYS = 30;
export const CARRIER_DAYS = 30;

export const VerificationQueueQuerySchema = z.object({
  state: z
    .enum(VERIFICATION_QUEUE_STATES, { message: 'verifications.api.queueState' satisfies MessageId })
    .default('open'),
  q: z
    .string()
    .trim()
    .max(100, { message: 'verifications.api.queueSearch' satisfies MessageId })
    .optional(),
  page: z.coerce
    .number({ message: 'verifications.api.queuePage' satisfies MessageId })
    .int({ message: 'verifications.api.queuePage' satisfies MessageId })
    .min(1, { message: 'verifications.api.queuePage' satisfies MessageId })
    .max(100_000, { message: 'verifications.api.queuePage' satisfies MessageId })
    .default(1),
});
export type VerificationQueueQuery = z.output<typeof VerificationQueueQuerySchema>;

export const VerificationQueueItemSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  applicant_name: z.string(),
  employer_name: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  sent_at: z.string().nullable(),
  reminders_sent: z.number().int(),
  /** The employer's 30 days from receipt (391.23(g)); null until sent. */
  employer_due: z.string().nullable(),
  /** The carrier's 30 days from the hire date (391.23(c)); null until hired. */
  file_due: z.string().nullable(),
});
export type VerificationQueueItem = z.infer<typeof VerificationQueueItemSchema>;

export const VerificationQueueSchema = z.object({
  items: z.array(VerificationQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type VerificationQueue = z.infer<typeof VerificationQueueSchema>;
