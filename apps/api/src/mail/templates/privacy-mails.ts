import type { MailMessage } from '../mailer.js';
import { compose, greeting, linesOf, type MailSetting } from './layout.js';

// The mails about a driver's data (decision 031), in the setting's language.

/** The export too large to download at once: a link of its own, for the signed-in driver only. */
export function privacyExportMail(
  setting: MailSetting,
  to: string,
  facts: { firstName: string; url: string; until: string },
): MailMessage {
  const { say } = setting;
  return compose(setting, to, {
    subject: say.t('privacy.api.exportReadySubject'),
    lines: [
      greeting(setting, facts.firstName),
      ...linesOf(setting, 'mail.privacy.exportReady.lines', { until: facts.until }),
    ],
    action: { label: say.t('mail.privacy.exportReady.action'), url: facts.url },
  });
}

/** The erasure request received: the account closed, the day of the erasure and what the law keeps. */
export function privacyErasureMail(
  setting: MailSetting,
  to: string,
  facts: {
    firstName: string;
    eraseAfter: string;
    /** Each record kept, its type and reason already in the setting's language. */
    held: { type: string; reason: string; until: string | null }[];
  },
): MailMessage {
  const { say } = setting;
  const kept = facts.held.map((record) =>
    say.t('mail.privacy.erasure.record', {
      type: record.type,
      reason: record.reason,
      until: record.until
        ? say.t('mail.privacy.erasure.until', { day: record.until })
        : say.t('mail.privacy.erasure.untilEmploymentEnds'),
    }),
  );
  return compose(setting, to, {
    subject: say.t('privacy.api.erasureReceivedSubject'),
    lines: [
      greeting(setting, facts.firstName),
      say.t('mail.privacy.erasure.closed', { after: facts.eraseAfter }),
      ...(kept.length ? [say.t('mail.privacy.erasure.kept'), ...kept] : []),
    ],
  });
}

/** The consent to be kept for future jobs ends soon: renew it from the account, or let it lapse. */
export function consentRenewalMail(
  setting: MailSetting,
  to: string,
  facts: { firstName: string; ends: string; url: string },
): MailMessage {
  const { say } = setting;
  return compose(setting, to, {
    subject: say.t('mail.privacy.consentRenewal.subject'),
    lines: [
      greeting(setting, facts.firstName),
      ...linesOf(setting, 'mail.privacy.consentRenewal.lines', { ends: facts.ends }),
    ],
    action: { label: say.t('mail.privacy.consentRenewal.action'), url: facts.url },
  });
}
