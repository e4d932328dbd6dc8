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
