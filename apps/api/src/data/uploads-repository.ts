import { and, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, clearinghouseQueries, clearinghouseRtdDocuments, uploads } from '../db/schema.js';

export type Upload = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Executor, upload: NewUpload): Promise<Upload> {
  const [row] = await db.insert(uploads).values(upload).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The caller's own upload of that kind, by its stored name: no one attaches another's file. */
export async function findOwnUpload(
  db: Executor,
  userId: number,
  kind: Upload['kind'],
  filename: string,
): Promise<Upload | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.user_id, userId), eq(uploads.kind, kind), eq(uploads.filename, filename)));
  return row;
}

export async function findUploadByFilename(
  db: Executor,
  kind: Upload['kind'],
  filename: string,
): Promise<Upload | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.kind, kind), eq(uploads.filename, filename)));
  return row;
}

/** The account's upload made under that Idempotency-Key (as a UUID), if any. */
export async function findUploadByKey(db: Executor, userId: number, key: string): Promise<Upload | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.user_id, userId), eq(uploads.idempotency_key, key)));
  return row;
}

/** Which of these stored names a row names (the sweep of files without rows). */
export async function findStoredNames(db: Executor, filenames: string[]): Promise<string[]> {
  if (filenames.length === 0) return [];
  const rows = await db
    .select({ filename: uploads.filename })
    .from(uploads)
    .where(inArray(uploads.filename, filenames));
  // The Clearinghouse's result PDFs and return-to-duty documents are stored beside the documents.
  const queries = await db
    .select({ filename: clearinghouseQueries.result_filename })
    .from(clearinghouseQueries)
    .where(inArray(clearinghouseQueries.result_filename, filenames));
  const rtd = await db
    .select({ filename: clearinghouseRtdDocuments.filename })
    .from(clearinghouseRtdDocuments)
    .where(inArray(clearinghouseRtdDocuments.filename, filenames));
  return [...rows, ...queries, ...rtd].flatMap((row) => (row.filename ? [row.filename] : []));
}

export async function findUploadById(db: Executor, id: number): Promise<Upload | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/**
 * Up to `limit` resumes uploaded more than `days` ago that no application names, locked until the
 * transaction ends. Rows another transaction holds are skipped: a sweep running at the same moment
 * on another process, or an application being inserted with that resume (its foreign key check
 * holds the row), so every sweep takes rows no other one has.
 */
export async function lockUnusedResumes(
  tx: Executor,
  days: number,
  limit: number,
): Promise<Array<Pick<Upload, 'id' | 'filename'>>> {
  return tx
    .select({ id: uploads.id, filename: uploads.filename })
    .from(uploads)
    .where(
      and(
        eq(uploads.kind, 'resume'),
        lt(uploads.created_at, sql`now() - make_interval(days => ${days}::int)`),
        notExists(tx.select({ one: sql`1` }).from(applications).where(eq(applications.resume_upload_id, uploads.id))),
      ),
    )
    .orderBy(uploads.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deleteUploads(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(uploads).where(inArray(uploads.id, ids));
}

/** Every file the candidate uploaded, resumes included, newest first. */
export function listCandidateUploads(db: Executor, userId: number) {
  return db
    .select()
    .from(uploads)
    .where(eq(uploads.user_id, userId))
    .orderBy(desc(uploads.created_at), desc(uploads.id));
}
