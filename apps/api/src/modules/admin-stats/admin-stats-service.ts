import {
  ADMIN_STATS_WEEKS,
  type AdminStats,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  RECRUITER_STAGES,
  type RecruiterStage,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import {
  countByPosition,
  countByStage,
  countByStatus,
  countPerWeek,
} from '../../data/admin-applications-repository.js';

/** Every name of the list with a count of 0, so the dashboard shows a status or stage nobody is at. */
const zeroCounts = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week `now` falls in. */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 24 * 60 * 60 * 1000);
}

/** The dashboard: applications per status and stage, per position, and per week (decision 008). */
export async function stats(ctx: AppContext, now: Date = new Date()): Promise<AdminStats> {
  const first = new Date(weekStart(now).getTime() - (ADMIN_STATS_WEEKS - 1) * WEEK_MS);
  const [statuses, stages, positions, weeks] = await Promise.all([
    countByStatus(ctx.db),
    countByStage(ctx.db),
    countByPosition(ctx.db),
    countPerWeek(ctx.db, first),
  ]);
  const status = zeroCounts<ApplicationStatus>(APPLICATION_STATUSES);
  for (const row of statuses) status[row.status] = row.count;
  const stage = zeroCounts<RecruiterStage>(RECRUITER_STAGES);
  for (const row of stages) if (row.stage) stage[row.stage] = row.count;
  const perWeek = Array.from({ length: ADMIN_STATS_WEEKS }, (_, i) => {
    const week_start = new Date(first.getTime() + i * WEEK_MS).toISOString().slice(0, 10);
    return { week_start, count: weeks.get(week_start) ?? 0 };
  });
  return {
    byStatus: { total: statuses.reduce((sum, row) => sum + row.count, 0), status, stage },
    byPosition: positions,
    perWeek,
  };
}
