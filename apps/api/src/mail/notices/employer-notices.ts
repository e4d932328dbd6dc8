import { verificationApplication } from '../../data/verifications-repository.js';
import type { Executor } from '../../db/client.js';
import type { EmployerVerification } from '../../db/schema.js';
import { formatMoment } from '../../lib/zoned-time.js';
import { verificationWithdrawnMail } from '../templates/verification-mails.js';
import { employerMailSetting, type MailContext, queue } from './notice-setting.js';

/**
 * Tells each previous employer holding a live request that it is withdrawn (decision 030), in the
 * check's language and with no reason: why the driver withdrew or asked for erasure is theirs.
 * Checks whose request never left, or whose last mail bounced, have no one to tell.
 */
export async function enqueueWithdrawnMails(ctx: MailContext, tx: Executor, withdrawn: EmployerVerification[]) {
  for (const row of withdrawn) {
    if (row.status !== 'sent' || !row.contact_email || !row.sent_at) continue;
    const application = await verificationApplication(tx, row.application_id);
    if (!application) continue;
    const mail = verificationWithdrawnMail(employerMailSetting(ctx, row.language), row.contact_email, {
      driver: `${application.first_name} ${application.last_name}`,
      carrier: ctx.config.carrier.legalName,
      sentOn: formatMoment(row.sent_at, ctx.config.timeZone, row.language),
    });
    await queue(ctx, tx, 'verification_withdrawn', row.user_id, mail);
  }
}
