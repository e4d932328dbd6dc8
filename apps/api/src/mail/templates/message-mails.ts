import type { MailMessage } from '../mailer.js';
import { compose, greeting, linesOf, type MailSetting } from './layout.js';

// Messages between a recruiter and a driver (decision 035). Neither mail carries the message: a
// recruiter's or driver's free text may hold anything (a test result, a health matter), and the
// outbox keeps every mail and shows it to the team. The reader signs in to read it.

export function recruiterMessageMail(
  setting: MailSetting,
  to: string,
  facts: { firstName: string; position: string; recruiter: string },
  statusUrl: string,
): MailMessage {
  const { say } = setting;
  const values = { position: facts.position, recruiter: facts.recruiter, company: setting.brand.companyName };
  return compose(setting, to, {
    subject: say.t('mail.recruiterMessage.subject', values),
    lines: [greeting(setting, facts.firstName), ...linesOf(setting, 'mail.recruiterMessage.lines', values)],
    action: { label: say.t('mail.recruiterMessage.action'), url: statusUrl },
  });
}

export function driverMessageMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; position: string; sentAt: string },
  fileUrl: string,
): MailMessage {
  const { say } = setting;
  return compose(setting, to, {
    subject: say.t('mail.driverMessage.subject', facts),
    lines: linesOf(setting, 'mail.driverMessage.lines', facts),
    action: { label: say.t('mail.driverMessage.action'), url: fileUrl },
  });
}
