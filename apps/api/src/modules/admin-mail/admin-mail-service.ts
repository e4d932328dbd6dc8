import { type AdminMailFailed, type AdminMailMessageList, type MailKind, translatorFor } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import type { ApplicantScope } from '../../data/applicant-scope.js';
import { recordAudit } from '../../data/audit-repository.js';
import { countFailedMail, listMailForUser } from '../../data/mail-repository.js';
import { permissionsOf } from '../../domain/team/permissions.js';
import { hideSecretLinks } from '../../lib/secret-links.js';

/**
 * Every message to one account, newest first, with its text and how its sending went. A link only
 * the recipient may open (a reset, verification or address-change link) is not shown: an
 * administrator who read it could take over the account (decision 018). Each read is in the audit
 * log: the messages are the driver's personal information. The mails of the investigation file
 * (the releases, an answer's review) reach only a reader with `investigations` (decision 035).
 */
export async function mailForUser(ctx: AppContext, readerId: number, userId: number): Promise<AdminMailMessageList> {
  const held = await permissionsOf(ctx.db, readerId, ctx.config.admin?.email);
  const rows = await listMailForUser(ctx.db, userId, { investigations: held.has('investigations') });
  await recordAudit(ctx.db, readerId, { action: 'mail.read', target_type: 'user', target_id: userId });
  const hidden = {
    en: (await translatorFor('en')).t('adminApplications.driverMail.linkHidden'),
    fr: (await translatorFor('fr')).t('adminApplications.driverMail.linkHidden'),
  };
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as MailKind,
      recipient: row.recipient,
      subject: row.subject,
      // The stand-in is in the mail's own language, as the text around it.
      text: hideSecretLinks(row.text, hidden[row.language]),
      language: row.language,
      status: row.status,
      tries: row.tries,
      queued_at: row.queued_at.toISOString(),
      sent_at: row.sent_at?.toISOString() ?? null,
      last_error: row.last_error,
    })),
  };
}

export async function failedMail(ctx: AppContext, scope: ApplicantScope): Promise<AdminMailFailed> {
  return { failed: await countFailedMail(ctx.db, scope) };
}
