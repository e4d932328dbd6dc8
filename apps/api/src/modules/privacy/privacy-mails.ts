import { type HeldRecord, messages } from '@roadhire/shared';
import type { Executor } from '../../db/client.js';
import type { User } from '../../db/schema.js';
import { type MailContext, mailSetting, queue } from '../../mail/notices/notice-setting.js';
import { compose } from '../../mail/templates/layout.js';

// The mails of a driver's data (decision 031), each queued in the transaction of its request.

const m = messages.privacy;

type Account = Pick<User, 'id' | 'email' | 'first_name'>;

export function enqueuePrivacyMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  kind: 'privacy_erasure',
  details: { eraseAfter: Date; held: HeldRecord[] },
): Promise<void>;
export function enqueuePrivacyMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  kind: 'privacy_export',
  details: { url: string; expiresAt: Date },
): Promise<void>;
export function enqueuePrivacyMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  kind: 'privacy_erasure' | 'privacy_export',
  details: { eraseAfter?: Date; held?: HeldRecord[]; url?: string; expiresAt?: Date },
): Promise<void> {
  const setting = mailSetting(ctx);
  const greeting = setting.texts.greeting(user.first_name);
  if (kind === 'privacy_export') {
    const mail = compose(setting, user.email, {
      subject: m.api.exportReadySubject,
      lines: [
        greeting,
        `Your data is ready. The link works until ${details.expiresAt?.toISOString().slice(0, 16).replace('T', ' ')} UTC, and only when you are signed in.`,
      ],
      action: { label: 'Download my data', url: details.url ?? '' },
    });
    return queue(ctx, tx, kind, user.id, mail);
  }
  const held = details.held ?? [];
  const lines = [
    greeting,
    `Your account is closed. Your data will be erased after ${details.eraseAfter?.toISOString().slice(0, 10)}.`,
    ...(held.length
      ? [
          'The law keeps these records for now:',
          ...held.map(
            (record) =>
              `${m.recordTypes[record.record_type]}: ${record.reason} ${record.until ? `Until ${record.until}.` : 'Until employment ends and its period has passed.'}`,
          ),
        ]
      : []),
  ];
  return queue(ctx, tx, kind, user.id, compose(setting, user.email, { subject: m.api.erasureReceivedSubject, lines }));
}

/** The consent to be kept for future jobs ends soon: renew it from the account, or let it lapse. */
export function enqueueConsentRenewalMail(
  ctx: MailContext,
  tx: Executor,
  user: Account,
  expiresAt: Date,
): Promise<void> {
  const setting = mailSetting(ctx);
  const mail = compose(setting, user.email, {
    subject: 'Keep your profile for future jobs?',
    lines: [
      setting.texts.greeting(user.first_name),
      `You asked us to keep your profile for future jobs. That consent ends on ${expiresAt.toISOString().slice(0, 10)}; after it, your profile follows the usual retention period. To keep it another year, renew it from your account.`,
    ],
    action: { label: 'Renew or withdraw my consent', url: `${ctx.config.publicUrl}/profile#privacy` },
  });
  return queue(ctx, tx, 'privacy_consent_renewal', user.id, mail);
}
