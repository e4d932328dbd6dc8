import type { ApplicationStatus, RecruiterStage } from '@roadhire/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resultRows } from '../db/result-rows.js';
import { applications } from '../db/schema.js';
import { type ApplicantScope, applicantScopeCondition, EVERY_APPLICANT } from './applicant-scope.js';

// Applications counted by status, stage, position and week: those there are and, as anonymous
// totals, those erased since (decision 031). `counted` is both, one row per group with its number,
// of the applicants the viewer sees (issue 43).

/**
 * The applications in scope, and the erased ones' totals: an erased application keeps only its
 * position, so a member limited to positions counts those of theirs, and one limited to provinces
 * alone counts none, as where their drivers lived is gone with them.
 */
function counted(scope: ApplicantScope) {
  const inScope = applicantScopeCondition(scope);
  const erasedInScope =
    scope === EVERY_APPLICANT
      ? sql``
      : scope.positionIds.length > 0
        ? sql`where job_id in ${[...scope.positionIds]}`
        : sql`where false`;
  return sql`(
  select job_id, status, recruiter_stage, created_at, 1 as n from ${applications}${inScope ? sql` where ${inScope}` : sql``}
  union all
  select job_id, status, recruiter_stage, created_hour, count from erased_application_tallies ${erasedInScope}
) as counted`;
}
const total = sql<number>`sum(n)::int`;

export async function countByStatus(db: Executor, scope: ApplicantScope) {
  const found = await db.execute(sql`select status, ${total} as count from ${counted(scope)} group by status`);
  return resultRows<{ status: ApplicationStatus; count: number }>(found);
}

export async function countByStage(db: Executor, scope: ApplicantScope) {
  const found = await db.execute(
    sql`select recruiter_stage as stage, ${total} as count from ${counted(scope)}
        where recruiter_stage is not null group by recruiter_stage`,
  );
  return resultRows<{ stage: RecruiterStage; count: number }>(found);
}

export async function countByPosition(db: Executor, scope: ApplicantScope) {
  const found = await db.execute(
    sql`select counted.job_id, p.p_position_title, ${total} as count
        from ${counted(scope)} join positions p on p.p_id = counted.job_id
        group by counted.job_id, p.p_position_title
        order by count desc, p.p_position_title asc, counted.job_id asc`,
  );
  return resultRows<{ job_id: number; p_position_title: string; count: number }>(found);
}

/**
 * Applications created per week (Monday starts) of the carrier's calendar (`timeZone`, an IANA
 * zone), from the week starting `firstMonday` ('YYYY-MM-DD' there) on, keyed 'YYYY-MM-DD'.
 */
export async function countPerWeek(
  db: Executor,
  scope: ApplicantScope,
  firstMonday: string,
  timeZone: string,
): Promise<Map<string, number>> {
  const local = sql`(created_at at time zone ${timeZone})`;
  const found = await db.execute(
    sql`select to_char(date_trunc('week', ${local}), 'YYYY-MM-DD') as week, ${total} as count
        from ${counted(scope)} where ${local} >= cast(${firstMonday} as timestamp)
        group by 1`,
  );
  return new Map(resultRows<{ week: string; count: number }>(found).map((row) => [row.week, Number(row.count)]));
}
