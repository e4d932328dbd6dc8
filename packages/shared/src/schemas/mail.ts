import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { IdParamSchema } from './common.js';

// The mail outbox as recruiters read it (decision 018).

export const MAIL_KINDS = [
  'verify_email',
  /** Someone signed up with an address that already has an account; its owner is told. */
  'account_exists',
  'password_reset',
  /** A reset was asked for an address no open account uses; whoever owns it is told so (no link). */
  'password_reset_unknown',
  'password_changed',
  'email_change_link',
  'email_changed',
  'application_started',
  'application_reminder',
  'application_received',
  'application_cancelled',
  /** The previous-employer releases the driver has still to sign: the first request, then reminders. */
  'releases_to_sign',
  'releases_reminder',
  /** 391.23(i): the driver asked to review an employer's answer (to the recruiters), and it was released (to the driver). */
  'review_requested',
  'review_released',
  'new_application',
  /** A recruiter moved the application to interview, hired or rejected. */
  'stage_message',
  /** Previous-employer checks (decision 030): the request, its reminders, the responder's copy. */
  'verification_request',
  'verification_reminder',
  'verification_copy',
  /** The driver asked the previous employer to correct its answer and send it again (391.23(i)). */
  'verification_correction',
  /** The driver withdrew or asked for erasure: the employer is told the request is withdrawn. */
  'verification_withdrawn',
  /** A driver's data (decision 031): the erasure request received, a large export ready. */
  'privacy_erasure',
  'privacy_export',
  /** A consent to be kept for future jobs is about to lapse: the driver is asked to renew it. */
  'privacy_consent_renewal',
  /** A hired driver's Clearinghouse query is due: the administrators allowed to see investigation files are told once. */
  'clearinghouse_query_due',
  /** A recruiter wrote to the driver: the mail says a message waits on the status page. */
  'recruiter_message',
  /** The driver answered: the applicant's owner (else HR_EMAIL) is told. */
  'driver_message',
  /** An invitation to join the team, with its single-use link (decision 033). */
  'team_invitation',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Mails about a driver that go to a previous employer: the request with its single-use link, its
 * reminders, the responder's copy of its answer (drug and alcohol results among them), the
 * correction request and the notice that the request is withdrawn. They belong to the investigation file, not to the driver's messages.
 */
export const EMPLOYER_MAIL_KINDS = [
  'verification_request',
  'verification_reminder',
  'verification_copy',
  'verification_correction',
  'verification_withdrawn',
] as const satisfies readonly MailKind[];

/**
 * Mails to the driver or the team that speak of the investigation file (49 CFR 391.53): the
 * previous-employer releases, which authorise the drug-and-alcohol questions (49 CFR 40.25), an
 * employer's answer asked for or released for review, and the Clearinghouse queries due. Only a
 * member with the `investigations` permission reads them on an applicant's timeline.
 */
export const INVESTIGATION_MAIL_KINDS = [
  'releases_to_sign',
  'releases_reminder',
  'review_requested',
  'review_released',
  'clearinghouse_query_due',
] as const satisfies readonly MailKind[];

/** Waiting (not sent yet, perhaps between tries), sent, or failed for good after the last try. */
export const MAIL_STATUS_VALUES = ['waiting', 'sent', 'failed'] as const;

export const AdminMailMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  /** The plain-text part, as the driver read it, less any link only the driver may open. */
  text: z.string(),
  /** The language it was written in: the recipient's when it was queued. */
  language: z.enum(LOCALES),
  status: z.enum(MAIL_STATUS_VALUES),
  tries: z.number().int(),
  queued_at: z.string(),
  sent_at: z.string().nullable(),
  /** Why the last try failed: the reason it is failed for good, or waiting for another try. */
  last_error: z.string().nullable(),
});
export type AdminMailMessage = z.infer<typeof AdminMailMessageSchema>;

/** Every message to one account, newest first; none to a previous employer. */
export const AdminMailMessageListSchema = z.object({ items: z.array(AdminMailMessageSchema) });
export type AdminMailMessageList = z.infer<typeof AdminMailMessageListSchema>;

/** The dashboard's count of messages that failed for good. */
export const AdminMailFailedSchema = z.object({ failed: z.number().int() });
export type AdminMailFailed = z.infer<typeof AdminMailFailedSchema>;

/** The unsubscribe link's query: the signature of the account id it names. */
export const UnsubscribeParamsSchema = z.object({ userId: IdParamSchema });
export const UnsubscribeQuerySchema = z.object({ signature: z.string().max(100) });
