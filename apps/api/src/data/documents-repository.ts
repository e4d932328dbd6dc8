import { type CanadaDocType, DOCUMENT_KINDS, type DocumentKind } from '@roadhire/shared';
import { and, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { qualifications, uploads } from '../db/schema.js';
import type { Upload } from './uploads-repository.js';

// Decision 007: documents are the candidate's, not one application's; they live in `uploads`
// with a kind (and a doc_type for Canada proof). Every lookup names the owner, so another
// candidate's id finds nothing.

export type DocumentRow = Upload & { kind: DocumentKind };

function ownedWhere(userId: number, kinds: DocumentKind | readonly DocumentKind[], docType?: CanadaDocType): SQL {
  const conditions = [
    eq(uploads.user_id, userId),
    typeof kinds === 'string' ? eq(uploads.kind, kinds) : inArray(uploads.kind, [...kinds]),
  ];
  if (docType) conditions.push(eq(uploads.doc_type, docType));
  return and(...conditions) as SQL;
}

/** The caller's documents of that kind (and Canada doc type), newest first. */
export async function listDocuments(
  db: Executor,
  userId: number,
  kind: DocumentKind,
  docType?: CanadaDocType,
): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(ownedWhere(userId, kind, docType))
    .orderBy(desc(uploads.created_at), desc(uploads.id));
  return rows as DocumentRow[];
}

/**
 * The candidate's own document with that id, if it is of one of those kinds (and doc type);
 * used by deletes and by onboarding to check a `doc_id` in the answers.
 */
export async function findOwnedDocument(
  db: Executor,
  userId: number,
  kinds: DocumentKind | readonly DocumentKind[],
  id: number,
  docType?: CanadaDocType,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), ownedWhere(userId, kinds, docType)));
  return row as DocumentRow | undefined;
}

/** Whether the candidate has uploaded at least one document of that kind (and Canada doc type). */
export async function hasDocument(
  db: Executor,
  userId: number,
  kind: DocumentKind,
  docType?: CanadaDocType,
): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(ownedWhere(userId, kind, docType))
    .limit(1);
  return row !== undefined;
}

/** The ids among `ids` that are not the candidate's documents of that kind. */
export async function missingOwnDocuments(
  db: Executor,
  userId: number,
  kind: DocumentKind,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.user_id, userId), eq(uploads.kind, kind), inArray(uploads.id, ids)));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** A document (never a resume) by its stored file name, for the signed-link route. */
export async function findDocumentByFilename(db: Executor, filename: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.filename, filename), inArray(uploads.kind, [...DOCUMENT_KINDS])));
  return row as DocumentRow | undefined;
}

/** Deletes the row if it is still the owner's; answers the deleted row. */
export async function deleteOwnedDocument(db: Executor, userId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.user_id, userId), inArray(uploads.kind, [...DOCUMENT_KINDS])))
    .returning();
  return row as DocumentRow | undefined;
}

/**
 * Deletes the candidate's training and award PDFs that no submitted row names: one uploaded on a
 * step the driver never saved, or whose row was removed, would otherwise be listed to recruiters
 * beside the one the row keeps. The stray-file sweep removes their files. Answers how many went.
 */
export async function deleteUnlinkedRowDocuments(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .select({ trainings: qualifications.dq_trainings, awards: qualifications.dq_awards })
    .from(qualifications)
    .where(eq(qualifications.user_id, userId));
  const linked = rows.flatMap((row) => [...row.trainings, ...row.awards]).flatMap((row) => row.doc_id ?? []);
  const unlinked = await db
    .delete(uploads)
    .where(
      and(ownedWhere(userId, ['training', 'award']), linked.length > 0 ? notInArray(uploads.id, linked) : undefined),
    )
    .returning({ id: uploads.id });
  return unlinked.length;
}
