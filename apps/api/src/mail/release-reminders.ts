import type { AppContext } from '../context.js';
import { type UnsignedReleases, unsignedReleases } from '../data/verification-sweep-repository.js';
import { enqueueReleasesMail } from './notices/application-notices.js';

// The driver's unsigned previous-employer releases (49 CFR 391.23; decision 030): asked for by mail
// at the submit, then reminded every RELEASE_REMINDER_DAYS while any is unsigned, at most
// RELEASE_REMINDERS_MAX times; a withdrawn application or a closed account is not reminded.

export const RELEASE_REMINDER_DAYS = 3;
export const RELEASE_REMINDERS_MAX = 5;
const DAY_MS = 86_400_000;

/** Queues the reminders that came due by `now`; answers how many were queued. */
export async function remindUnsignedReleases(ctx: Pick<AppContext, 'db' | 'config'>, now: Date): Promise<number> {
  // Counted from the first request: the n-th reminder is due n periods after it, whatever the
  // sweep's clock missed, and a driver away longer gets one reminder, not all of them at once.
  const due = (row: UnsignedReleases) => {
    if (!row.asked) return true;
    const periods = Math.floor((now.getTime() - row.first_asked_at.getTime()) / (RELEASE_REMINDER_DAYS * DAY_MS));
    return row.reminders < Math.min(periods, RELEASE_REMINDERS_MAX);
  };
  let queued = 0;
  for (const candidate of (await unsignedReleases(ctx.db)).filter(due)) {
    const sent = await ctx.db.transaction(async (tx) => {
      // Taken again under its lock: another process, or a signature meanwhile, may have changed it.
      const [row] = await unsignedReleases(tx, { applicationId: candidate.application_id, lock: true });
      if (!row || !due(row)) return false;
      // Asked before this mail existed: the first mail is the request itself.
      await enqueueReleasesMail(ctx, tx, row.application_id, row.unsigned, row.asked);
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
