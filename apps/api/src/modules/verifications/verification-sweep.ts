import type { AppContext } from '../../context.js';
import {
  failedMessageIds,
  latestMailAttempts,
  lockDueReminders,
  lockPastCarrierDeadline,
  updateVerification,
} from '../../data/verifications-repository.js';
import { carrierDay } from '../../lib/zoned-time.js';
import { goodFaithRecord } from './good-faith.js';
import { CARRIER_DAYS } from './verification-clock.js';
import { sendReminder } from './verification-requests.js';

// The sweep of previous-employer checks (decision 026), run by each process's mail worker and
// given its clock, so tests move time instead of waiting: reminders that came due, and the
// carrier's deadline. Rows are taken in batches with SKIP LOCKED, so processes share the work.

const BATCH = 500;

export interface SweepResult {
  reminders: number;
  bounced: number;
  closed: number;
}

type SweepContext = Pick<AppContext, 'db' | 'config'>;

/** Reminders due by `now`; a request whose last mail failed for good is marked bounced instead. */
async function sweepReminders(ctx: SweepContext, now: Date, result: SweepResult): Promise<void> {
  for (;;) {
    const taken = await ctx.db.transaction(async (tx) => {
      const due = await lockDueReminders(tx, now, BATCH);
      const latest = await latestMailAttempts(
        tx,
        due.map((row) => row.id),
      );
      const failed = await failedMessageIds(tx, [...latest.values()]);
      for (const row of due) {
        const last = latest.get(row.id);
        if (last && failed.has(last)) {
          await updateVerification(tx, row.id, { status: 'bounced', next_reminder_at: null });
          result.bounced++;
          continue;
        }
        await sendReminder(ctx, tx, row, now);
        result.reminders++;
      }
      return due.length;
    });
    if (taken < BATCH) return;
  }
}

/** Open checks of drivers hired `CARRIER_DAYS` ago or more: closed with the good-faith record. */
async function sweepDeadlines(ctx: SweepContext, now: Date, result: SweepResult): Promise<void> {
  const today = carrierDay(now, ctx.config.timeZone);
  for (;;) {
    const taken = await ctx.db.transaction(async (tx) => {
      const rows = await lockPastCarrierDeadline(tx, today, CARRIER_DAYS, BATCH);
      for (const { verification } of rows) {
        const record = await goodFaithRecord(ctx, tx, verification, now);
        await updateVerification(tx, verification.id, {
          status: 'no_response',
          status_reason: null,
          next_reminder_at: null,
          closed_at: now,
          good_faith: record.text,
          good_faith_sha256: record.sha256,
        });
        result.closed++;
      }
      return rows.length;
    });
    if (taken < BATCH) return;
  }
}

export async function sweepVerifications(ctx: SweepContext, now: Date = new Date()): Promise<SweepResult> {
  const result: SweepResult = { reminders: 0, bounced: 0, closed: 0 };
  await sweepReminders(ctx, now, result);
  await sweepDeadlines(ctx, now, result);
  return result;
}
