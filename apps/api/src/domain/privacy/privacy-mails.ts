import { translatorFor } from '@roadhire/shared';
import type { Executor } from '../../db/client.js';
import type { User } from '../../db/schema.js';
import { sayIn } from '../../lib/said.js';
import { type MailContext, mailSetting, queue } from '../../mail/notices/notice-setting.js';
import { consentRenewalMail, privacyErasureMail, privacyExportMail } from '../../mail/templates/privacy-mails.js';
import type { HeldRule } from './retention.js';

// The mails of a driver's data (decision 031), each queued in the transaction of its request, in
// the driver's language.

type Account = Pick<User, 'id' | 'email' | 'first_name' | 'language'>;

export function enqueuePrivacyMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  kind: 'privacy_erasure',
  details: { eraseAfter: Date; held: HeldRule[] },
): Promise<void>;
export function enqueuePrivacyMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  kind: 'privacy_export',
  details: { url: string; expiresAt: Date },
): Promise<void>;
export async function enqueuePrivacyMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  kind: 'privacy_erasure' | 'privacy_export',
  details: { eraseAfter?: Date; held?: HeldRule[]; url?: string; expiresAt?: Date },
): Promise<void> {
  const setting = mailSetting(ctx, user.language);
  if (kind === 'privacy_export') {
    const until = details.expiresAt?.toISOString().slice(0, 16).replace('T', ' ') ?? '';
    const mail = privacyExportMail(setting, user.email, { firstName: user.first_name, url: details.url ?? '', until });
    return queue(ctx, tx, kind, user.id, mail);
  }
  // The record types and the rules' reasons are the catalogues' texts, said in the driver's language.
  const translator = await translatorFor(user.language);
  const mail = privacyErasureMail(setting, user.email, {
    firstName: user.first_name,
    eraseAfter: details.eraseAfter?.toISOString().slice(0, 10) ?? '',
    held: (details.held ?? []).map((record) => ({
      type: translator.t(`privacy.recordTypes.${record.record_type}`),
      reason: sayIn(translator, record.reason),
      until: record.until,
    })),
  });
  return queue(ctx, tx, kind, user.id, mail);
}

/** The consent to be kept for future jobs ends soon: renew it from the account, or let it lapse. */
export function enqueueConsentRenewalMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  expiresAt: Date,
): Promise<void> {
  const mail = consentRenewalMail(mailSetting(ctx, user.language), user.email, {
    firstName: user.first_name,
    ends: expiresAt.toISOString().slice(0, 10),
    url: `${ctx.config.publicUrl}/profile#privacy`,
  });
  return queue(ctx, tx, 'privacy_consent_renewal', user.id, mail);
}
