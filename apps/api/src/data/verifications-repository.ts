import { CARRIER_DAYS, EMPLOYER_DAYS, OPEN_VERIFICATION_STATUSES, type VerificationQueueQuery } from '@roadhire/shared';
import { and, asc, eq, inArray, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  applications,
  type EmployerVerification,
  employerVerifications,
  mailMessages,
  qualifications,
  users,
  type VerificationAttemptRow,
  type VerificationResponseRow,
  verificationAttempts,
  verificationResponses,
  workHistories,
} from '../db/schema.js';
import { likeContains } from './search-text.js';

// Previous-employer checks (decision 030): the checks, their attempts and their answers.

export type NewVerification = typeof employerVerifications.$inferInsert;
export type VerificationChanges = Partial<Omit<NewVerification, 'id' | 'application_id' | 'user_id'>>;

export async function insertVerifications(db: Executor, rows: NewVerification[]): Promise<EmployerVerification[]> {
  if (rows.length === 0) return [];
  return db.insert(employerVerifications).values(rows).returning();
}

/** The work-history entries submitted with one application. */
export function applicationWorkHistory(db: Executor, applicationId: number) {
  return db
    .select()
    .from(workHistories)
    .where(eq(workHistories.application_id, applicationId))
    .orderBy(asc(workHistories.wh_datefrom), asc(workHistories.wh_id));
}

export async function findVerification(db: Executor, id: number): Promise<EmployerVerification | undefined> {
  const [row] = await db.select().from(employerVerifications).where(eq(employerVerifications.id, id));
  return row;
}

/** The check, its row locked until the transaction ends, so two actions on it take turns. */
export async function lockVerification(db: Executor, id: number): Promise<EmployerVerification | undefined> {
  const [row] = await db.select().from(employerVerifications).where(eq(employerVerifications.id, id)).for('update');
  return row;
}

export async function lockVerificationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<EmployerVerification | undefined> {
  const [row] = await db
    .select()
    .from(employerVerifications)
    .where(eq(employerVerifications.token_hash, tokenHash))
    .for('update');
  return row;
}

export async function findVerificationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<EmployerVerification | undefined> {
  const [row] = await db.select().from(employerVerifications).where(eq(employerVerifications.token_hash, tokenHash));
  return row;
}

export async function updateVerification(db: Executor, id: number, changes: VerificationChanges): Promise<void> {
  await db.update(employerVerifications).set(changes).where(eq(employerVerifications.id, id));
}

/**
 * Closes every open check of a driver, or of one application: cancelled with `reason`, its link
 * revoked, its reminders stopped. Answers the rows as they were, locked for the transaction.
 */
export async function withdrawOpenVerifications(
  db: Executor,
  scope: { userId: number } | { applicationId: number },
  reason: string,
  at: Date,
): Promise<EmployerVerification[]> {
  const rows = await db
    .select()
    .from(employerVerifications)
    .where(
      and(
        'userId' in scope
          ? eq(employerVerifications.user_id, scope.userId)
          : eq(employerVerifications.application_id, scope.applicationId),
        inArray(employerVerifications.status, [...OPEN_VERIFICATION_STATUSES]),
      ),
    )
    .for('update');
  for (const row of rows)
    await updateVerification(db, row.id, {
      status: 'cancelled',
      status_reason: reason,
      token_revoked_at: row.token_hash ? at : null,
      next_reminder_at: null,
      closed_at: at,
    });
  return rows;
}

/** The driver's own checks, oldest employment first; merged ones are folded into the other. */
export function listUserVerifications(db: Executor, userId: number): Promise<EmployerVerification[]> {
  return db
    .select()
    .from(employerVerifications)
    .where(and(eq(employerVerifications.user_id, userId), sql`${employerVerifications.status} <> 'merged'`))
    .orderBy(asc(employerVerifications.period_from), asc(employerVerifications.id));
}

export function listApplicationVerifications(db: Executor, applicationId: number): Promise<EmployerVerification[]> {
  return db
    .select()
    .from(employerVerifications)
    .where(eq(employerVerifications.application_id, applicationId))
    .orderBy(asc(employerVerifications.period_from), asc(employerVerifications.id));
}

export type NewAttempt = typeof verificationAttempts.$inferInsert;

export async function insertAttempt(db: Executor, row: NewAttempt): Promise<void> {
  await db.insert(verificationAttempts).values(row);
}

export async function insertAttempts(db: Executor, rows: NewAttempt[]): Promise<void> {
  if (rows.length > 0) await db.insert(verificationAttempts).values(rows);
}

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

/** The applications of a batch of checks, by id, for their mails. */
export async function verificationApplications(db: Executor, applicationIds: number[]) {
  if (applicationIds.length === 0)
    return new Map<number, NonNullable<Awaited<ReturnType<typeof verificationApplication>>>>();
  const rows = await db
    .select({
      id: applications.id,
      user_id: applications.user_id,
      status: applications.status,
      first_name: applications.first_name,
      last_name: applications.last_name,
      submitted_at: applications.submitted_at,
      hired_on: applications.hiredOn,
      recruiter_stage: applications.recruiter_stage,
      recruiter_stage_at: applications.recruiter_stage_at,
    })
    .from(applications)
    .where(inArray(applications.id, applicationIds));
  return new Map(rows.map((row) => [row.id, row]));
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

/** Inserts the answer; false when the check already has one (the first answer stands). */
export async function insertResponse(db: Executor, row: typeof verificationResponses.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(verificationResponses)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: verificationResponses.verification_id });
  return inserted.length > 0;
}

export async function listResponses(db: Executor, verificationIds: number[]): Promise<VerificationResponseRow[]> {
  if (verificationIds.length === 0) return [];
  return db.select().from(verificationResponses).where(inArray(verificationResponses.verification_id, verificationIds));
}

export async function adminEmails(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The application a check belongs to, with what its mails and clocks need. */
export async function verificationApplication(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      user_id: applications.user_id,
      status: applications.status,
      first_name: applications.first_name,
      last_name: applications.last_name,
      submitted_at: applications.submitted_at,
      hired_on: applications.hiredOn,
      recruiter_stage: applications.recruiter_stage,
      recruiter_stage_at: applications.recruiter_stage_at,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row;
}

/** What the driver declared of accidents on the application (391.21(b)(7)): yes or no, a day, words. */
export async function declaredAccidents(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      any: qualifications.dq_accidents_last5yr,
      date: qualifications.dq_accidents_last5yr_date,
      detail: qualifications.dq_accidents_last5yr_detail,
    })
    .from(qualifications)
    .where(eq(qualifications.application_id, applicationId));
  return row;
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

/**
 * The recruiter's queue: every check but the merged ones, of every application, the soonest due
 * first (the employer's 30 days from receipt, the carrier's 30 days from the hire date, in days of
 * the carrier's calendar as the clocks count them), with the total for paging. `folded` is the
 * search text through search_fold, matched in the employer's and the applicant's names.
 */
export async function listVerificationQueue(
  db: Executor,
  query: Omit<VerificationQueueQuery, 'q' | 'page'> & {
    folded?: string;
    today: string;
    timeZone: string;
    limit: number;
    offset: number;
  },
) {
  const sentDay = sql`(${employerVerifications.sent_at} at time zone ${query.timeZone})::date`;
  const employerDue = sql`${sentDay} + ${sql.raw(String(EMPLOYER_DAYS))}`;
  const fileDue = sql`${applications.hiredOn} + ${sql.raw(String(CARRIER_DAYS))}`;
  const open = inArray(employerVerifications.status, OPEN_VERIFICATION_STATUSES);
  const conditions: (SQL | undefined)[] = [ne(employerVerifications.status, 'merged')];
  if (query.state === 'open') conditions.push(open);
  if (query.state === 'overdue')
    conditions.push(and(open, or(sql`${employerDue} < ${query.today}::date`, sql`${fileDue} < ${query.today}::date`)));
  if (query.folded) {
    const pattern = likeContains(query.folded);
    conditions.push(
      or(
        sql`search_fold(${employerVerifications.employer_name}) like ${pattern}`,
        sql`search_fold(${applications.first_name} || ' ' || ${applications.last_name}) like ${pattern}`,
      ),
    );
  }
  return db
    .select({
      id: employerVerifications.id,
      application_id: employerVerifications.application_id,
      first_name: applications.first_name,
      last_name: applications.last_name,
      employer_name: employerVerifications.employer_name,
      status: employerVerifications.status,
      sent_at: employerVerifications.sent_at,
      reminders_sent: employerVerifications.reminders_sent,
      hired_on: applications.hiredOn,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(employerVerifications)
    .innerJoin(applications, eq(applications.id, employerVerifications.application_id))
    .where(and(...conditions))
    .orderBy(sql`least(${employerDue}, ${fileDue}) asc nulls last`, asc(employerVerifications.id))
    .limit(query.limit)
    .offset(query.offset);
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
