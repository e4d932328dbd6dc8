import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  applications,
  type ClearinghouseQueryRow,
  clearinghouseQueries,
  clearinghouseQueryReminders,
  clearinghouseRtdDocuments,
  positions,
  type RtdDocumentRow,
} from '../db/schema.js';
import { type ApplicantScope, applicantScopeCondition } from './applicant-scope.js';

// The Clearinghouse queries of each application, each a row inserted once and never updated; the
// return-to-duty documents; and the reminders of the queries due (49 CFR 382.701, 382.217).

export type NewClearinghouseQuery = Omit<ClearinghouseQueryRow, 'id' | 'recorded_at'>;
export type NewRtdDocument = Omit<RtdDocumentRow, 'id' | 'uploaded_at'>;

/** An application's queries, the latest first. */
export function listClearinghouseQueries(db: Executor, applicationId: number): Promise<ClearinghouseQueryRow[]> {
  return db
    .select()
    .from(clearinghouseQueries)
    .where(eq(clearinghouseQueries.application_id, applicationId))
    .orderBy(desc(clearinghouseQueries.queried_on), desc(clearinghouseQueries.id));
}

export async function insertClearinghouseQuery(
  db: Executor,
  row: NewClearinghouseQuery,
): Promise<ClearinghouseQueryRow> {
  const [inserted] = await db.insert(clearinghouseQueries).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/** One query of one application: another application's id answers nothing. */
export async function findClearinghouseQuery(db: Executor, applicationId: number, queryId: number) {
  const [row] = await db
    .select()
    .from(clearinghouseQueries)
    .where(and(eq(clearinghouseQueries.id, queryId), eq(clearinghouseQueries.application_id, applicationId)));
  return row;
}

/** An application's return-to-duty documents, by their dates. */
export function listRtdDocuments(db: Executor, applicationId: number): Promise<RtdDocumentRow[]> {
  return db
    .select()
    .from(clearinghouseRtdDocuments)
    .where(eq(clearinghouseRtdDocuments.application_id, applicationId))
    .orderBy(asc(clearinghouseRtdDocuments.dated_on), asc(clearinghouseRtdDocuments.id));
}

export async function insertRtdDocument(db: Executor, row: NewRtdDocument): Promise<RtdDocumentRow> {
  const [inserted] = await db.insert(clearinghouseRtdDocuments).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function findRtdDocument(db: Executor, applicationId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(clearinghouseRtdDocuments)
    .where(
      and(eq(clearinghouseRtdDocuments.id, documentId), eq(clearinghouseRtdDocuments.application_id, applicationId)),
    );
  return row;
}

/**
 * The drivers of CDL jobs hired and still employed on `day`, with the days their next query is
 * counted from: the last query, the last full one, the last limited one that found information.
 */
export function listHiredQueryDates(db: Executor, day: string, scope: ApplicantScope) {
  const q = clearinghouseQueries;
  const dates = db
    .select({
      application_id: q.application_id,
      last_on: sql<string | null>`max(${q.queried_on})`.as('last_on'),
      last_full_on: sql<string | null>`max(${q.queried_on}) filter (where ${q.query_type} = 'full')`.as('last_full_on'),
      information_on: sql<
        string | null
      >`max(${q.queried_on}) filter (where ${q.query_type} = 'limited' and ${q.result} = 'information_found')`.as(
        'information_on',
      ),
    })
    .from(q)
    .groupBy(q.application_id)
    .as('dates');
  return db
    .select({
      application_id: applications.id,
      first_name: applications.first_name,
      last_name: applications.last_name,
      p_position_title: positions.p_position_title,
      hired_on: applications.hiredOn,
      last_on: dates.last_on,
      last_full_on: dates.last_full_on,
      information_on: dates.information_on,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .leftJoin(dates, eq(dates.application_id, applications.id))
    .where(
      and(
        eq(applications.recruiter_stage, 'hired'),
        eq(positions.p_requires_cdl, true),
        or(isNull(applications.employment_ended_on), gt(applications.employment_ended_on, day)),
        applicantScopeCondition(scope),
      ),
    );
}

/** The due days already reminded of, of these applications, as `id:day`. */
export async function remindedDueDays(db: Executor, applicationIds: number[]): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await db
    .select({ application_id: clearinghouseQueryReminders.application_id, due_on: clearinghouseQueryReminders.due_on })
    .from(clearinghouseQueryReminders)
    .where(inArray(clearinghouseQueryReminders.application_id, applicationIds));
  return new Set(rows.map((row) => `${row.application_id}:${row.due_on}`));
}

/** Takes the reminder of one due query; false when another process (or an earlier round) took it. */
export async function claimQueryReminder(db: Executor, applicationId: number, dueOn: string): Promise<boolean> {
  const rows = await db
    .insert(clearinghouseQueryReminders)
    .values({ application_id: applicationId, due_on: dueOn })
    .onConflictDoNothing()
    .returning({ application_id: clearinghouseQueryReminders.application_id });
  return rows.length > 0;
}

/** Every stored file of these applications' queries and return-to-duty documents. */
export async function clearinghouseFilesOf(db: Executor, applicationIds: number[]): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const queries = await db
    .select({ filename: clearinghouseQueries.result_filename })
    .from(clearinghouseQueries)
    .where(inArray(clearinghouseQueries.application_id, applicationIds));
  const documents = await db
    .select({ filename: clearinghouseRtdDocuments.filename })
    .from(clearinghouseRtdDocuments)
    .where(inArray(clearinghouseRtdDocuments.application_id, applicationIds));
  return [...queries, ...documents].flatMap((row) => (row.filename ? [row.filename] : []));
}
