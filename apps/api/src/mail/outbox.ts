import { randomUUID } from 'node:crypto';
import type { MailKind } from '@roadhire/shared';
import { insertMailMessages, type NewMailMessage } from '../data/mail-repository.js';
import type { Executor } from '../db/client.js';
import type { MailMessage } from './mailer.js';

export interface OutboxMail {
  kind: MailKind;
  /** The account the mail is about, so recruiters find it on the applicant file; null for HR_EMAIL. */
  userId: number | null;
  message: MailMessage;
  /** The domain of the Message-ID: the portal's own host. */
  domain: string;
}

/**
 * Records a mail in the outbox (decision 018). Call it with the transaction of the event that
 * causes the mail: both are kept or neither. The worker sends it after the commit; the Message-ID
 * made here stays the same on every try, so a retry after a crash is the same mail to the reader.
 */
export async function enqueueMail(tx: Executor, mail: OutboxMail): Promise<void> {
  await enqueueMails(tx, [mail]);
}

/** Records several mails in the outbox at once, each as `enqueueMail` would (a sweep's reminders). */
export async function enqueueMails(tx: Executor, mails: OutboxMail[]): Promise<void> {
  await insertMailMessages(tx, mails.map(outboxRow));
}

function outboxRow({ message, userId, kind, domain }: OutboxMail): NewMailMessage {
  return {
    recipient: message.to,
    user_id: userId,
    kind,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { 'Message-ID': `<${randomUUID()}@${domain}>`, ...message.headers },
    language: message.language ?? 'en',
  };
}
