import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, privacyFileDeletions, uploads } from '../db/schema.js';
import { clearinghouseFilesOf } from './clearinghouse-repository.js';

// A person's stored files, and those an erasure queued for their delete once its transaction ends
// (decision 031): a failed delete stays queued for the next sweep.

export interface StoredFileRef {
  folder: 'resumes' | 'documents';
  filename: string;
}

/** Every stored file of a person: uploads (resumes and documents) and the Clearinghouse's PDFs. */
export async function storedFilesOf(
  db: Executor,
  userId: number,
  options: { applicationIds?: number[]; uploadIds?: number[] } = {},
): Promise<StoredFileRef[]> {
  const files: StoredFileRef[] = [];
  const uploadRows = await db
    .select({ id: uploads.id, kind: uploads.kind, filename: uploads.filename })
    .from(uploads)
    .where(
      and(
        eq(uploads.user_id, userId),
        options.uploadIds ? inArray(uploads.id, options.uploadIds.length ? options.uploadIds : [-1]) : undefined,
      ),
    );
  for (const row of uploadRows)
    files.push({ folder: row.kind === 'resume' ? 'resumes' : 'documents', filename: row.filename });
  const ownApplications = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.user_id, userId),
        options.applicationIds
          ? inArray(applications.id, options.applicationIds.length ? options.applicationIds : [-1])
          : undefined,
      ),
    );
  const clearinghouse = await clearinghouseFilesOf(
    db,
    ownApplications.map((row) => row.id),
  );
  for (const filename of clearinghouse) files.push({ folder: 'documents', filename });
  return files;
}

export async function queueFileDeletions(db: Executor, requestId: number, files: StoredFileRef[]): Promise<void> {
  if (files.length === 0) return;
  await db.insert(privacyFileDeletions).values(files.map((file) => ({ request_id: requestId, ...file })));
}

export function pendingFileDeletions(db: Executor, limit: number) {
  return db
    .select()
    .from(privacyFileDeletions)
    .orderBy(asc(privacyFileDeletions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function fileDeletionDone(db: Executor, id: number): Promise<void> {
  await db.delete(privacyFileDeletions).where(eq(privacyFileDeletions.id, id));
}

export async function fileDeletionFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(privacyFileDeletions)
    .set({ tries: sql`${privacyFileDeletions.tries} + 1`, last_error: error.slice(0, 500) })
    .where(eq(privacyFileDeletions.id, id));
}

export async function countPendingFiles(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(privacyFileDeletions);
  return row?.n ?? 0;
}
