import {
  ADMIN_STATS_WEEKS,
  type AdminStats,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  RECRUITER_STAGES,
  type RecruiterStage,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import type { ApplicantScope } from '../../data/applicant-scope.js';
import {
  countByPosition,
  countByStage,
  countByStatus,
  countPerWeek,
} from '../../data/application-counts-repository.js';

/** Every name of the list with a count of 0, so the dashboard shows a status or stage nobody is at. */
const zeroCounts = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The Monday ('YYYY-MM-DD') of the week `now` falls in on the carrier's calendar (TIME_ZONE), as
 * everything else the carrier reads counts days (decision 013). Date arithmetic on that calendar
 * day runs in UTC, where every day has 24 hours.
 */
export function weekStart(now: Date, timeZone: string): Date {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const day = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The dashboard: applications per status and stage, per position, and per week (decision 008). */
export async function stats(ctx: AppContext, scope: ApplicantScope, now: Date = new Date()): Promise<AdminStats> {
  const first = new Date(weekStart(now, ctx.config.timeZone).getTime() - (ADMIN_STATS_WEEKS - 1) * WEEK_MS);
  const [statuses, stages, positions, weeks] = await Promise.all([
    countByStatus(ctx.db, scope),
    countByStage(ctx.db, scope),
    countByPosition(ctx.db, scope),
    countPerWeek(ctx.db, scope, first.toISOString().slice(0, 10), ctx.config.timeZone),
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
