import type { MailMessage } from '../mailer.js';
import { compose, type MailSetting } from './layout.js';

/**
 * A query of a hired driver is due (49 CFR 382.701): the yearly one, or the full query a limited one
 * that found information calls for. Names the driver and the job, links the applicant file.
 */
export function clearinghouseQueryDueMail(
  setting: MailSetting,
  to: string,
  facts: { driver: string; position: string; dueOn: string; followUp: boolean; fileUrl: string },
): MailMessage {
  const t = setting.texts.clearinghouseQueryDue;
  const due = facts.followUp ? t.followUp : t.annual;
  return compose(setting, to, {
    subject: t.subject(facts.driver, facts.dueOn),
    lines: [due(facts.driver, facts.position, facts.dueOn), t.record],
    action: { label: t.action, url: facts.fileUrl },
  });
}
