import { randomUUID } from 'node:crypto';
import { EMPLOYER_MAIL_KINDS, INVESTIGATION_MAIL_KINDS, ROLE_ADMIN } from '@roadhire/shared';
import { and, count, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, type MailMessageRow, mailMessages, positions, users } from '../db/schema.js';
import { type ApplicantScope, driverScopeCondition, seesApplicationCondition } from './applicant-scope.js';

// The mail outbox (decision 018). Times come from the database clock, so several processes agree.

export type NewMailMessage = typeof mailMessages.$inferInsert;

/**
 * The parts a mail keeps once it will not be sent again (sent, or failed for good): its links that
 * carry a secret taken out, since no one reading the outbox afterwards is their recipient.
 */
export interface KeptCopy {
  text: string;
  html: string;
}

export async function insertMailMessage(db: Executor, row: NewMailMessage): Promise<void> {
  await insertMailMessages(db, [row]);
}

/** Several mails in one statement: a sweep's batch of reminders costs one round trip, not one each. */
export async function insertMailMessages(db: Executor, rows: NewMailMessage[]): Promise<void> {
  if (rows.length > 0) await db.insert(mailMessages).values(rows);
}

const millis = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

/**
 * Claims up to `limit` due messages for one worker: each gets a new claim token, one more try,
 * and a lease (next_try_at moved to the lease's end). Rows another worker is claiming right now are
 * skipped (SKIP LOCKED); a row whose lease ran out, because its worker died, is due again.
 */
export async function claimDueMail(
  db: Executor,
  limit: number,
  leaseMs: number,
): Promise<{ claim: string; rows: MailMessageRow[] }> {
  const claim = randomUUID();
  const due = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.status, 'waiting'), lte(mailMessages.next_try_at, sql`now()`)))
    .orderBy(mailMessages.next_try_at, mailMessages.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailMessages)
    .set({ claim_token: claim, tries: sql`${mailMessages.tries} + 1`, next_try_at: millis(leaseMs) })
    .where(inArray(mailMessages.id, due))
    .returning();
  return { claim, rows };
}

/** Only the worker holding the claim writes the outcome; one whose lease was taken over writes nothing. */
const heldBy = (id: number, claim: string) => and(eq(mailMessages.id, id), eq(mailMessages.claim_token, claim));

/**
 * Marks a message this worker handed to SMTP as sent. Unlike the other outcomes it does not ask for
 * the claim: the message went, whoever holds the row now (a lease that ran out while the database
 * was away), so it must not go again; only a message already sent or failed is left as it is.
 */
export async function markMailSentAfterSending(db: Executor, id: number, kept: KeptCopy): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'sent', sent_at: sql`now()`, claim_token: null, last_error: null, ...kept })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'waiting')));
}

export async function markMailRetry(
  db: Executor,
  id: number,
  claim: string,
  error: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ next_try_at: millis(delayMs), claim_token: null, last_error: error })
    .where(heldBy(id, claim));
}

export async function markMailFailed(
  db: Executor,
  id: number,
  claim: string,
  error: string,
  kept: KeptCopy,
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'failed', claim_token: null, last_error: error, ...kept })
    .where(heldBy(id, claim));
}

/** The mails sent to an account, newest first: not those about it to a previous employer. */
export async function listMailForUser(
  db: Executor,
  userId: number,
  reader: { investigations: boolean },
): Promise<MailMessageRow[]> {
  // The investigation file's mails only for a reader who may read it (decision 035).
  const hidden = [...EMPLOYER_MAIL_KINDS, ...(reader.investigations ? [] : INVESTIGATION_MAIL_KINDS)];
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.user_id, userId), notInArray(mailMessages.kind, hidden)))
    .orderBy(desc(mailMessages.queued_at), desc(mailMessages.id));
}

/** Mails failed for good, of the drivers the reader sees (issue 43). */
export async function countFailedMail(db: Executor, scope: ApplicantScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailMessages)
    .where(and(eq(mailMessages.status, 'failed'), driverScopeCondition(scope, mailMessages.user_id)));
  return row?.n ?? 0;
}

/** What a mail about an application names: the driver, the position, and the application's state. */
export async function findApplicationMailFacts(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      submittedAt: applications.submitted_at,
      userId: users.id,
      email: users.email,
      firstName: users.first_name,
      lastName: users.last_name,
      // The driver's mails are in their language, naming the job as its page in that language does.
      language: users.language,
      position: positions.p_position_title,
      positionFr: positions.p_position_title_fr,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .where(eq(applications.id, applicationId));
  return row;
}
export type ApplicationMailFacts = NonNullable<Awaited<ReturnType<typeof findApplicationMailFacts>>>;

/**
 * Administrators who asked for a mail on each submitted application and see this one (their limits
 * include it), with the language they read.
 */
export async function listNotifiedAdmins(db: Executor, applicationId: number) {
  return db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(eq(users.role, ROLE_ADMIN), eq(users.notify_new_applications, true), seesApplicationCondition(applicationId)),
    );
}

/** Applications in progress untouched since `touchedBefore`, of accounts that did not stop reminders. */
export async function listRemindableApplications(db: Executor, touchedBefore: Date) {
  return db
    .select({
      applicationId: applications.id,
      updatedAt: applications.updated_at,
      remindersSent: applications.reminders_sent,
      remindedFor: applications.reminded_for,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .where(
      and(
        eq(applications.status, 'in_progress'),
        lte(applications.updated_at, touchedBefore),
        isNull(users.reminders_stopped_at),
      ),
    );
}

/**
 * Counts a reminder, only while the application is still in progress, untouched since `touchedAt`
 * and its account still takes reminders; true when it did (then the caller queues the mail in the
 * same transaction). `updated_at` stays: a reminder is not the driver's touch.
 */
export async function recordReminder(
  db: Executor,
  applicationId: number,
  touchedAt: Date,
  remindersSent: number,
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ reminders_sent: remindersSent, reminded_for: touchedAt })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.status, 'in_progress'),
        // The database keeps microseconds; the time read back into JavaScript has milliseconds.
        sql`date_trunc('milliseconds', ${applications.updated_at}) = ${touchedAt.toISOString()}::timestamptz`,
        // Another process counting the same reminder first makes this one write nothing.
        sql`(${applications.reminded_for} is distinct from ${touchedAt.toISOString()}::timestamptz or ${applications.reminders_sent} < ${remindersSent})`,
        sql`not exists (select 1 from ${users} where ${users.id} = ${applications.user_id} and ${users.reminders_stopped_at} is not null)`,
      ),
    )
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** The unsubscribe link: reminders stop, every other mail still goes. */
export async function stopReminders(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ reminders_stopped_at: sql`coalesce(${users.reminders_stopped_at}, now())` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
