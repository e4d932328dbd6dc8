import type { MailMessage } from '../mailer.js';
import { compose, type MailSetting } from './layout.js';

// The mails about a driver's data (decision 031), in the setting's language.

/** The export too large to download at once: a link of its own, for the signed-in driver only. */
export function privacyExportMail(
  setting: MailSetting,
  to: string,
  facts: { firstName: string; url: string; until: string },
): MailMessage {
  const t = setting.texts.privacy.exportReady;
  return compose(setting, to, {
    subject: t.subject,
    lines: [setting.texts.greeting(facts.firstName), ...t.lines(facts.until)],
    action: { label: t.action, url: facts.url },
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
  const t = setting.texts.privacy.erasure;
  const kept = facts.held.map((record) =>
    t.record(record.type, record.reason, record.until ? t.until(record.until) : t.untilEmploymentEnds),
  );
  return compose(setting, to, {
    subject: t.subject,
    lines: [
      setting.texts.greeting(facts.firstName),
      t.closed(facts.eraseAfter),
      ...(kept.length ? [t.kept, ...kept] : []),
    ],
  });
}

/** The consent to be kept for future jobs ends soon: renew it from the account, or let it lapse. */
export function consentRenewalMail(
  setting: MailSetting,
  to: string,
  facts: { firstName: string; ends: string; url: string },
): MailMessage {
  const t = setting.texts.privacy.consentRenewal;
  return compose(setting, to, {
    subject: t.subject,
    lines: [setting.texts.greeting(facts.firstName), ...t.lines(facts.ends)],
    action: { label: t.action, url: facts.url },
  });
}
