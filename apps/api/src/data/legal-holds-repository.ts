import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { legalHolds } from '../db/schema.js';

// Legal holds (decision 031): a person's records, or a record type for everyone, kept from erasure
// while a hold is in force.

/** Holds in force on `day` (YYYY-MM-DD) for a person: theirs, and those on a record type for everyone. */
export function activeHolds(db: Executor, userId: number, day: string) {
  return db
    .select()
    .from(legalHolds)
    .where(
      and(
        isNull(legalHolds.lifted_at),
        or(isNull(legalHolds.until), sql`${legalHolds.until} >= ${day}::date`),
        or(eq(legalHolds.user_id, userId), and(isNull(legalHolds.user_id), isNotNull(legalHolds.record_type))),
      ),
    )
    .orderBy(asc(legalHolds.id));
}

export function listHolds(db: Executor, userId?: number) {
  return db
    .select()
    .from(legalHolds)
    .where(userId === undefined ? undefined : eq(legalHolds.user_id, userId))
    .orderBy(desc(legalHolds.id))
    .limit(500);
}

export async function insertHold(db: Executor, row: typeof legalHolds.$inferInsert) {
  const [inserted] = await db.insert(legalHolds).values(row).returning();
  if (!inserted) throw new Error('hold not written');
  return inserted;
}

export async function liftHold(db: Executor, id: number, at: Date) {
  const [row] = await db
    .update(legalHolds)
    .set({ lifted_at: at })
    .where(and(eq(legalHolds.id, id), isNull(legalHolds.lifted_at)))
    .returning();
  return row;
}
