import { StoredPdfNameSchema } from '@roadhire/shared';
import type { FastifyBaseLogger } from 'fastify';
import { deleteUploads, findStoredNames, lockUnusedResumes } from '../data/uploads-repository.js';
import type { Database } from '../db/client.js';
import { type FileStorage, STORAGE_FOLDERS } from '../storage/file-storage.js';

/** How often each process looks for orphans; the first look is a minute after start. */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;
/** Rows locked by one transaction, so a sweep never holds many rows (or a slow bucket) for long. */
const BATCH_SIZE = 100;
/** Files removed at once within a batch. */
const PARALLEL_REMOVALS = 8;
/**
 * A stored file no row names is left this long before it is removed: an upload writes its file
 * and then its row within one request (seconds, at most the database's timeouts), so a file this
 * old without a row was left by a process that died in between, or by a row deleted with its user.
 */
export const STRAY_FILE_GRACE_MS = 60 * 60 * 1000;

export interface OrphanSweep {
  db: Database;
  storage: FileStorage;
  /** Resumes no application used are kept this many days after their upload (ORPHAN_UPLOAD_DAYS). */
  days: number;
  batchSize?: number;
  /** Stored files without a row are removed once older than this (STRAY_FILE_GRACE_MS). */
  strayFileGraceMs?: number;
}

/**
 * Deletes what uploads leave behind: the resumes no application ever named, uploaded more than
 * `days` ago, and the stored files no row names at all. Documents are never orphans: they are the
 * candidate's, not an application's (decision 007). Answers how many files were deleted.
 */
export async function sweepOrphanUploads(sweep: OrphanSweep): Promise<number> {
  return (await sweepUnusedResumes(sweep)) + (await sweepStrayFiles(sweep));
}

/**
 * The resumes: the file, then the row, in one transaction per batch. Files go first, while the rows
 * are locked: if the commit then fails, the row of a file already gone is simply taken again by the
 * next sweep; the other order could leave a file with no row, and keep a driver's resume past its time.
 */
async function sweepUnusedResumes({ db, storage, days, batchSize = BATCH_SIZE }: OrphanSweep): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await lockUnusedResumes(tx, days, batchSize);
      for (let start = 0; start < rows.length; start += PARALLEL_REMOVALS) {
        const slice = rows.slice(start, start + PARALLEL_REMOVALS);
        await Promise.all(slice.map((row) => storage.remove('resumes', row.filename)));
      }
      await deleteUploads(
        tx,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/**
 * Files in storage that no `uploads` row names, older than the grace: an upload cut off between its
 * file and its row (a killed process), a delete cut off between its row and its file, or a user
 * deleted with their rows. Only names the server makes are considered; anything else is left alone.
 */
async function sweepStrayFiles({ db, storage, strayFileGraceMs = STRAY_FILE_GRACE_MS }: OrphanSweep): Promise<number> {
  const writtenBefore = Date.now() - strayFileGraceMs;
  let removed = 0;
  for (const folder of STORAGE_FOLDERS) {
    for await (const page of storage.list(folder)) {
      const old = page
        .filter(
          (file) => file.modifiedAt.getTime() <= writtenBefore && StoredPdfNameSchema.safeParse(file.filename).success,
        )
        .map((file) => file.filename);
      const named = new Set(await findStoredNames(db, old));
      const stray = old.filter((filename) => !named.has(filename));
      for (let start = 0; start < stray.length; start += PARALLEL_REMOVALS) {
        const slice = stray.slice(start, start + PARALLEL_REMOVALS);
        await Promise.all(slice.map((filename) => storage.remove(folder, filename)));
      }
      removed += stray.length;
    }
  }
  return removed;
}

/**
 * Runs the sweep a minute after start and then every `everyMs`, never two at once in this process;
 * answers the function that stops it. A failed sweep is logged and tried again next time.
 */
export function scheduleOrphanSweeps(
  sweep: OrphanSweep,
  log: FastifyBaseLogger,
  { everyMs = ORPHAN_SWEEP_EVERY_MS, firstAfterMs = Math.min(FIRST_SWEEP_AFTER_MS, everyMs) } = {},
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    running = sweepOrphanUploads(sweep)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'deleted resumes no application used and files no upload names');
      })
      .catch((error: unknown) => log.error({ err: error }, 'the sweep of unused uploads failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, everyMs).unref();
      });
  };
  timer = setTimeout(run, firstAfterMs).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
