import { OPEN_VERIFICATION_STATUSES } from '@roadhire/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, type EmployerVerification, employerVerifications } from '../db/schema.js';

// Previous-employer checks (decision 030): `employer_verifications`, and the application a check
// belongs to with what its mails and clocks need.

export type NewVerification = typeof employerVerifications.$inferInsert;
export type VerificationChanges = Partial<Omit<NewVerification, 'id' | 'application_id' | 'user_id'>>;

export async function insertVerifications(db: Executor, rows: NewVerification[]): Promise<EmployerVerification[]> {
  if (rows.length === 0) return [];
  return db.insert(employerVerifications).values(rows).returning();
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
