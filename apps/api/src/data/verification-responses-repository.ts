import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { type VerificationResponseRow, verificationResponses } from '../db/schema.js';

// The previous employers' answers (decision 030): one per check, stored once as received.

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
