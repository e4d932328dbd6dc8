import {
  type CanadaDocType,
  type CandidateDocument,
  type DocumentKind,
  DocumentLinkQuerySchema,
  type FastCardDocument,
  type MessageResponse,
  StoredPdfNameSchema,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { lockActiveApplication } from '../../data/applications-repository.js';
import {
  type DocumentRow,
  deleteOwnedDocument,
  findDocumentByFilename,
  findOwnedDocument,
  listDocuments,
} from '../../data/documents-repository.js';
import { isSigned } from '../../data/signatures-repository.js';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { answer, said } from '../../lib/said.js';
import { signDocumentLink, verifyDocumentLink } from '../../lib/signed-links.js';
import { storeUpload } from '../../lib/store-upload.js';
import { isPdf } from '../../storage/file-storage.js';

export interface UploadedFile {
  bytes: Buffer;
  originalName: string;
  /** The request's Idempotency-Key as a UUID. */
  idempotencyKey?: string;
}

/** The kinds `DELETE /api/candidate/user/docs/{docId}` may remove (SPEC §7 Documents). */
export const GENERAL_DELETE_KINDS = ['us_proof', 'training', 'award'] as const satisfies readonly DocumentKind[];

function toCandidateDocument(ctx: AppContext, row: DocumentRow): CandidateDocument {
  return {
    doc_id: row.id,
    doc_original: row.original_name,
    doc_type: row.kind === 'canada_proof' ? row.doc_type : null,
    url: signDocumentLink(ctx.config.jwtSecret, row.filename),
    size_bytes: row.size_bytes,
    uploaded_at: row.created_at.toISOString(),
  };
}

function toFastCardDocument(ctx: AppContext, row: DocumentRow): FastCardDocument {
  return {
    fc_id: row.id,
    fc_original: row.original_name,
    url: signDocumentLink(ctx.config.jwtSecret, row.filename),
    size_bytes: row.size_bytes,
    uploaded_at: row.created_at.toISOString(),
  };
}

export async function listCandidateDocuments(
  ctx: AppContext,
  userId: number,
  kind: Exclude<DocumentKind, 'fast_card'>,
  docType?: CanadaDocType,
): Promise<CandidateDocument[]> {
  const rows = await listDocuments(ctx.db, userId, kind, docType);
  return rows.map((row) => toCandidateDocument(ctx, row));
}

export async function listFastCards(ctx: AppContext, userId: number): Promise<FastCardDocument[]> {
  const rows = await listDocuments(ctx.db, userId, 'fast_card');
  return rows.map((row) => toFastCardDocument(ctx, row));
}

/**
 * Decision 016: the documents of a signed application stay as signed until it is cancelled. The
 * check takes the lock signing takes (the active application's row) and holds it until the
 * caller's transaction ends, so a write is either in the snapshot or refused, never after it.
 */
async function refuseWhenApplicationSigned(tx: Executor, userId: number): Promise<void> {
  const application = await lockActiveApplication(tx, userId);
  if (application && (await isSigned(tx, application.id))) throw new HttpError(409, 'signing.api.documentsFrozen');
}

/** SPEC §5 Documents: PDF only, by content; the FAST card has its own wording. */
async function store(
  ctx: AppContext,
  userId: number,
  kind: DocumentKind,
  file: UploadedFile,
  docType?: CanadaDocType,
): Promise<DocumentRow> {
  if (!isPdf(file.bytes)) {
    throw new HttpError(
      415,
      kind === 'fast_card' ? 'onboarding.documents.fastCardOnlyPdf' : 'onboarding.documents.onlyPdf',
    );
  }
  const row = await storeUpload(ctx, { userId, kind, docType, ...file }, (tx) =>
    refuseWhenApplicationSigned(tx, userId),
  );
  return row as DocumentRow;
}

export async function uploadCandidateDocument(
  ctx: AppContext,
  userId: number,
  kind: Exclude<DocumentKind, 'fast_card'>,
  file: UploadedFile,
  docType?: CanadaDocType,
): Promise<CandidateDocument> {
  return toCandidateDocument(ctx, await store(ctx, userId, kind, file, docType));
}

export async function uploadFastCard(ctx: AppContext, userId: number, file: UploadedFile): Promise<FastCardDocument> {
  return toFastCardDocument(ctx, await store(ctx, userId, 'fast_card', file));
}

/**
 * Deletes the caller's document if it is of a kind the path allows, row and file; any other id,
 * another candidate's included, is a 404 that reveals nothing (decision 007).
 */
export async function deleteDocument(
  ctx: AppContext,
  userId: number,
  kinds: DocumentKind | readonly DocumentKind[],
  id: number,
  docType?: CanadaDocType,
): Promise<MessageResponse> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const owned = await findOwnedDocument(tx, userId, kinds, id, docType);
    if (!owned) return undefined;
    await refuseWhenApplicationSigned(tx, userId);
    return deleteOwnedDocument(tx, userId, owned.id);
  });
  if (!deleted) throw new HttpError(404, 'api.notFound');
  await ctx.storage.remove('documents', deleted.filename);
  return answer(said('onboarding.api.documentDeleted'));
}

/** The file behind a signed link, or why not: 404 for anything unknown or forged, 403 once expired. */
export async function openDocumentLink(ctx: AppContext, filename: string, query: Record<string, unknown>) {
  const name = StoredPdfNameSchema.safeParse(filename);
  const link = DocumentLinkQuerySchema.safeParse(query);
  if (!name.success || !link.success) throw new HttpError(404, 'api.notFound');
  const check = verifyDocumentLink(ctx.config.jwtSecret, name.data, link.data);
  if (check === 'invalid') throw new HttpError(404, 'api.notFound');
  if (check === 'expired') throw new HttpError(403, 'onboarding.api.linkExpired');
  const row = await findDocumentByFilename(ctx.db, name.data);
  const file = row ? await ctx.storage.open('documents', row.filename) : undefined;
  if (!row || !file) throw new HttpError(404, 'api.notFound');
  return { row, file };
}
