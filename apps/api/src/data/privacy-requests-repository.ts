import type { HeldRecord, PrivacyRequestKind } from '@roadhire/shared';
import { and, asc, desc, eq, gt, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { privacyFileDeletions, privacyRequests } from '../db/schema.js';

// The privacy requests register (decision 031): a driver's requests and erasures, each erasure's
// quarantine, and the sweep's claim on those due.

export async function insertPrivacyRequest(
  db: Executor,
  row: {
    user_id: number;
    kind: PrivacyRequestKind;
    received_at: Date;
    due_on: string;
    erase_after?: Date | null;
    held?: HeldRecord[];
    application_id?: number | null;
    detail?: string | null;
    status?: 'received' | 'in_progress' | 'done';
    answer?: string | null;
    done_at?: Date | null;
  },
) {
  const [inserted] = await db.insert(privacyRequests).values(row).returning();
  if (!inserted) throw new Error('privacy request not written');
  return inserted;
}

export async function findOpenErasure(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(
      and(eq(privacyRequests.user_id, userId), eq(privacyRequests.kind, 'erasure'), ne(privacyRequests.status, 'done')),
    )
    .orderBy(desc(privacyRequests.id))
    .limit(1);
  return row;
}

export async function findLatestErasure(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.user_id, userId), eq(privacyRequests.kind, 'erasure')))
    .orderBy(desc(privacyRequests.id))
    .limit(1);
  return row;
}

export function listPrivacyRequests(db: Executor, userId?: number) {
  return db
    .select()
    .from(privacyRequests)
    .where(userId === undefined ? undefined : eq(privacyRequests.user_id, userId))
    .orderBy(desc(privacyRequests.received_at), desc(privacyRequests.id))
    .limit(500);
}

/**
 * Closes the person's erasure request as cancelled while its quarantine still runs; undefined when
 * there is none, or the sweep has it already (its row lock makes this wait, then find it taken).
 */
export async function cancelErasureInQuarantine(db: Executor, userId: number, answer: string, at: Date) {
  const [row] = await db
    .update(privacyRequests)
    .set({ status: 'done', answer, done_at: at })
    .where(
      and(
        eq(privacyRequests.user_id, userId),
        eq(privacyRequests.kind, 'erasure'),
        eq(privacyRequests.status, 'received'),
        gt(privacyRequests.erase_after, at),
      ),
    )
    .returning();
  return row;
}

export async function markRequestDone(db: Executor, id: number, answer: string, at: Date) {
  const [row] = await db
    .update(privacyRequests)
    .set({ status: 'done', answer, done_at: at })
    .where(and(eq(privacyRequests.id, id), ne(privacyRequests.status, 'done')))
    .returning();
  return row;
}

/** Erasure requests whose quarantine is over, locked for this sweep (another process takes others). */
export function lockDueErasures(db: Executor, now: Date, afterId: number, limit: number) {
  return db
    .select()
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.kind, 'erasure'),
        eq(privacyRequests.status, 'received'),
        isNotNull(privacyRequests.user_id),
        lte(privacyRequests.erase_after, now),
        gt(privacyRequests.id, afterId),
      ),
    )
    .orderBy(asc(privacyRequests.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks done, in one statement, the erasures whose records are gone and whose files storage has all deleted. */
export async function completeErasures(db: Executor, answer: string, at: Date): Promise<number> {
  const done = await db
    .update(privacyRequests)
    .set({ status: 'done', answer, done_at: at })
    .where(
      and(
        eq(privacyRequests.kind, 'erasure'),
        eq(privacyRequests.status, 'in_progress'),
        sql`not exists (select 1 from ${privacyFileDeletions} where ${privacyFileDeletions.request_id} = ${privacyRequests.id})`,
      ),
    )
    .returning({ id: privacyRequests.id });
  return done.length;
}

export async function setRequestState(
  db: Executor,
  id: number,
  status: 'received' | 'in_progress',
  held: HeldRecord[],
): Promise<void> {
  await db.update(privacyRequests).set({ status, held }).where(eq(privacyRequests.id, id));
}
