import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applicationCorrections, applicationSignatures, applications, privacyRequests } from '../db/schema.js';

/** Whether the application is signed, locking its row so two corrections take turns for a version. */
export async function lockSignedApplication(db: Executor, applicationId: number) {
  const [row] = await db
    .select({ id: applications.id, user_id: applications.user_id, signed: applicationSignatures.application_id })
    .from(applications)
    .leftJoin(applicationSignatures, eq(applicationSignatures.application_id, applications.id))
    .where(eq(applications.id, applicationId))
    .for('update', { of: applications });
  return row ? { id: row.id, user_id: row.user_id, signed: row.signed !== null } : undefined;
}

/** The driver's correction requests about one application: open ones first, then the newest. */
export function correctionRequestsOf(db: Executor, applicationId: number) {
  return db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.application_id, applicationId), eq(privacyRequests.kind, 'correction')))
    .orderBy(sql`${privacyRequests.status} = 'done'`, desc(privacyRequests.received_at));
}

/** An open correction request of this application, for update. */
export async function findOpenCorrectionRequest(db: Executor, requestId: number, applicationId: number) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.id, requestId),
        eq(privacyRequests.kind, 'correction'),
        eq(privacyRequests.application_id, applicationId),
        ne(privacyRequests.status, 'done'),
      ),
    )
    .for('update');
  return row;
}

export function correctionsOf(db: Executor, applicationId: number) {
  return db
    .select()
    .from(applicationCorrections)
    .where(eq(applicationCorrections.application_id, applicationId))
    .orderBy(asc(applicationCorrections.version));
}

/** The next version after the signed one (1) and every correction before it. */
export async function insertCorrection(
  db: Executor,
  row: Omit<typeof applicationCorrections.$inferInsert, 'version' | 'id'>,
) {
  const [last] = await db
    .select({ version: sql<number>`coalesce(max(${applicationCorrections.version}), 1)::int` })
    .from(applicationCorrections)
    .where(eq(applicationCorrections.application_id, row.application_id));
  const [inserted] = await db
    .insert(applicationCorrections)
    .values({ ...row, version: Number(last?.version ?? 1) + 1 })
    .returning();
  if (!inserted) throw new Error('The correction was not stored');
  return inserted;
}
