import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { workHistories } from '../db/schema.js';

// SPEC §3 "Work history": entries belong to the application they were submitted with (decision 007).

export type WorkHistoryRow = typeof workHistories.$inferSelect;
export type NewWorkHistory = typeof workHistories.$inferInsert;

/** Inserts the entry, or replaces the one with the same client key in that application. */
export async function upsertWorkHistory(db: Executor, entry: NewWorkHistory): Promise<void> {
  const {
    application_id: _id,
    user_id: _user,
    entry_key: _key,
    wh_id: _whId,
    created_at: _created,
    ...changes
  } = entry;
  await db
    .insert(workHistories)
    .values(entry)
    .onConflictDoUpdate({ target: [workHistories.application_id, workHistories.entry_key], set: changes });
}

/** Every entry the candidate submitted, with any application, newest start date first. */
export async function listWorkHistory(db: Executor, userId: number): Promise<WorkHistoryRow[]> {
  return db
    .select()
    .from(workHistories)
    .where(eq(workHistories.user_id, userId))
    .orderBy(desc(workHistories.wh_datefrom), desc(workHistories.wh_id));
}

/** The work-history entries submitted with one application. */
export function applicationWorkHistory(db: Executor, applicationId: number) {
  return db
    .select()
    .from(workHistories)
    .where(eq(workHistories.application_id, applicationId))
    .orderBy(asc(workHistories.wh_datefrom), asc(workHistories.wh_id));
}
