import type { MailMessage } from '../mailer.js';
import { compose, greeting, linesOf, type MailSetting } from './layout.js';

// Mail to the driver about an application; `continueUrl` is the onboarding page of that application.

export interface ApplicationMailFacts {
  to: string;
  firstName: string;
  position: string;
}

export function applicationStartedMail(
  setting: MailSetting,
  facts: ApplicationMailFacts,
  continueUrl: string,
): MailMessage {
  const { say } = setting;
  const { position } = facts;
  return compose(setting, facts.to, {
    subject: say.t('mail.applicationStarted.subject', { position }),
    lines: [greeting(setting, facts.firstName), ...linesOf(setting, 'mail.applicationStarted.lines', { position })],
    action: { label: say.t('mail.applicationStarted.action'), url: continueUrl },
  });
}

export function applicationReminderMail(
  setting: MailSetting,
  facts: ApplicationMailFacts,
  continueUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const { say } = setting;
  const { position } = facts;
  return compose(setting, facts.to, {
    subject: say.t('mail.applicationReminder.subject', { position }),
    lines: [greeting(setting, facts.firstName), ...linesOf(setting, 'mail.applicationReminder.lines', { position })],
    action: { label: say.t('mail.applicationReminder.action'), url: continueUrl },
    notes: [say.t('mail.applicationReminder.unsubscribe', { url: unsubscribeUrl })],
  });
}

/** The releases the driver has not signed yet: the first request, or a reminder. */
export function releasesMail(
  setting: MailSetting,
  facts: ApplicationMailFacts,
  count: number,
  signUrl: string,
  reminder: boolean,
): MailMessage {
  const { say } = setting;
  const mail = reminder ? 'releasesReminder' : 'releasesToSign';
  return compose(setting, facts.to, {
    subject: say.t(`mail.${mail}.subject`),
    lines: [
      greeting(setting, facts.firstName),
      ...linesOf(setting, `mail.${mail}.lines`, { position: facts.position, count: String(count) }),
    ],
    action: { label: say.t(`mail.${mail}.action`), url: signUrl },
  });
}

/** `submittedAt` is already written in the carrier's time zone. */
export function applicationReceivedMail(
  setting: MailSetting,
  facts: ApplicationMailFacts,
  submittedAt: string,
): MailMessage {
  const { say, brand } = setting;
  const { position } = facts;
  return compose(setting, facts.to, {
    subject: say.t('mail.applicationReceived.subject', { position }),
    lines: [
      greeting(setting, facts.firstName),
      ...linesOf(setting, 'mail.applicationReceived.lines', { position, submittedAt, phone: brand.companyPhone }),
    ],
  });
}

export function applicationCancelledMail(setting: MailSetting, facts: ApplicationMailFacts): MailMessage {
  const { say, brand } = setting;
  const { position } = facts;
  return compose(setting, facts.to, {
    subject: say.t('mail.applicationCancelled.subject', { position }),
    lines: [
      greeting(setting, facts.firstName),
      ...linesOf(setting, 'mail.applicationCancelled.lines', { position, phone: brand.companyPhone }),
    ],
  });
}

/** To a recruiter allowed to release it: the driver asked to review an employer's answer (391.23(i)). */
export function reviewRequestedMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; employer: string; position: string; due: string; fileUrl: string },
): MailMessage {
  const { say } = setting;
  const { driver, employer, position, due } = facts;
  return compose(setting, to, {
    subject: say.t('mail.reviewRequested.subject', { driver }),
    lines: linesOf(setting, 'mail.reviewRequested.lines', { driver, employer, position, due }),
    action: { label: say.t('mail.reviewRequested.action'), url: facts.fileUrl },
  });
}

/** To the driver: the answer they asked to review is released to them. */
export function reviewReleasedMail(
  setting: MailSetting,
  facts: ApplicationMailFacts,
  employer: string,
  readUrl: string,
): MailMessage {
  const { say } = setting;
  return compose(setting, facts.to, {
    subject: say.t('mail.reviewReleased.subject', { employer }),
    lines: [greeting(setting, facts.firstName), ...linesOf(setting, 'mail.reviewReleased.lines', { employer })],
    action: { label: say.t('mail.reviewReleased.action'), url: readUrl },
  });
}
