import { CARRIER_DAYS } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import {
  failedMessageIds,
  insertAttempts,
  latestMailAttempts,
  type NewAttempt,
} from '../../data/verification-attempts-repository.js';
import {
  closeWithGoodFaith,
  lockDueReminders,
  lockPastCarrierDeadline,
  recordReminders,
} from '../../data/verification-sweep-repository.js';
import { updateVerification, verificationApplications } from '../../data/verifications-repository.js';
import { carrierDay } from '../../lib/zoned-time.js';
import { enqueueMails, type OutboxMail } from '../../mail/outbox.js';
import { employerTranslators } from './employer-language.js';
import { goodFaithRecords } from './good-faith.js';
import { reminderOf } from './verification-requests.js';

// The sweep of previous-employer checks (decision 030), run by each process's mail worker and
// given its clock, so tests move time instead of waiting: reminders that came due, and the
// carrier's deadline. Rows are taken in batches with SKIP LOCKED, so processes share the work.

const BATCH = 200;
/** Batches swept at once, each a transaction on its own connection of the pool. */
const PARALLEL = 4;

export interface SweepResult {
  reminders: number;
  bounced: number;
  closed: number;
}

type SweepContext = Pick<AppContext, 'db' | 'config'>;

/** Runs `batch` on PARALLEL connections until a round finds fewer rows than a full batch. */
async function inParallel(batch: () => Promise<number>): Promise<void> {
  for (;;) {
    const taken = await Promise.all(Array.from({ length: PARALLEL }, batch));
    if (taken.every((count) => count < BATCH)) return;
  }
}

/** Reminders due by `now`; a request whose last mail failed for good is marked bounced instead. */
async function sweepReminders(ctx: SweepContext, now: Date, result: SweepResult): Promise<void> {
  const translators = await employerTranslators();
  await inParallel(() =>
    ctx.db.transaction(async (tx) => {
      const due = await lockDueReminders(tx, now, BATCH);
      if (due.length === 0) return 0;
      const latest = await latestMailAttempts(
        tx,
        due.map((row) => row.id),
      );
      const failed = await failedMessageIds(tx, [...latest.values()]);
      const facts = await verificationApplications(tx, [...new Set(due.map((row) => row.application_id))]);
      const mails: OutboxMail[] = [];
      const attempts: NewAttempt[] = [];
      const next: Array<{ id: number; next: Date | null }> = [];
      for (const row of due) {
        const last = latest.get(row.id);
        if (last && failed.has(last)) {
          await updateVerification(tx, row.id, { status: 'bounced', next_reminder_at: null });
          result.bounced++;
          continue;
        }
        const reminder = reminderOf(ctx, translators, row, facts.get(row.application_id), now);
        if (!reminder) {
          next.push({ id: row.id, next: null });
          continue;
        }
        mails.push(reminder.mail);
        attempts.push(reminder.attempt);
        next.push({ id: row.id, next: reminder.next });
        result.reminders++;
      }
      // The batch's mails, attempts and next reminders in three statements, whatever its size.
      await enqueueMails(tx, mails);
      await insertAttempts(tx, attempts);
      await recordReminders(tx, next);
      return due.length;
    }),
  );
}

/** Open checks of drivers hired `CARRIER_DAYS` ago or more: closed with the good-faith record. */
async function sweepDeadlines(ctx: SweepContext, now: Date, result: SweepResult): Promise<void> {
  const today = carrierDay(now, ctx.config.timeZone);
  await inParallel(() =>
    ctx.db.transaction(async (tx) => {
      const rows = await lockPastCarrierDeadline(tx, today, CARRIER_DAYS, BATCH);
      const records = await goodFaithRecords(
        ctx,
        tx,
        rows.map((row) => row.verification),
        now,
      );
      await closeWithGoodFaith(tx, records, now);
      result.closed += records.length;
      return rows.length;
    }),
  );
}

export async function sweepVerifications(ctx: SweepContext, now: Date = new Date()): Promise<SweepResult> {
  const result: SweepResult = { reminders: 0, bounced: 0, closed: 0 };
  await sweepReminders(ctx, now, result);
  await sweepDeadlines(ctx, now, result);
  return result;
}
