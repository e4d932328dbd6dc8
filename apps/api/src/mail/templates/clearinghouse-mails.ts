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
  const { say } = setting;
  const { driver, position, dueOn: date } = facts;
  const due = facts.followUp ? 'mail.clearinghouseQueryDue.followUp' : 'mail.clearinghouseQueryDue.annual';
  return compose(setting, to, {
    subject: say.t('mail.clearinghouseQueryDue.subject', { driver, date }),
    lines: [say.t(due, { driver, position, date }), say.t('mail.clearinghouseQueryDue.record')],
    action: { label: say.t('mail.clearinghouseQueryDue.action'), url: facts.fileUrl },
  });
}
