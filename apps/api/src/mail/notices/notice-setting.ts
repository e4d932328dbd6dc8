import { inEnglish, type Locale, privacyPagePath, type Translator, translatorFor } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { MailMessage } from '../mailer.js';
import { enqueueMail, type OutboxMail } from '../outbox.js';
import type { MailSetting } from '../templates/layout.js';

/** Each language's translator, loaded once: a mail is composed where waiting is not possible. */
const translators: Record<Locale, Translator> = { en: inEnglish, fr: await translatorFor('fr') };

/** What queuing a mail needs of the app: its configuration. */
export type MailContext = Pick<AppContext, 'config'>;

/** The brand from configuration and the texts of the reader's language (decision 032). */
export function mailSetting(ctx: MailContext, language: Locale = 'en'): MailSetting {
  return {
    // The privacy page in the reader's language, as the rest of the mail.
    brand: { ...ctx.config.brand, privacyUrl: `${ctx.config.publicUrl}${privacyPagePath(language)}` },
    say: translators[language],
  };
}

/**
 * The setting of a mail to a previous employer (decision 030): the brand and the employer's
 * language, without the driver's privacy footer, which speaks of a driver's own data and choices.
 */
export function employerMailSetting(ctx: MailContext, language: Locale): MailSetting {
  const { privacyUrl: _driversPrivacy, ...brand } = mailSetting(ctx, language).brand;
  return { brand, say: translators[language] };
}

/** A mail for the outbox, its Message-ID on the portal's host. */
export function outboxMail(
  ctx: MailContext,
  kind: OutboxMail['kind'],
  userId: number | null,
  message: MailMessage,
): OutboxMail {
  return { kind, userId, message, domain: new URL(ctx.config.publicUrl).hostname };
}

/** Queues one mail in the caller's transaction. */
export function queue(
  ctx: MailContext,
  tx: Executor,
  kind: OutboxMail['kind'],
  userId: number | null,
  message: MailMessage,
): Promise<void> {
  return enqueueMail(tx, outboxMail(ctx, kind, userId, message));
}
