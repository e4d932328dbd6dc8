import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@roadhire/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, logged when mail goes to the outbox. */
  link?: string;
  /** Headers such as Message-ID and List-Unsubscribe, sent as they are (decision 018). */
  headers?: Record<string, string>;
  /** The language it is written in, kept on the outbox row (decision 032). */
  language?: Locale;
}

/** Nodemailer's fields: a stored Message-ID is kept, so a retry is the same mail to the reader. */
function envelopeOf(from: string, message: MailMessage) {
  const { 'Message-ID': messageId, ...headers } = message.headers ?? {};
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers,
    ...(messageId ? { messageId } : {}),
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each mail becomes an `.eml` file in `outboxDir`
 * and a log line with its link (outside production), so `npm start` works with no mail server (DESIGN).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Whether the outbox's log line carries the mail's link: never in production. */
  logLinks: boolean;
}): Mailer {
  const { smtpUrl, from, outboxDir, log, logLinks } = options;
  if (smtpUrl) {
    // One connection kept open for the mails that follow: the outbox sends in bursts (a receipt, then
    // HR and each opted-in administrator), and a new connection costs the server's greeting each time.
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
    return {
      async send(message) {
        await transport.sendMail(envelopeOf(from, message));
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(from, message));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      // The link in the log lets a developer without a mail server follow it; a production log's
      // reader is not the mail's recipient, so there it names the file alone.
      // Mail sent from the outbox table carries no `link` of its own: its text names it.
      const link = logLinks ? (message.link ?? firstLinkIn(message.text)) : undefined;
      log.info({ to: message.to, subject: message.subject, link, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}

/** The first web address in a mail's text: the one its button leads to (templates/layout.ts). */
function firstLinkIn(text: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
}
