import {
  inEnglish,
  type MessageId,
  PRIVACY_DUE_DAYS,
  RECORD_TYPES,
  type RecordType,
  type SweepResult,
} from '@roadhire/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  auditErasure,
  auditErasures,
  deletePeople,
  deletePerson,
  type ErasureCounts,
  erasePersonExcept,
} from '../../data/erasure-repository.js';
import { claimConsentRenewals } from '../../data/privacy-consents-repository.js';
import {
  countPendingFiles,
  fileDeletionDone,
  fileDeletionFailed,
  pendingFileDeletions,
  queueFileDeletions,
  storedFilesOf,
} from '../../data/privacy-file-deletions-repository.js';
import {
  completeErasures,
  lockDueErasures,
  markRequestDone,
  setRequestState,
} from '../../data/privacy-requests-repository.js';
import { activeSinceQuarantine, maybeHeld, quarantineUnhired } from '../../data/retention-repository.js';
import type { Database } from '../../db/client.js';
import type { PrivacyRequestRow } from '../../db/schema.js';
import type { StorageFolder } from '../../storage/file-storage.js';
import { enqueueConsentRenewalMail } from './privacy-mails.js';
import { addDays, addMonths, dayOf, heldRecords, recordedHeld } from './retention.js';

// The retention sweep (decision 031): applicants past their retention enter quarantine; requests
// whose quarantine is over are erased, one person per transaction, except what is held; then the
// stored files are deleted, and a storage failure is retried by the next sweep, the request staying
// open until its last file is gone. Run twice, the second run finds nothing left to erase.

/** How long before a talent-pool consent lapses its renewal is asked for. */
const RENEWAL_NOTICE_DAYS = 30;
/** Requests erased per round; a round repeats until none is due. */
const BATCH = 500;
/** File deletes per round of the queue. */
const FILE_BATCH = 200;

type SweepContext = Pick<AppContext, 'db' | 'storage' | 'config' | 'now'>;

class DryRun extends Error {
  constructor(readonly result: SweepResult) {
    super('dry run');
  }
}

/**
 * One sweep. With `dryRun`, the same work runs in one transaction that is rolled back and storage
 * is left alone, so the counts are exactly what a real run would erase now.
 */
export async function runPrivacySweep(ctx: SweepContext, options: { dryRun: boolean }): Promise<SweepResult> {
  if (!options.dryRun) return sweep(ctx, ctx.db, false);
  try {
    await ctx.db.transaction(async (tx) => {
      throw new DryRun(await sweep(ctx, tx as unknown as Database, true));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
  throw new Error('unreachable');
}

async function sweep(ctx: SweepContext, db: Database, dryRun: boolean): Promise<SweepResult> {
  const now = ctx.now();
  const { unhiredMonths, quarantineDays } = ctx.config.privacy;
  await quarantineUnhired(db, {
    cutoff: addMonths(now, -unhiredMonths),
    now,
    eraseAfter: addDays(now, quarantineDays),
    dueOn: dayOf(addDays(now, PRIVACY_DUE_DAYS)),
    day: dayOf(now),
  });
  // A consent to be kept for future jobs lapsing within RENEWAL_NOTICE_DAYS asks for its renewal once.
  for (const row of await claimConsentRenewals(db, now, addDays(now, RENEWAL_NOTICE_DAYS)))
    await enqueueConsentRenewalMail(
      ctx,
      db,
      { id: row.user_id, email: row.email, first_name: row.first_name, language: row.language },
      new Date(row.expires_at),
    );
  const erased: ErasureCounts = {};
  let people = 0;
  let afterId = 0;
  for (;;) {
    const round = await db.transaction(async (tx) => {
      const due = await lockDueErasures(tx, now, afterId, BATCH);
      afterId = due.at(-1)?.id ?? afterId;
      const add = (counts: ErasureCounts) => {
        for (const [type, n] of Object.entries(counts) as Array<[RecordType, number]>)
          erased[type] = (erased[type] ?? 0) + n;
      };
      // A person quarantined by the retention rule who came back (applied, changed their profile) stays.
      const returned = await activeSinceQuarantine(
        tx,
        due.map((request) => request.id),
      );
      for (const id of returned) await markRequestDone(tx, id, inEnglish.t('privacy.api.keptAnswer'), now);
      const open = due.filter(
        (request): request is PrivacyRequestRow & { user_id: number } =>
          request.user_id !== null && !returned.has(request.id),
      );
      // Whoever a hold or a hire might keep something of is weighed one by one; the rest go together.
      const weighed = await maybeHeld(
        tx,
        open.map((request) => request.user_id),
        dayOf(now),
      );
      for (const request of open.filter((row) => weighed.has(row.user_id))) {
        const outcome = await eraseOne(tx as unknown as Database, request, now);
        if (outcome.full) people += 1;
        add(outcome.counts);
      }
      const whole = open.filter((row) => !weighed.has(row.user_id));
      const counts = await deletePeople(tx, whole);
      for (const count of counts.values()) add(count);
      people += whole.length;
      await auditErasures(
        tx,
        whole.map((request) => ({
          requestId: request.id,
          erased: counts.get(request.id) ?? {},
          source: request.source,
        })),
      );
      return due.length;
    });
    if (round < BATCH) break;
  }
  if (!dryRun) await deleteQueuedFiles(ctx, db);
  // A request is done once its records are gone and storage has deleted its last file. Its answer
  // is the text's id, so the register says it in its reader's language; an officer's own answer is
  // kept as typed.
  await completeErasures(db, 'privacy.api.erasedAnswer' satisfies MessageId, now);
  return { dry_run: dryRun, people, erased, files_pending: await countPendingFiles(db) };
}

/** Erases one person's unheld records; `full` when nothing was held and the account went too. */
async function eraseOne(
  tx: Database,
  request: PrivacyRequestRow,
  now: Date,
): Promise<{ full: boolean; counts: ErasureCounts }> {
  const userId = request.user_id;
  if (userId === null) return { full: false, counts: {} };
  const held = recordedHeld(await heldRecords(tx, userId, dayOf(now)));
  // A hold on the whole person stops everything: the request waits, its answer says why.
  if (held.length === RECORD_TYPES.length) {
    await setRequestState(tx, request.id, 'received', held);
    return { full: false, counts: {} };
  }
  await setRequestState(tx, request.id, 'in_progress', held);
  if (held.length === 0) {
    await queueFileDeletions(tx, request.id, await storedFilesOf(tx, userId));
    const counts = await deletePerson(tx, userId);
    await auditErasure(tx, request.id, { erased: counts, held: [], source: request.source });
    return { full: true, counts };
  }
  const types = new Set(held.map((record) => record.record_type));
  const { counts, files } = await erasePersonExcept(tx, userId, types);
  await queueFileDeletions(tx, request.id, files);
  await auditErasure(tx, request.id, { erased: counts, held: [...types], source: request.source });
  return { full: false, counts };
}

/**
 * Deletes the queued files. A failure is counted and kept for the next sweep, never dropped: the
 * row goes only once storage has deleted the file (a name already gone counts as deleted).
 */
async function deleteQueuedFiles(ctx: SweepContext, db: Database): Promise<void> {
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const queued = await pendingFileDeletions(tx, FILE_BATCH);
      let progressed = 0;
      for (const file of queued) {
        try {
          await ctx.storage.remove(file.folder as StorageFolder, file.filename);
          await fileDeletionDone(tx, file.id);
          progressed += 1;
        } catch (error) {
          await fileDeletionFailed(tx, file.id, (error as Error).message);
        }
      }
      return { queued: queued.length, progressed };
    });
    if (done.queued < FILE_BATCH || done.progressed === 0) return;
  }
}

/** How often the daily sweep runs once the carrier turns it on (PRIVACY_SWEEP). */
export const PRIVACY_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 5 * 60 * 1000;

/** Runs the sweep daily in this process; returns the stop function. */
export function schedulePrivacySweeps(ctx: SweepContext, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runPrivacySweep(ctx, { dryRun: false })
      .then((result) => log.info({ privacySweep: result }, 'privacy sweep'))
      .catch((error: unknown) => log.error({ err: error }, 'privacy sweep failed'));
  };
  const first = setTimeout(run, FIRST_SWEEP_AFTER_MS);
  const every = setInterval(run, PRIVACY_SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
