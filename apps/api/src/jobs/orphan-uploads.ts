import type { FastifyBaseLogger } from 'fastify';
import { deleteUploads, lockUnusedResumes } from '../data/uploads-repository.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../storage/file-storage.js';

/** How often each process looks for orphans; the first look is a minute after start. */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;
/** Rows locked by one transaction, so a sweep never holds many rows (or a slow bucket) for long. */
const BATCH_SIZE = 100;
/** Files removed at once within a batch. */
const PARALLEL_REMOVALS = 8;

export interface OrphanSweep {
  db: Database;
  storage: FileStorage;
  /** Resumes no application used are kept this many days after their upload (ORPHAN_UPLOAD_DAYS). */
  days: number;
  batchSize?: number;
}

/**
 * Deletes the resumes no application ever named, uploaded more than `days` ago: the file, then the
 * row, in one transaction per batch. Documents are never orphans: they are the candidate's, not an
 * application's (decision 007). Answers how many were deleted.
 *
 * Files go first, while the rows are locked: if the commit then fails, the row of a file already
 * gone is simply taken again by the next sweep; the other order could leave a file with no row that
 * nothing would ever find, and keep a driver's resume past its time.
 */
export async function sweepOrphanUploads({ db, storage, days, batchSize = BATCH_SIZE }: OrphanSweep): Promise<number> {
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
        if (deleted > 0) log.info({ deleted }, 'deleted resumes no application used');
      })
      .catch((error: unknown) => log.error({ err: error }, 'the sweep of unused resumes failed'))
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
