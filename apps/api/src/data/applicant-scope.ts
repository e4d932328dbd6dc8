import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { applications, memberLimits, users } from '../db/schema.js';

// Which applicants a member of the team sees (issue 43, decision 033): one condition over
// `applications`, which every query that lists, counts, finds or mails about applicants takes, so
// none can show a member an applicant outside their limits.

/** Every applicant: the `ADMIN_EMAIL` administrator, and a member without limits. */
export const EVERY_APPLICANT = 'every applicant';

/**
 * The applicants a caller sees: every one, or those of these positions together with those living
 * in these provinces (lower case, as `provinceKey` folds them). At least one list is not empty.
 */
export type ApplicantScope =
  | typeof EVERY_APPLICANT
  | { readonly positionIds: readonly number[]; readonly provinces: readonly string[] };

/** Who reads a list of applicants: their account, and the applicants they see. */
export interface Viewer {
  id: number;
  scope: ApplicantScope;
}

/** A province as limits compare it: the stored text without case or surrounding spaces. */
export const provinceKey = (province: string) => province.trim().toLowerCase();

/** A province as stored, compared as `provinceKey` folds it. */
const folded = (province: SQL) => sql`lower(btrim(${province}))`;

/**
 * The applicants living in one of `provinces` (a list folded by `provinceKey`, or an SQL set of
 * them): where the driver's account says they live, which the final submit writes from step 1's
 * address (SPEC §2), or, while an application is in progress, where its draft's step 1 says. The
 * accounts are matched once, as a set (a hashed subplan), so a count over every application stays
 * one pass; the draft is read only for applications in progress.
 */
function livingIn(provinces: SQL): SQL {
  return sql`(${applications.user_id} in (select u.id from ${users} u where ${folded(sql`u.province`)} in ${provinces})
    or (${applications.status} = 'in_progress' and ${folded(sql`${applications.draft} ->> 'province'`)} in ${provinces}))`;
}

/** The condition on `applications` of the applicants in scope; none for every applicant. */
export function applicantScopeCondition(scope: ApplicantScope): SQL | undefined {
  if (scope === EVERY_APPLICANT) return undefined;
  const sides: SQL[] = [];
  if (scope.positionIds.length > 0) sides.push(inArray(applications.job_id, [...scope.positionIds]));
  if (scope.provinces.length > 0) sides.push(livingIn(sql`${[...scope.provinces]}`));
  // A scope with neither list is every applicant; refuse rather than show nobody or everybody by mistake.
  if (sides.length === 0) throw new Error('An applicant scope names positions or provinces');
  return sides.length === 1 ? sides[0] : sql`(${sql.join(sides, sql` or `)})`;
}

/** Whether the application exists and is in scope. */
export async function applicationInScope(db: Executor, scope: ApplicantScope, applicationId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), applicantScopeCondition(scope)))
    .limit(1);
  return row !== undefined;
}

/** Whether any application of the account is in scope: a driver is seen through their applications. */
export async function driverInScope(db: Executor, scope: ApplicantScope, userId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.user_id, userId), applicantScopeCondition(scope)))
    .limit(1);
  return row !== undefined;
}

/** The condition on a column holding an account's id: drivers with an application in scope. */
export function driverScopeCondition(scope: ApplicantScope, userIdColumn: AnyPgColumn): SQL | undefined {
  const condition = applicantScopeCondition(scope);
  if (!condition) return undefined;
  return sql`exists (select 1 from ${applications} where ${applications.user_id} = ${userIdColumn} and ${condition})`;
}

/**
 * The condition on `users` of the accounts that see one application: those without limits, and those
 * whose limits include it. What mails about an applicant to members of the team ask (issue 43).
 */
export function seesApplicationCondition(applicationId: number): SQL {
  return sql`(not exists (select 1 from ${memberLimits} ml where ml.user_id = ${users.id})
    or exists (
      select 1 from ${memberLimits} ml join ${applications} on ${applications.id} = ${applicationId}
      where ml.user_id = ${users.id}
        and (${applications.job_id} = any(ml.position_ids)
          or ${livingIn(sql`(select ${folded(sql`p`)} from unnest(ml.provinces) p)`)})))`;
}
