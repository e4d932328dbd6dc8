import type { CanadaDocType } from '@roadhire/shared';
import type { AppContext } from '../context.js';
import { findUploadByKey, insertUpload, type Upload } from '../data/uploads-repository.js';
import type { Executor } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError } from './http-error.js';

export interface UploadToStore {
  userId: number;
  kind: Upload['kind'];
  /** Canada proof only. */
  docType?: CanadaDocType;
  bytes: Buffer;
  originalName: string;
  /** The request's Idempotency-Key as a UUID: a retry with it answers the first upload's row. */
  idempotencyKey?: string;
}

/**
 * Stores an uploaded PDF and its row, the one way every upload route does it: the file first, then
 * the row in a transaction that `guard` may refuse (it runs first, under the locks it takes); a
 * refused or failed row removes the file. A file whose row never came (the process died between
 * the two) is left to the storage sweep (`jobs/orphan-uploads.ts`). With an Idempotency-Key, an
 * upload the account already made under it is answered instead, also when both arrive at once.
 */
export async function storeUpload(
  ctx: AppContext,
  upload: UploadToStore,
  guard?: (tx: Executor) => Promise<void>,
): Promise<Upload> {
  const earlier = await findEarlier(ctx, upload);
  if (earlier) return earlier;
  const folder = upload.kind === 'resume' ? 'resumes' : 'documents';
  const filename = await ctx.storage.savePdf(folder, upload.bytes);
  try {
    return await ctx.db.transaction(async (tx) => {
      await guard?.(tx);
      return insertUpload(tx, {
        user_id: upload.userId,
        kind: upload.kind,
        doc_type: upload.kind === 'canada_proof' ? (upload.docType ?? null) : null,
        filename,
        original_name: upload.originalName,
        size_bytes: upload.bytes.length,
        idempotency_key: upload.idempotencyKey ?? null,
      });
    });
  } catch (error) {
    // No file without its row: nothing could ever reach it.
    await ctx.storage.remove(folder, filename);
    const raced = isUniqueViolation(error) ? await findEarlier(ctx, upload) : undefined;
    if (raced) return raced;
    throw error;
  }
}

/** The upload already made under this key; the same key for another kind or place is refused. */
async function findEarlier(ctx: AppContext, upload: UploadToStore): Promise<Upload | undefined> {
  if (!upload.idempotencyKey) return undefined;
  const earlier = await findUploadByKey(ctx.db, upload.userId, upload.idempotencyKey);
  if (!earlier) return undefined;
  const docType = upload.kind === 'canada_proof' ? (upload.docType ?? null) : null;
  if (earlier.kind !== upload.kind || earlier.doc_type !== docType)
    throw new HttpError(409, 'upload.idempotencyKeyReused');
  return earlier;
}
