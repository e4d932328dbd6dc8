import { type Locale, pages } from '@roadhire/shared';
import { findApplicationMailFacts } from '../../data/mail-repository.js';
import type { Executor } from '../../db/client.js';
import { clearinghouseQueryDueMail } from '../templates/clearinghouse-mails.js';
import { positionIn } from './application-notices.js';
import { type MailContext, mailSetting, queue } from './notice-setting.js';

/**
 * The reminder of one due query to each administrator allowed to see investigation files, each in
 * their own language; queued in the transaction that takes the reminder, so it goes once.
 */
export async function enqueueQueryDueMails(
  ctx: MailContext,
  tx: Executor,
  due: { applicationId: number; dueOn: string; followUp: boolean },
  recipients: Array<{ email: string; language: Locale }>,
): Promise<void> {
  const facts = await findApplicationMailFacts(tx, due.applicationId);
  if (!facts) throw new Error(`application ${due.applicationId} not found for its mail`);
  const fileUrl = `${ctx.config.publicUrl}${pages.adminApplicant.href(due.applicationId)}`;
  for (const recipient of recipients) {
    const mail = clearinghouseQueryDueMail(mailSetting(ctx, recipient.language), recipient.email, {
      driver: `${facts.firstName} ${facts.lastName}`,
      position: positionIn(facts, recipient.language),
      dueOn: due.dueOn,
      followUp: due.followUp,
      fileUrl,
    });
    // The recruiters' mail, kept off the driver's list of mail received.
    await queue(ctx, tx, 'clearinghouse_query_due', null, mail);
  }
}
