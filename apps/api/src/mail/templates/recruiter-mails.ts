import type { MailMessage } from '../mailer.js';
import { compose, type MailSetting } from './layout.js';

/** A recruiter hears of each submitted application; no personal document is attached. */
export function newApplicationMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; position: string; submittedAt: string; fileUrl: string },
): MailMessage {
  const t = setting.texts.newApplication;
  return compose(setting, to, {
    subject: t.subject(facts.driver, facts.position),
    lines: t.lines(facts.driver, facts.position, facts.submittedAt),
    action: { label: t.action, url: facts.fileUrl },
  });
}
