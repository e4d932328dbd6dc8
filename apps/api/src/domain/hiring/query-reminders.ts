import type { AppContext } from '../../context.js';
import { EVERY_APPLICANT } from '../../data/applicant-scope.js';
import { claimQueryReminder, remindedDueDays } from '../../data/clearinghouse-repository.js';
import { listInvestigationAdmins } from '../../data/hiring-repository.js';
import { carrierDay } from '../../lib/zoned-time.js';
import { enqueueQueryDueMails } from '../../mail/notices/clearinghouse-notices.js';
import { queriesDue } from './clearinghouse-actions.js';
import { addDays } from './clearinghouse-step.js';

// The reminders of the hired drivers' Clearinghouse queries (49 CFR 382.701; decision 029), run by
// each process's mail worker and given its clock: CLEARINGHOUSE_REMINDER_DAYS before a query is
// due, the administrators allowed to see investigation files are mailed once for it.

/** Queues the reminders that came due by `now`; answers how many queries were reminded of. */
export async function remindQueriesDue(ctx: Pick<AppContext, 'db' | 'config'>, now: Date): Promise<number> {
  const today = carrierDay(now, ctx.config.timeZone);
  const horizon = addDays(today, ctx.config.clearinghouse.reminderDays);
  const due = (await queriesDue(ctx, today, EVERY_APPLICANT)).filter((row) => row.next_query_due <= horizon);
  const reminded = await remindedDueDays(
    ctx.db,
    due.map((row) => row.application_id),
  );
  let sent = 0;
  for (const row of due) {
    if (reminded.has(`${row.application_id}:${row.next_query_due}`)) continue;
    const queued = await ctx.db.transaction(async (tx) => {
      const recipients = await listInvestigationAdmins(tx, row.application_id);
      // Nobody to tell yet: the reminder waits for someone allowed to read it.
      if (recipients.length === 0) return false;
      if (!(await claimQueryReminder(tx, row.application_id, row.next_query_due))) return false;
      await enqueueQueryDueMails(
        ctx,
        tx,
        { applicationId: row.application_id, dueOn: row.next_query_due, followUp: row.follow_up },
        recipients,
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
