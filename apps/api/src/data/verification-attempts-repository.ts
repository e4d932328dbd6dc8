import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { mailMessages, type VerificationAttemptRow, verificationAttempts } from '../db/schema.js';

// The attempts of previous-employer checks (decision 030): each request, reminder, call, fax or
// letter, and a mailed attempt's outcome read from the outbox by its Message-ID.

export type NewAttempt = typeof verificationAttempts.$inferInsert;

export async function insertAttempt(db: Executor, row: NewAttempt): Promise<void> {
  await db.insert(verificationAttempts).values(row);
}

export async function insertAttempts(db: Executor, rows: NewAttempt[]): Promise<void> {
  if (rows.length > 0) await db.insert(verificationAttempts).values(rows);
}

export type AttemptWithMail = VerificationAttemptRow & {
  mail_status: string | null;
  mail_error: string | null;
};

/**
 * Every attempt of these checks, oldest first; a mail's outcome is its outbox row's state, found by
 * its Message-ID among the mail about the driver (the outbox's index by account keeps this short).
 */
export async function listAttempts(
  db: Executor,
  verificationIds: number[],
  userIds: number[],
): Promise<AttemptWithMail[]> {
  if (verificationIds.length === 0) return [];
  const mail = db
    .select({
      mail_message_id: sql<string>`${mailMessages.headers} ->> 'Message-ID'`.as('mail_message_id'),
      status: mailMessages.status,
      last_error: mailMessages.last_error,
    })
    .from(mailMessages)
    .where(inArray(mailMessages.user_id, userIds))
    .as('mail');
  const rows = await db
    .select({ attempt: verificationAttempts, mail_status: mail.status, mail_error: mail.last_error })
    .from(verificationAttempts)
    .leftJoin(mail, eq(mail.mail_message_id, verificationAttempts.message_id))
    .where(inArray(verificationAttempts.verification_id, verificationIds))
    .orderBy(asc(verificationAttempts.attempted_at), asc(verificationAttempts.id));
  return rows.map((row) => ({ ...row.attempt, mail_status: row.mail_status, mail_error: row.mail_error }));
}

/** Message-IDs among these that the outbox gave up on (a bounce, for the sweep). */
export async function failedMessageIds(db: Executor, messageIds: string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sql<string>`${mailMessages.headers} ->> 'Message-ID'` })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.status, 'failed'),
        sql`${mailMessages.headers} ->> 'Message-ID' in (${sql.join(
          messageIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The newest mail attempt of each check: the one a bounce is judged on. */
export async function latestMailAttempts(db: Executor, verificationIds: number[]): Promise<Map<number, string>> {
  if (verificationIds.length === 0) return new Map();
  const rows = await db
    .select({ verification_id: verificationAttempts.verification_id, message_id: verificationAttempts.message_id })
    .from(verificationAttempts)
    .where(
      and(
        inArray(verificationAttempts.verification_id, verificationIds),
        eq(verificationAttempts.channel, 'email'),
        isNotNull(verificationAttempts.message_id),
      ),
    )
    .orderBy(asc(verificationAttempts.id));
  // Oldest first, so each check keeps its newest.
  return new Map(rows.flatMap((row) => (row.message_id ? [[row.verification_id, row.message_id] as const] : [])));
}
