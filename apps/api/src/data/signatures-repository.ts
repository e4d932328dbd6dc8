import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { type ApplicationSignature, applicationSignatures, applications } from '../db/schema.js';

// `application_signatures`: one signature per application (decision 016).

export type NewApplicationSignature = typeof applicationSignatures.$inferInsert;

export async function findSignature(db: Executor, applicationId: number): Promise<ApplicationSignature | undefined> {
  const [row] = await db
    .select()
    .from(applicationSignatures)
    .where(eq(applicationSignatures.application_id, applicationId));
  return row;
}

/** Whether the application is signed, so its answers are frozen. */
export async function isSigned(db: Executor, applicationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: applicationSignatures.application_id })
    .from(applicationSignatures)
    .where(eq(applicationSignatures.application_id, applicationId));
  return rows.length > 0;
}

/**
 * Records the signature and raises the application's draft version in the same transaction, so a
 * draft save based on the version the driver signed is refused (decision 010) even when it raced
 * the signature.
 */
export async function insertSignature(db: Executor, signature: NewApplicationSignature): Promise<ApplicationSignature> {
  const [row] = await db.insert(applicationSignatures).values(signature).returning();
  if (!row) throw new Error('insert returned no row');
  await db
    .update(applications)
    .set({ draft_version: sql`${applications.draft_version} + 1` })
    .where(eq(applications.id, signature.application_id));
  return row;
}
