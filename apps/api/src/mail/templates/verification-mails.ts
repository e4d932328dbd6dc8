import type { MailMessage } from '../mailer.js';
import { compose, type MailSetting } from './layout.js';

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
  const t = setting.texts.verification.request;
  const signed = [t.release(release.name, release.signedAt, release.title), release.text];
  if (!release.translation) return signed;
  return [...signed, t.releaseTranslation(release.translation.title), release.translation.text];
}

/** The request to a previous employer, with the driver's signed release and the single-use link. */
export function verificationRequestMail(setting: MailSetting, to: string, facts: RequestMailFacts): MailMessage {
  const t = setting.texts.verification.request;
  return compose(setting, to, {
    subject: t.subject(facts.driver, facts.carrier),
    lines: t.lines(facts),
    action: { label: t.action, url: facts.link },
    notes: releaseNotes(setting, facts.release),
  });
}

/** A reminder of an unanswered request: the same link. */
export function verificationReminderMail(setting: MailSetting, to: string, facts: RequestMailFacts): MailMessage {
  const t = setting.texts.verification.reminder;
  return compose(setting, to, {
    subject: t.subject(facts.driver, facts.carrier),
    lines: t.lines(facts),
    action: { label: t.action, url: facts.link },
    notes: releaseNotes(setting, facts.release),
  });
}

/** The responder's copy of their answer, as stored, with its fingerprint. */
export function verificationCopyMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; carrier: string; receivedAt: string; sha256: string; answerLines: string[] },
): MailMessage {
  const t = setting.texts.verification.copy;
  return compose(setting, to, {
    subject: t.subject(facts.driver),
    lines: [...t.lines(facts), ...facts.answerLines, t.fingerprint(facts.sha256)],
  });
}

/** The notice that a request is withdrawn, naming no reason. */
export function verificationWithdrawnMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; carrier: string; sentOn: string },
): MailMessage {
  const t = setting.texts.verification.withdrawn;
  return compose(setting, to, { subject: t.subject(facts.driver, facts.carrier), lines: t.lines(facts) });
}

/** The driver's correction request, to the previous employer, with the driver's own words. */
export function verificationCorrectionMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; carrier: string; address: string; receivedAt: string; sha256: string; text: string },
): MailMessage {
  const t = setting.texts.verification.correction;
  return compose(setting, to, {
    subject: t.subject(facts.driver, facts.carrier),
    lines: t.lines(facts),
    notes: [facts.text],
  });
}
