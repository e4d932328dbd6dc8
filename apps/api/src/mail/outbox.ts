import { randomUUID } from 'node:crypto';
import type { MailKind } from '@roadhire/shared';
import { insertMailMessage } from '../data/mail-repository.js';
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
  const { message } = mail;
  await insertMailMessage(tx, {
    recipient: message.to,
    user_id: mail.userId,
    kind: mail.kind,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { 'Message-ID': `<${randomUUID()}@${mail.domain}>`, ...message.headers },
    language: message.language ?? 'en',
  });
}
