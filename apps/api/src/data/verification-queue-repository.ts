import { CARRIER_DAYS, EMPLOYER_DAYS, OPEN_VERIFICATION_STATUSES, type VerificationQueueQuery } from '@roadhire/shared';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, employerVerifications } from '../db/schema.js';
import { type ApplicantScope, applicantScopeCondition } from './applicant-scope.js';
import { likeContains } from './search-text.js';

// The recruiter's queue of previous-employer checks (decision 030), soonest due first.

/**
 * The recruiter's queue: every check but the merged ones, of every application, the soonest due
 * first (the employer's 30 days from receipt, the carrier's 30 days from the hire date, in days of
 * the carrier's calendar as the clocks count them), with the total for paging. `folded` is the
 * search text through search_fold, matched in the employer's and the applicant's names.
 */
export async function listVerificationQueue(
  db: Executor,
  query: Omit<VerificationQueueQuery, 'q' | 'page'> & {
    folded?: string;
    /** The applicants the reader sees (issue 43). */
    scope: ApplicantScope;
    today: string;
    timeZone: string;
    limit: number;
    offset: number;
  },
) {
  const sentDay = sql`(${employerVerifications.sent_at} at time zone ${query.timeZone})::date`;
  const employerDue = sql`${sentDay} + ${sql.raw(String(EMPLOYER_DAYS))}`;
  const fileDue = sql`${applications.hiredOn} + ${sql.raw(String(CARRIER_DAYS))}`;
  const open = inArray(employerVerifications.status, OPEN_VERIFICATION_STATUSES);
  const conditions: (SQL | undefined)[] = [
    ne(employerVerifications.status, 'merged'),
    applicantScopeCondition(query.scope),
  ];
  if (query.state === 'open') conditions.push(open);
  if (query.state === 'overdue')
    conditions.push(and(open, or(sql`${employerDue} < ${query.today}::date`, sql`${fileDue} < ${query.today}::date`)));
  if (query.folded) {
    const pattern = likeContains(query.folded);
    conditions.push(
      or(
        sql`search_fold(${employerVerifications.employer_name}) like ${pattern}`,
        sql`search_fold(${applications.first_name} || ' ' || ${applications.last_name}) like ${pattern}`,
      ),
    );
  }
  return db
    .select({
      id: employerVerifications.id,
      application_id: employerVerifications.application_id,
      first_name: applications.first_name,
      last_name: applications.last_name,
      employer_name: employerVerifications.employer_name,
      status: employerVerifications.status,
      sent_at: employerVerifications.sent_at,
      reminders_sent: employerVerifications.reminders_sent,
      hired_on: applications.hiredOn,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(employerVerifications)
    .innerJoin(applications, eq(applications.id, employerVerifications.application_id))
    .where(and(...conditions))
    .orderBy(sql`least(${employerDue}, ${fileDue}) asc nulls last`, asc(employerVerifications.id))
    .limit(query.limit)
    .offset(query.offset);
}
