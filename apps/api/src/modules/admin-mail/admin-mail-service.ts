import type { AdminMailFailed, AdminMailMessageList, MailKind } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { countFailedMail, listMailForUser } from '../../data/mail-repository.js';

/** Every message to one account, newest first, with its text and how its sending went. */
export async function mailForUser(ctx: AppContext, userId: number): Promise<AdminMailMessageList> {
  const rows = await listMailForUser(ctx.db, userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as MailKind,
      recipient: row.recipient,
      subject: row.subject,
      text: row.text,
      language: row.language,
      status: row.status,
      tries: row.tries,
      queued_at: row.queued_at.toISOString(),
      sent_at: row.sent_at?.toISOString() ?? null,
      last_error: row.last_error,
    })),
  };
}

export async function failedMail(ctx: AppContext): Promise<AdminMailFailed> {
  return { failed: await countFailedMail(ctx.db) };
}
