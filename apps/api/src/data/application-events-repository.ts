import type { RecruiterStage } from '@roadhire/shared';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applicationEvents, applications, users } from '../db/schema.js';

// The recruiter pipeline of an application (decision 008): its stage, and `application_events`,
// the stage changes and notes with who made them.

export interface EventRow {
  id: number;
  kind: 'stage' | 'note';
  from_stage: RecruiterStage | null;
  to_stage: RecruiterStage | null;
  note: string | null;
  actor_id: number | null;
  actor_email: string | null;
  created_at: Date;
}

const eventColumns = {
  id: applicationEvents.id,
  kind: applicationEvents.kind,
  from_stage: applicationEvents.from_stage,
  to_stage: applicationEvents.to_stage,
  note: applicationEvents.note,
  actor_id: applicationEvents.actor_id,
  actor_email: users.email,
  created_at: applicationEvents.created_at,
};

/** Stage changes and notes with who made them, newest first. */
export function listEvents(db: Executor, applicationId: number): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actor_id))
    .where(eq(applicationEvents.application_id, applicationId))
    .orderBy(desc(applicationEvents.created_at), desc(applicationEvents.id));
}

// The pipeline.

export async function setRecruiterStage(db: Executor, id: number, stage: RecruiterStage, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ recruiter_stage: stage, recruiter_stage_at: at, updated_at: at })
    .where(eq(applications.id, id));
}

export async function insertEvent(db: Executor, event: typeof applicationEvents.$inferInsert): Promise<EventRow> {
  const [row] = await db.insert(applicationEvents).values(event).returning({ id: applicationEvents.id });
  if (!row) throw new Error('insert returned no row');
  const [withActor] = await db
    .select(eventColumns)
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actor_id))
    .where(eq(applicationEvents.id, row.id));
  if (!withActor) throw new Error('event not found');
  return withActor;
}
