import { ACTIVE_APPLICATION_STATUSES, PIPELINE_COMPLETED, PIPELINE_IN_PROGRESS } from '@roadhire/shared';
import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { type Application, applications, positions } from '../db/schema.js';

export type NewApplication = typeof applications.$inferInsert;

/** SPEC §4: the pipeline_status a candidate's active application stands for (null: none). */
export function pipelineStatusOf(application: Pick<Application, 'status'> | undefined): number | null {
  if (application?.status === 'in_progress') return PIPELINE_IN_PROGRESS;
  if (application?.status === 'submitted') return PIPELINE_COMPLETED;
  return null;
}

/** The candidate's one active application (in progress or submitted), if any. */
export async function findActiveApplication(db: Executor, userId: number): Promise<Application | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.user_id, userId), inArray(applications.status, ACTIVE_APPLICATION_STATUSES)))
    .orderBy(desc(applications.created_at))
    .limit(1);
  return row;
}

/** The draft of the candidate's most recently cancelled application that has one. */
export async function findLastCancelledDraft(db: Executor, userId: number): Promise<Application['draft'] | undefined> {
  const [row] = await db
    .select({ draft: applications.draft })
    .from(applications)
    .where(and(eq(applications.user_id, userId), eq(applications.status, 'cancelled'), isNotNull(applications.draft)))
    .orderBy(desc(applications.cancelled_at), desc(applications.id))
    .limit(1);
  return row?.draft ?? undefined;
}

export async function findApplication(db: Executor, id: number): Promise<Application | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function insertApplication(db: Executor, application: NewApplication): Promise<Application> {
  const [row] = await db.insert(applications).values(application).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Cancels an in-progress application; answers whether one was cancelled. */
export async function cancelApplication(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ status: 'cancelled', cancelled_at: new Date(), updated_at: new Date() })
    .where(and(eq(applications.id, id), eq(applications.status, 'in_progress')))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/**
 * Locks the application's row for the rest of the transaction, so concurrent writes to it (a
 * candidate's final calls, a recruiter's stage change) run one after the other. Answers the row as it stands.
 */
export async function lockApplication(db: Executor, applicationId: number): Promise<Application | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId)).for('update');
  return row;
}

/** The candidate's active application (in progress or submitted), locked like `lockApplication`. */
export async function lockActiveApplication(db: Executor, userId: number): Promise<Application | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.user_id, userId), inArray(applications.status, ACTIVE_APPLICATION_STATUSES)))
    .limit(1)
    .for('update');
  return row;
}

/** Stops a closing account's applications in progress or waiting; a hire stays as it is. */
export async function cancelOpenApplicationsOf(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
    .where(
      and(
        eq(applications.user_id, userId),
        inArray(applications.status, ['in_progress', 'submitted']),
        isNull(applications.hiredOn),
      ),
    );
}

/** One of the person's applications, or undefined when it is not theirs. */
export async function findOwnApplicationState(db: Executor, userId: number, applicationId: number) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, hired_on: applications.hiredOn })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.user_id, userId)));
  return row;
}

export async function withdrawOwnApplication(db: Executor, applicationId: number, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
    .where(eq(applications.id, applicationId));
}

export async function findApplicationWithPosition(db: Executor, id: number) {
  const [row] = await db
    .select({
      application: applications,
      p_position_number: positions.p_position_number,
      p_position_title: positions.p_position_title,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .where(eq(applications.id, id));
  return row
    ? { ...row.application, p_position_number: row.p_position_number, p_position_title: row.p_position_title }
    : undefined;
}

export function listOtherApplications(db: Executor, userId: number, exceptId: number) {
  return db
    .select({
      id: applications.id,
      job_id: applications.job_id,
      p_position_title: positions.p_position_title,
      status: applications.status,
      recruiter_stage: applications.recruiter_stage,
      created_at: applications.created_at,
      submitted_at: applications.submitted_at,
      cancelled_at: applications.cancelled_at,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .where(and(eq(applications.user_id, userId), ne(applications.id, exceptId)))
    .orderBy(desc(applications.created_at), desc(applications.id));
}
