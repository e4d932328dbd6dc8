import type { MailMessage } from '../mailer.js';
import { compose, linesOf, type MailSetting } from './layout.js';

/** A recruiter hears of each submitted application; no personal document is attached. */
export function newApplicationMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; position: string; submittedAt: string; fileUrl: string },
): MailMessage {
  const { say } = setting;
  const { driver, position, submittedAt } = facts;
  return compose(setting, to, {
    subject: say.t('mail.newApplication.subject', { driver, position }),
    lines: linesOf(setting, 'mail.newApplication.lines', { driver, position, submittedAt }),
    action: { label: say.t('mail.newApplication.action'), url: facts.fileUrl },
  });
}
