import { randomUUID } from 'node:crypto';
import type { Translator } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { insertAttempt, type NewAttempt } from '../../data/verification-attempts-repository.js';
import { updateVerification, verificationApplication } from '../../data/verifications-repository.js';
import type { Executor } from '../../db/client.js';
import type { EmployerVerification } from '../../db/schema.js';
import { translationOfSigned } from '../../lib/compliance-texts.js';
import { formatCalendarDay, formatMoment } from '../../lib/zoned-time.js';
import { employerMailSetting, outboxMail, queue } from '../../mail/notices/notice-setting.js';
import type { OutboxMail } from '../../mail/outbox.js';
import {
  type RequestMailFacts,
  verificationReminderMail,
  verificationRequestMail,
} from '../../mail/templates/verification-mails.js';
import { employerTranslators, periodIn } from './employer-language.js';
import { employerDue, linkExpiry, nextReminderAt } from './verification-clock.js';
import { employerLink, employerToken, hashToken, newNonce } from './verification-token.js';

// Sending a request and its reminders (decision 030): each is a mail queued in the outbox in the
// transaction that records its attempt, with a Message-ID made here, so the attempt finds the
// outbox's outcome and a retry never makes a second mail for one attempt.

type RequestContext = Pick<AppContext, 'config'>;

type ApplicationFacts = Awaited<ReturnType<typeof verificationApplication>>;

/** The request's facts in the employer's language (`translator`'s): its period and its moments. */
function mailFacts(
  ctx: RequestContext,
  translator: Translator,
  application: ApplicationFacts,
  verification: EmployerVerification,
  link: string,
  expires: Date,
): RequestMailFacts {
  const release = verification.release_text;
  if (!application || !release || !verification.release_signed_at || !verification.release_typed_name)
    throw new Error(`verification ${verification.id} cannot be mailed without its release`);
  const zone = ctx.config.timeZone;
  // The carrier's translation of the very release signed, in the employer's language (decision 032).
  const translation = translationOfSigned(ctx.config.verifications.release, release, translator.locale);
  const due = employerDue(verification.sent_at, zone);
  if (!due) throw new Error(`verification ${verification.id} cannot be mailed before it is sent`);
  return {
    carrier: ctx.config.carrier.legalName,
    driver: `${application.first_name} ${application.last_name}`,
    employer: verification.employer_name,
    period: periodIn(translator.t, verification.period_from, verification.period_to),
    due: formatCalendarDay(due, translator.locale),
    expires: formatMoment(expires, zone, translator.locale),
    link,
    release: {
      name: verification.release_typed_name,
      signedAt: formatMoment(verification.release_signed_at, zone, translator.locale),
      title: release.title,
      text: release.text,
      ...(translation ? { translation: { title: translation.title, text: translation.text } } : {}),
    },
  };
}

function messageId(ctx: RequestContext): string {
  return `<${randomUUID()}@${new URL(ctx.config.publicUrl).hostname}>`;
}

/**
 * Sends a new request: a new link (any earlier one stops opening), the mail with the release, an
 * attempt row, and the reminders and the employer's clock started again from `now`. The caller
 * holds the check's row and has checked the release and the address.
 */
export async function sendRequest(
  ctx: RequestContext,
  tx: Executor,
  verification: EmployerVerification,
  now: Date,
  recordedBy: number | null = null,
): Promise<void> {
  const to = verification.contact_email;
  if (!to) throw new Error(`verification ${verification.id} has no address`);
  const nonce = newNonce();
  const token = employerToken(ctx.config.jwtSecret, verification.id, nonce);
  const expires = linkExpiry(now);
  const sent: EmployerVerification = {
    ...verification,
    status: 'sent',
    token_nonce: nonce,
    token_hash: hashToken(token),
    token_expires_at: expires,
    token_revoked_at: null,
    sent_at: now,
    reminders_sent: 0,
    next_reminder_at: nextReminderAt(now, ctx.config.verifications.reminderDays, now, ctx.config.timeZone),
  };
  await updateVerification(tx, verification.id, {
    status: sent.status,
    token_nonce: sent.token_nonce,
    token_hash: sent.token_hash,
    token_expires_at: sent.token_expires_at,
    token_revoked_at: null,
    sent_at: now,
    reminders_sent: 0,
    next_reminder_at: sent.next_reminder_at,
  });
  const application = await verificationApplication(tx, verification.application_id);
  const translator = (await employerTranslators())[verification.language];
  const facts = mailFacts(ctx, translator, application, sent, employerLink(ctx.config.publicUrl, token), expires);
  const id = messageId(ctx);
  const mail = verificationRequestMail(employerMailSetting(ctx, verification.language), to, facts);
  await queue(ctx, tx, 'verification_request', verification.user_id, {
    ...mail,
    headers: { ...mail.headers, 'Message-ID': id },
  });
  await insertAttempt(tx, {
    verification_id: verification.id,
    kind: 'request',
    channel: 'email',
    address: to,
    attempted_at: now,
    message_id: id,
    recorded_by: recordedBy,
  });
}

export interface Reminder {
  mail: OutboxMail;
  attempt: NewAttempt;
  /** The next reminder, or null when the schedule is over or would pass the link's expiry. */
  next: Date | null;
}

/**
 * One reminder of a sent request, with the same link, in the employer's language (`translators`,
 * from `employerTranslators`): its mail, its attempt and the next reminder, for the sweep to write
 * with the others of its batch; null when the request cannot be reminded.
 */
export function reminderOf(
  ctx: RequestContext,
  translators: Awaited<ReturnType<typeof employerTranslators>>,
  verification: EmployerVerification,
  application: ApplicationFacts,
  now: Date,
): Reminder | null {
  const to = verification.contact_email;
  if (!to || !verification.token_nonce || !verification.token_expires_at || !verification.sent_at) return null;
  const token = employerToken(ctx.config.jwtSecret, verification.id, verification.token_nonce);
  const link = employerLink(ctx.config.publicUrl, token);
  const translator = translators[verification.language];
  const facts = mailFacts(ctx, translator, application, verification, link, verification.token_expires_at);
  const id = messageId(ctx);
  const message = verificationReminderMail(employerMailSetting(ctx, verification.language), to, facts);
  const next = nextReminderAt(verification.sent_at, ctx.config.verifications.reminderDays, now, ctx.config.timeZone);
  return {
    mail: outboxMail(ctx, 'verification_reminder', verification.user_id, {
      ...message,
      headers: { ...message.headers, 'Message-ID': id },
    }),
    attempt: {
      verification_id: verification.id,
      kind: 'reminder',
      channel: 'email',
      address: to,
      attempted_at: now,
      message_id: id,
    },
    // No reminder after the link expired: a new request is the recruiter's to send.
    next: next && next < verification.token_expires_at ? next : null,
  };
}
