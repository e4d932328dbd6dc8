import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { uploads } from '../db/schema.js';

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

export async function findUploadById(db: Executor, id: number): Promise<Upload | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}
