import type { MailMessage } from '../mailer.js';
import { compose, linesOf, type MailSetting } from './layout.js';

export interface RequestMailFacts {
  carrier: string;
  driver: string;
  employer: string;
  period: string;
  /** The employer's 30 days from the request (391.23(g)): the day to answer by. */
  due: string;
  /** When the link stops opening: later than `due`, so a late answer still reaches the carrier. */
  expires: string;
  link: string;
  /** The driver's release for this employer, attached in the mail's words (49 CFR 40.25(f)). */
  release: {
    name: string;
    signedAt: string;
    title: string;
    text: string;
    translation?: { title: string; text: string };
  };
}

/** The release as signed, then the carrier's translation of it in the mail's language, if any. */
function releaseNotes(setting: MailSetting, release: RequestMailFacts['release']): string[] {
  const { say } = setting;
  const { name, signedAt, title } = release;
  const signed = [say.t('mail.verification.request.release', { name, signedAt, title }), release.text];
  if (!release.translation) return signed;
  const translated = say.t('mail.verification.request.releaseTranslation', { title: release.translation.title });
  return [...signed, translated, release.translation.text];
}

/** What a request and its reminders say of it. */
const requestValues = ({ carrier, driver, employer, period, due, expires }: RequestMailFacts) => ({
  carrier,
  driver,
  employer,
  period,
  due,
  expires,
});

/** The request to a previous employer, with the driver's signed release and the single-use link. */
export function verificationRequestMail(setting: MailSetting, to: string, facts: RequestMailFacts): MailMessage {
  const { say } = setting;
  return compose(setting, to, {
    subject: say.t('mail.verification.request.subject', { driver: facts.driver, carrier: facts.carrier }),
    lines: linesOf(setting, 'mail.verification.request.lines', requestValues(facts)),
    action: { label: say.t('mail.verification.request.action'), url: facts.link },
    notes: releaseNotes(setting, facts.release),
  });
}

/** A reminder of an unanswered request: the same link. */
export function verificationReminderMail(setting: MailSetting, to: string, facts: RequestMailFacts): MailMessage {
  const { say } = setting;
  return compose(setting, to, {
    subject: say.t('mail.verification.reminder.subject', { driver: facts.driver, carrier: facts.carrier }),
    lines: linesOf(setting, 'mail.verification.reminder.lines', requestValues(facts)),
    action: { label: say.t('mail.verification.reminder.action'), url: facts.link },
    notes: releaseNotes(setting, facts.release),
  });
}

/** The responder's copy of their answer, as stored, with its fingerprint. */
export function verificationCopyMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; carrier: string; receivedAt: string; sha256: string; answerLines: string[] },
): MailMessage {
  const { say } = setting;
  const { driver, carrier, receivedAt, sha256 } = facts;
  return compose(setting, to, {
    subject: say.t('mail.verification.copy.subject', { driver }),
    lines: [
      ...linesOf(setting, 'mail.verification.copy.lines', { driver, carrier, receivedAt, sha256 }),
      ...facts.answerLines,
      say.t('mail.verification.copy.fingerprint', { sha256 }),
    ],
  });
}

/** The notice that a request is withdrawn, naming no reason. */
export function verificationWithdrawnMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; carrier: string; sentOn: string },
): MailMessage {
  const { say } = setting;
  const { driver, carrier, sentOn } = facts;
  return compose(setting, to, {
    subject: say.t('mail.verification.withdrawn.subject', { driver, carrier }),
    lines: linesOf(setting, 'mail.verification.withdrawn.lines', { driver, carrier, sentOn }),
  });
}

/** The driver's correction request, to the previous employer, with the driver's own words. */
export function verificationCorrectionMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; carrier: string; address: string; receivedAt: string; sha256: string; text: string },
): MailMessage {
  const { say } = setting;
  const { driver, carrier, address, receivedAt, sha256 } = facts;
  return compose(setting, to, {
    subject: say.t('mail.verification.correction.subject', { driver, carrier }),
    lines: linesOf(setting, 'mail.verification.correction.lines', { driver, carrier, address, receivedAt, sha256 }),
    notes: [facts.text],
  });
}
