import { OPEN_VERIFICATION_STATUSES } from '@roadhire/shared';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, employerVerifications, mailMessages, users } from '../db/schema.js';

// The sweep of previous-employer checks (decision 030): reminders due, checks past the carrier's
// deadline, releases still unsigned. Batches are locked FOR UPDATE SKIP LOCKED and written in one
// statement each, so several processes can sweep at once.

/** After a batch of reminders: one more sent for each, and each one's next reminder, in one statement. */
export async function recordReminders(db: Executor, next: Array<{ id: number; next: Date | null }>): Promise<void> {
  if (next.length === 0) return;
  const values = sql.join(
    next.map((row) => sql`(${row.id}::int, ${row.next?.toISOString() ?? null}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update employer_verifications as v
    set reminders_sent = v.reminders_sent + 1, next_reminder_at = n.next
    from (values ${values}) as n(id, next)
    where v.id = n.id`);
}

/**
 * Sent checks whose next reminder came due by `now`, their rows locked and skipped by any other
 * sweeper (SKIP LOCKED), so several processes can sweep at once.
 */
export function lockDueReminders(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(employerVerifications)
    .where(
      and(
        eq(employerVerifications.status, 'sent'),
        isNotNull(employerVerifications.next_reminder_at),
        lte(employerVerifications.next_reminder_at, now),
      ),
    )
    .orderBy(asc(employerVerifications.next_reminder_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Closes a batch at the carrier's deadline: each with its own good-faith record, in one statement. */
export async function closeWithGoodFaith(
  db: Executor,
  rows: Array<{ id: number; text: string; sha256: string }>,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.text}::text, ${row.sha256}::varchar)`),
    sql`, `,
  );
  await db.execute(sql`
    update employer_verifications as v
    set status = 'no_response', status_reason = null, next_reminder_at = null, closed_at = ${now.toISOString()}::timestamptz,
        good_faith = g.text, good_faith_sha256 = g.sha256
    from (values ${values}) as g(id, text, sha256)
    where v.id = g.id`);
}

/**
 * Open checks of hired drivers whose carrier's deadline (hire date + `days`) is on or before
 * `today`, their rows locked and skipped by any other sweeper.
 */
export function lockPastCarrierDeadline(db: Executor, today: string, days: number, limit: number) {
  return db
    .select({ verification: employerVerifications })
    .from(employerVerifications)
    .innerJoin(applications, eq(applications.id, employerVerifications.application_id))
    .where(
      and(
        inArray(employerVerifications.status, [...OPEN_VERIFICATION_STATUSES]),
        isNotNull(applications.hiredOn),
        sql`${applications.hiredOn} + ${days}::int <= ${today}::date`,
      ),
    )
    .limit(limit)
    .for('update', { of: employerVerifications, skipLocked: true });
}

/** The mails that ask a driver to sign their releases (the first request and its reminders). */
const RELEASE_MAIL_KINDS = ['releases_to_sign', 'releases_reminder'] as const;

export interface UnsignedReleases {
  application_id: number;
  unsigned: number;
  /** The first mail asking for them, or the submit when none went. */
  first_asked_at: Date;
  /** Whether any mail asked for them yet. */
  asked: boolean;
  reminders: number;
}

/**
 * Applications still open (not withdrawn, account not closed) with releases the driver has not
 * signed, with when the driver was last asked by mail and how many reminders went. With `lock`, the
 * application row is taken FOR UPDATE SKIP LOCKED, so another process's sweep passes it by.
 */
export async function unsignedReleases(
  db: Executor,
  options: { applicationId?: number; lock?: boolean } = {},
): Promise<UnsignedReleases[]> {
  const only = options.applicationId === undefined ? sql`` : sql`and a.id = ${options.applicationId}`;
  const lock = options.lock ? sql`for update of a skip locked` : sql``;
  const kinds = sql.join(
    RELEASE_MAIL_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select a.id as application_id,
      (select count(*)::int from ${employerVerifications} v
        where v.application_id = a.id and v.status = 'awaiting_release') as unsigned,
      (select min(m.queued_at) from ${mailMessages} m where m.user_id = a.user_id and m.kind in (${kinds})) as first_mail_at,
      a.submitted_at,
      (select count(*)::int from ${mailMessages} m where m.user_id = a.user_id and m.kind = 'releases_reminder') as reminders
    from ${applications} a
    join ${users} u on u.id = a.user_id
    where a.status = 'submitted' and u.closed_at is null ${only}
      and exists (select 1 from ${employerVerifications} v where v.application_id = a.id and v.status = 'awaiting_release')
    ${lock}
  `)) as {
    rows: Array<{
      application_id: number;
      unsigned: number;
      first_mail_at: Date | string | null;
      submitted_at: Date | string | null;
      reminders: number;
    }>;
  };
  return result.rows.map((row) => ({
    application_id: Number(row.application_id),
    unsigned: Number(row.unsigned),
    first_asked_at: new Date(row.first_mail_at ?? row.submitted_at ?? 0),
    asked: row.first_mail_at !== null,
    reminders: Number(row.reminders),
  }));
}
