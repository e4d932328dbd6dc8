import type { MailMessage } from '../mailer.js';
import { compose, type MailSetting } from './layout.js';

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
  const t = setting.texts.applicationStarted;
  return compose(setting, facts.to, {
    subject: t.subject(facts.position),
    lines: [setting.texts.greeting(facts.firstName), ...t.lines(facts.position)],
    action: { label: t.action, url: continueUrl },
  });
}

export function applicationReminderMail(
  setting: MailSetting,
  facts: ApplicationMailFacts,
  continueUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const t = setting.texts.applicationReminder;
  return compose(setting, facts.to, {
    subject: t.subject(facts.position),
    lines: [setting.texts.greeting(facts.firstName), ...t.lines(facts.position)],
    action: { label: t.action, url: continueUrl },
    notes: [t.unsubscribe(unsubscribeUrl)],
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
  const t = reminder ? setting.texts.releasesReminder : setting.texts.releasesToSign;
  return compose(setting, facts.to, {
    subject: t.subject,
    lines: [setting.texts.greeting(facts.firstName), ...t.lines(facts.position, count)],
    action: { label: t.action, url: signUrl },
  });
}

/** `submittedAt` is already written in the carrier's time zone. */
export function applicationReceivedMail(
  setting: MailSetting,
  facts: ApplicationMailFacts,
  submittedAt: string,
): MailMessage {
  const t = setting.texts.applicationReceived;
  return compose(setting, facts.to, {
    subject: t.subject(facts.position),
    lines: [
      setting.texts.greeting(facts.firstName),
      ...t.lines(facts.position, submittedAt, setting.brand.companyPhone),
    ],
  });
}

export function applicationCancelledMail(setting: MailSetting, facts: ApplicationMailFacts): MailMessage {
  const t = setting.texts.applicationCancelled;
  return compose(setting, facts.to, {
    subject: t.subject(facts.position),
    lines: [setting.texts.greeting(facts.firstName), ...t.lines(facts.position, setting.brand.companyPhone)],
  });
}

/** To a recruiter allowed to release it: the driver asked to review an employer's answer (391.23(i)). */
export function reviewRequestedMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; employer: string; position: string; due: string; fileUrl: string },
): MailMessage {
  const t = setting.texts.reviewRequested;
  return compose(setting, to, {
    subject: t.subject(facts.driver),
    lines: t.lines(facts.driver, facts.employer, facts.position, facts.due),
    action: { label: t.action, url: facts.fileUrl },
  });
}

/** To the driver: the answer they asked to review is released to them. */
export function reviewReleasedMail(
  setting: MailSetting,
  facts: ApplicationMailFacts,
  employer: string,
  readUrl: string,
): MailMessage {
  const t = setting.texts.reviewReleased;
  return compose(setting, facts.to, {
    subject: t.subject(employer),
    lines: [setting.texts.greeting(facts.firstName), ...t.lines(employer)],
    action: { label: t.action, url: readUrl },
  });
}
