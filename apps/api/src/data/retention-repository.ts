import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resultRows } from '../db/result-rows.js';
import { applications, clearinghouseChecks, employerVerifications } from '../db/schema.js';

// The retention rules' reads (decision 031): what the DOT rules keep of a person, the one-statement
// quarantine of applicants never hired, and the sweep's sorting of people due for erasure.

/** What of a person the DOT rules keep: each hired application with its dates and Clearinghouse query. */
export function hiredApplicationsOf(db: Executor, userId: number) {
  return db
    .select({
      id: applications.id,
      hired_on: applications.hiredOn,
      employment_ended_on: applications.employment_ended_on,
      queried_on: sql<
        string | null
      >`(select max(q.queried_on) from clearinghouse_queries q where q.application_id = ${applications.id})`,
      has_clearinghouse: sql<boolean>`(${clearinghouseChecks.application_id} is not null
        or exists (select 1 from clearinghouse_queries q where q.application_id = ${applications.id}))`,
      verifications: sql<number>`(select count(*)::int from ${employerVerifications} where ${employerVerifications.application_id} = ${applications.id})`,
    })
    .from(applications)
    .leftJoin(clearinghouseChecks, eq(clearinghouseChecks.application_id, applications.id))
    .where(and(eq(applications.user_id, userId), isNotNull(applications.hiredOn)));
}

/**
 * The retention rules as one statement, so a sweep over every applicant stays one scan: each
 * candidate account with no activity since `cutoff`, no hire still within its DOT period
 * (employment end + 3 years, and 3 years after the last Clearinghouse query), no open erasure, no
 * hold and no consent to be kept for future jobs enters the register, quarantined until
 * `eraseAfter`. Answers how many entered.
 */
export async function quarantineUnhired(
  db: Executor,
  options: { cutoff: Date; now: Date; eraseAfter: Date; dueOn: string; day: string },
): Promise<number> {
  const { cutoff, now, eraseAfter, dueOn, day } = options;
  const result = await db.execute(sql`
    insert into privacy_requests (user_id, kind, source, status, received_at, due_on, erase_after, held)
    select u.id, 'erasure', 'retention', 'received', ${now.toISOString()}::timestamptz, ${dueOn}::date,
           ${eraseAfter.toISOString()}::timestamptz, '[]'::jsonb
    from users u
    where u.role = 2
      and greatest(u.created_at, u.updated_at) < ${cutoff.toISOString()}::timestamptz
      and not exists (
        select 1 from applications a
        where a.user_id = u.id
          and ((a.hired_on is not null
                and (a.employment_ended_on is null
                     or a.employment_ended_on + interval '3 years' > ${day}::date
                     or ((exists (select 1 from clearinghouse_checks c where c.application_id = a.id)
                          or exists (select 1 from clearinghouse_queries q where q.application_id = a.id))
                         and coalesce((select max(q.queried_on) from clearinghouse_queries q where q.application_id = a.id),
                                      a.hired_on) + interval '3 years' > ${day}::date)))
               or greatest(a.updated_at, a.created_at, coalesce(a.recruiter_stage_at, a.created_at),
                           coalesce(a.submitted_at, a.created_at)) >= ${cutoff.toISOString()}::timestamptz))
      and not exists (
        select 1 from privacy_requests r where r.user_id = u.id and r.kind = 'erasure' and r.status <> 'done')
      and not exists (
        select 1 from legal_holds h
        where h.lifted_at is null and (h.until is null or h.until >= ${day}::date)
          and ((h.user_id = u.id and (h.record_type is null or h.record_type in ('application_unhired', 'account')))
               or (h.user_id is null and h.record_type in ('application_unhired', 'account'))))
      and not exists (
        select 1 from privacy_consents c
        where c.user_id = u.id and c.purpose = 'talent_pool' and c.withdrawn_at is null
          and (c.expires_at is null or c.expires_at > ${now.toISOString()}::timestamptz))
    on conflict (user_id) where kind = 'erasure' and status <> 'done' do nothing
  `);
  return affected(result);
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

// The sweep's bulk path: most people due for erasure have nothing held, and one statement per step
// for a whole batch keeps a sweep over many people to a few round trips (bench/privacy-sweep.ts).

/** Of these people, those a hold or a hire might keep something of: they take the one-by-one path. */
export async function maybeHeld(db: Executor, userIds: number[], day: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const found = resultRows<{ id: number }>(
    await db.execute(sql`
      select u.id from users u
      where u.id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and (exists (select 1 from legal_holds h
                     where h.lifted_at is null and (h.until is null or h.until >= ${day}::date)
                       and (h.user_id = u.id or (h.user_id is null and h.record_type is not null)))
             or exists (select 1 from applications a where a.user_id = u.id and a.hired_on is not null))`),
  );
  return new Set(found.map((row) => Number(row.id)));
}

/** Of these retention requests, those whose person came back after being quarantined. */
export async function activeSinceQuarantine(db: Executor, requestIds: number[]): Promise<Set<number>> {
  if (requestIds.length === 0) return new Set();
  const found = resultRows<{ id: number }>(
    await db.execute(sql`
      select r.id from privacy_requests r join users u on u.id = r.user_id
      where r.id in (${sql.join(
        requestIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and r.source = 'retention'
        and (u.updated_at > r.received_at
             or exists (select 1 from applications a where a.user_id = u.id
                        and greatest(a.updated_at, coalesce(a.recruiter_stage_at, a.created_at)) > r.received_at))`),
  );
  return new Set(found.map((row) => Number(row.id)));
}
