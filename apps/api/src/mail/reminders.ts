import type { AppContext } from '../context.js';
import { listRemindableApplications, recordReminder } from '../data/mail-repository.js';
import { enqueueApplicationReminderMail } from './notices/application-notices.js';

/**
 * How many reminders an application untouched since `touchedAt` should have had by `now`: one per
 * threshold passed (24 h, 72 h by default). A driver away longer than every threshold gets one
 * reminder, not all of them at once.
 */
export function remindersDue(reminderAfterMs: number[], touchedAt: Date, now: Date): number {
  const idle = now.getTime() - touchedAt.getTime();
  return reminderAfterMs.filter((after) => idle >= after).length;
}

/**
 * Queues the reminders that came due: applications in progress, untouched for a
 * threshold, of accounts that did not unsubscribe. A touch since the last reminder starts the count
 * again. Each reminder is counted and queued in one transaction; returns how many were queued.
 */
export async function enqueueDueReminders(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now: Date = new Date(),
): Promise<number> {
  const thresholds = ctx.config.mail.reminderAfterMs;
  const first = thresholds[0];
  if (first === undefined) return 0;
  const candidates = await listRemindableApplications(ctx.db, new Date(now.getTime() - first));
  let queued = 0;
  for (const candidate of candidates) {
    const sameTouch = candidate.remindedFor?.getTime() === candidate.updatedAt.getTime();
    const sent = sameTouch ? candidate.remindersSent : 0;
    const due = remindersDue(thresholds, candidate.updatedAt, now);
    if (due <= sent) continue;
    const done = await ctx.db.transaction(async (tx) => {
      if (!(await recordReminder(tx, candidate.applicationId, candidate.updatedAt, due))) return false;
      await enqueueApplicationReminderMail(ctx, tx, candidate.applicationId);
      return true;
    });
    if (done) queued++;
  }
  return queued;
}
