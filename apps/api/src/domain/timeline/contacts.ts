import type { AdminContact, AdminContactRecord, ContactChannel, ContactOutcome } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { type ContactRow, insertContact } from '../../data/application-contacts-repository.js';
import { lockApplication } from '../../data/applications-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import { HttpError } from '../../lib/http-error.js';

// A recruiter logs a call, voicemail, text or mail to the driver (issue 43). The contact is written
// at the carrier's clock (`ctx.now`), so the first-contact clock and the claim's lapse, which read
// the latest one, can be tried on a test clock.

export const toContactRecord = (row: ContactRow): AdminContactRecord => ({
  ...row,
  channel: row.channel as ContactChannel,
  outcome: row.outcome as ContactOutcome,
  contacted_at: row.contacted_at.toISOString(),
});

/** Logs a contact with the driver of an application and audits it, in one transaction. */
export async function logContact(
  ctx: AppContext,
  actorId: number,
  applicationId: number,
  contact: AdminContact,
): Promise<AdminContactRecord> {
  return ctx.db.transaction(async (tx) => {
    // The row lock orders a contact after a claim or reassignment being written at the same time.
    if (!(await lockApplication(tx, applicationId))) throw new HttpError(404, 'api.notFound');
    const row = await insertContact(tx, {
      application_id: applicationId,
      actor_id: actorId,
      channel: contact.channel,
      outcome: contact.outcome,
      note: contact.note,
      contacted_at: ctx.now(),
    });
    // The note is the driver's personal information: the audit log says what was done, not what was said.
    await recordAudit(tx, actorId, {
      action: 'application.contact',
      target_type: 'application',
      target_id: applicationId,
      details: { contact_id: row.id, channel: contact.channel, outcome: contact.outcome },
    });
    return toContactRecord(row);
  });
}
