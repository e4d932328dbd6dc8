import {
  type AdminApplicationFilters,
  type AdminApplicationSort,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  RECRUITER_STAGES,
  type RecruiterStage,
} from '@roadhire/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resultRows } from '../db/result-rows.js';
import {
  type Application,
  applicationEvents,
  applications,
  equipmentOperated,
  highestEducation,
  licenses,
  onboardingForms,
  positions,
  qualifications,
  regionsTravelled,
  uploads,
  users,
} from '../db/schema.js';
import { sqlList } from '../db/sql-list.js';

// The admin applicants (decision 008): the list with its filters, search and sorts, a candidate's
// whole file, the recruiter stages and notes, and the dashboard counts. The search relies on the
// pg_trgm indexes of migration 0005, so "contains" stays fast on a hundred thousand rows
// (bench/README.md).

const fullName = sql`(${applications.search_first_name} || ' ' || ${applications.search_last_name})`;

/** `%`, `_` and `\` are LIKE's own characters; a search takes them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likeContains = (text: string) => `%${escapeLike(text)}%`;
const likePrefix = (text: string) => `${escapeLike(text)}%`;

/**
 * From this length a search finds any part of a name, email or mobile (the trigram indexes).
 * Shorter ones would match nearly every row, so they match the start instead, as a recruiter typing
 * "wa" for Walker or Wang expects (the text_pattern_ops indexes).
 */
const TRIGRAM_MIN_LENGTH = 3;

/** The filters with the search text folded as the indexes hold names (foldFilters). */
export type ApplicantFilters = AdminApplicationFilters & { folded?: string };

/**
 * Folds a search text by the database's own search_fold (migrations 0008 and 0014: lower case, no
 * accents, punctuation as a space), the function the stored names were folded by, so "Marie-Ève",
 * "marie eve" and "MARIE-EVE" meet. Done before the list query so that query's LIKE patterns are
 * constants the planner can weigh.
 */
export async function foldSearchText(db: Executor, text: string): Promise<string> {
  // Both drivers (node-postgres, PGlite) answer with `rows`; the shared Executor type does not say so.
  const result = (await db.execute(sql`select search_fold(${text}) as folded`)) as { rows: { folded: string }[] };
  return result.rows[0]?.folded ?? text.toLowerCase();
}

/** The filters with their search text folded (foldSearchText). */
export async function foldFilters<T extends AdminApplicationFilters>(
  db: Executor,
  filters: T,
): Promise<T & ApplicantFilters> {
  if (!filters.q) return filters;
  return { ...filters, folded: await foldSearchText(db, filters.q) };
}

/**
 * Any part of the full name, the email, or the mobile number; `folded` is the query through
 * foldSearch. A query made only of digits and phone separators (spaces, dashes, dots, brackets, +)
 * is also matched against the mobile's digits. The email and mobile are the candidate's current
 * ones (users), not the ones given when applying.
 *
 * One OR over the applications row, so PostgreSQL can either combine the indexes (a rare name:
 * only the matching rows are read) or walk the newest-first index and stop after a page (a common
 * one). The email and mobile are matched on `users` first, as an array of ids the bitmap can use.
 */
/**
 * A name of three characters or more: the text anywhere in the full name, or each of its words
 * starting a word of the name in any order, so "okafor sam" finds Samuel Okafor. Each word is also
 * matched as a plain "contains", which the trigram index can serve.
 */
function nameCondition(folded: string): SQL {
  const phrase = sql`${fullName} like ${likeContains(folded)}`;
  const words = folded.split(' ').filter(Boolean);
  if (words.length < 2) return phrase;
  const everyWord = words.flatMap((word) => [
    sql`${fullName} like ${likeContains(word)}`,
    sql`(' ' || ${fullName}) like ${`% ${escapeLike(word)}%`}`,
  ]);
  return sql`(${phrase} or (${sql.join(everyWord, sql` and `)}))`;
}

function searchCondition(q: string, folded: string): SQL {
  const digits = q.replace(/\D/g, '');
  const isPhone = digits !== '' && /^[\d\s().+-]+$/.test(q);
  const short = q.length < TRIGRAM_MIN_LENGTH;
  const pattern = short ? likePrefix(folded) : likeContains(folded);
  // An email keeps its dots and @: it is matched as typed, in lower case.
  const email = q.toLowerCase();
  const contactParts = [sql`lower(u.email) like ${short ? likePrefix(email) : likeContains(email)}`];
  if (isPhone) contactParts.push(sql`u.mobile like ${short ? likePrefix(digits) : likeContains(digits)}`);
  const contactUsers = sql`select u.id from ${users} u where ${sql.join(contactParts, sql` or `)}`;
  // A query of punctuation alone folds to nothing, which would match every name.
  const nameParts =
    folded === ''
      ? []
      : short
        ? [
            sql`${applications.search_first_name} like ${pattern}`,
            sql`${applications.search_last_name} like ${pattern}`,
          ]
        : [nameCondition(folded)];
  return sql`(${sql.join([...nameParts, sql`${applications.user_id} = any(array(${contactUsers}))`], sql` or `)})`;
}

const isApplicationStatus = (value: string): value is Application['status'] =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The WHERE of the list and the export; dates are whole UTC days, `to` included. */
export function filterCondition(filters: ApplicantFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) {
    conditions.push(
      isApplicationStatus(filters.status)
        ? eq(applications.status, filters.status)
        : eq(applications.recruiter_stage, filters.status as RecruiterStage),
    );
  }
  if (filters.stage) conditions.push(eq(applications.recruiter_stage, filters.stage));
  if (filters.position) conditions.push(eq(applications.job_id, filters.position));
  if (filters.from) conditions.push(gte(applications.created_at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    conditions.push(lt(applications.created_at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  if (filters.q) conditions.push(searchCondition(filters.q, filters.folded ?? filters.q.toLowerCase()));
  return conditions.length ? and(...conditions) : undefined;
}

const STAGE_ORDER = sql`array_position(array[${sqlList(RECRUITER_STAGES)}]::varchar[], ${applications.recruiter_stage})`;

/** Every sort ends on the id, so pages never overlap; newest first by default. */
function orderBy(sort: AdminApplicationSort | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const key = sort?.replace(/^-/, '') ?? 'created_at';
  const dir = (column: SQL | typeof applications.id) => (descending ? desc(column) : asc(column));
  switch (key) {
    case 'name':
      return [
        dir(sql`lower(${applications.last_name})`),
        dir(sql`lower(${applications.first_name})`),
        dir(applications.id),
      ];
    case 'position':
      return [dir(sql`${positions.p_position_title}`), dir(applications.id)];
    case 'stage':
      return [sql`${STAGE_ORDER} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, dir(applications.id)];
    case 'submitted_at':
      return [
        sql`${applications.submitted_at} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`,
        dir(applications.id),
      ];
    default:
      return [dir(sql`${applications.created_at}`), dir(applications.id)];
  }
}

export interface ApplicantRow {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  job_id: number;
  p_position_number: string;
  p_position_title: string;
  status: Application['status'];
  recruiter_stage: RecruiterStage | null;
  created_at: Date;
  submitted_at: Date | null;
}

const applicantColumns = {
  id: applications.id,
  user_id: applications.user_id,
  first_name: applications.first_name,
  last_name: applications.last_name,
  email: users.email,
  // The candidate's current mobile; the one given when applying only if they have since removed it.
  mobile: sql<string>`coalesce(${users.mobile}, ${applications.mobile})`,
  job_id: applications.job_id,
  p_position_number: positions.p_position_number,
  p_position_title: positions.p_position_title,
  status: applications.status,
  recruiter_stage: applications.recruiter_stage,
  created_at: applications.created_at,
  submitted_at: applications.submitted_at,
};

/** One page of applicants matching the filters, in the chosen order. */
export async function listApplicants(
  db: Executor,
  filters: ApplicantFilters,
  page: { limit: number; offset: number; maxId?: number },
): Promise<ApplicantRow[]> {
  const where = and(filterCondition(filters), page.maxId === undefined ? undefined : lte(applications.id, page.maxId));
  return db
    .select(applicantColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .where(where)
    .orderBy(...orderBy(filters.sort))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countApplicants(db: Executor, filters: ApplicantFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(applications).where(filterCondition(filters));
  return row?.total ?? 0;
}

/** The newest application id, so a long export does not repeat rows added while it runs. */
export async function maxApplicationId(db: Executor): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${applications.id})` }).from(applications);
  return Number(row?.max ?? 0);
}

// A candidate's file.

export async function findApplicationWithPosition(db: Executor, id: number) {
  const [row] = await db
    .select({
      application: applications,
      p_position_number: positions.p_position_number,
      p_position_title: positions.p_position_title,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .where(eq(applications.id, id));
  return row
    ? { ...row.application, p_position_number: row.p_position_number, p_position_title: row.p_position_title }
    : undefined;
}

export async function findOnboardingForm(db: Executor, applicationId: number) {
  const [row] = await db.select().from(onboardingForms).where(eq(onboardingForms.application_id, applicationId));
  return row;
}

export function listApplicationLicenses(db: Executor, applicationId: number) {
  return db
    .select()
    .from(licenses)
    .where(eq(licenses.application_id, applicationId))
    .orderBy(asc(licenses.created_at), asc(licenses.id));
}

export async function findQualifications(db: Executor, applicationId: number) {
  const [row] = await db.select().from(qualifications).where(eq(qualifications.application_id, applicationId));
  return row;
}

/** The names behind the reference ids a qualifications row holds. */
export async function referenceNames(db: Executor, ids: { education: number; regions: number[]; equipment: number[] }) {
  const [education] = await db
    .select({ he_name: highestEducation.he_name })
    .from(highestEducation)
    .where(eq(highestEducation.he_id, ids.education));
  const regions = ids.regions.length
    ? await db
        .select({ rt_id: regionsTravelled.rt_id, rt_name: regionsTravelled.rt_name })
        .from(regionsTravelled)
        .where(inArray(regionsTravelled.rt_id, ids.regions))
    : [];
  const equipment = ids.equipment.length
    ? await db
        .select({ eo_id: equipmentOperated.eo_id, eo_name: equipmentOperated.eo_name })
        .from(equipmentOperated)
        .where(inArray(equipmentOperated.eo_id, ids.equipment))
    : [];
  return { education: education?.he_name ?? null, regions, equipment };
}

/** Every file the candidate uploaded, resumes included, newest first. */
export function listCandidateUploads(db: Executor, userId: number) {
  return db
    .select()
    .from(uploads)
    .where(eq(uploads.user_id, userId))
    .orderBy(desc(uploads.created_at), desc(uploads.id));
}

export interface EventRow {
  id: number;
  kind: 'stage' | 'note';
  from_stage: RecruiterStage | null;
  to_stage: RecruiterStage | null;
  note: string | null;
  actor_id: number | null;
  actor_email: string | null;
  created_at: Date;
}

const eventColumns = {
  id: applicationEvents.id,
  kind: applicationEvents.kind,
  from_stage: applicationEvents.from_stage,
  to_stage: applicationEvents.to_stage,
  note: applicationEvents.note,
  actor_id: applicationEvents.actor_id,
  actor_email: users.email,
  created_at: applicationEvents.created_at,
};

/** Stage changes and notes with who made them, newest first. */
export function listEvents(db: Executor, applicationId: number): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actor_id))
    .where(eq(applicationEvents.application_id, applicationId))
    .orderBy(desc(applicationEvents.created_at), desc(applicationEvents.id));
}

export function listOtherApplications(db: Executor, userId: number, exceptId: number) {
  return db
    .select({
      id: applications.id,
      job_id: applications.job_id,
      p_position_title: positions.p_position_title,
      status: applications.status,
      recruiter_stage: applications.recruiter_stage,
      created_at: applications.created_at,
      submitted_at: applications.submitted_at,
      cancelled_at: applications.cancelled_at,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .where(and(eq(applications.user_id, userId), ne(applications.id, exceptId)))
    .orderBy(desc(applications.created_at), desc(applications.id));
}

// The pipeline.

export async function setRecruiterStage(db: Executor, id: number, stage: RecruiterStage, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ recruiter_stage: stage, recruiter_stage_at: at, updated_at: at })
    .where(eq(applications.id, id));
}

export async function insertEvent(db: Executor, event: typeof applicationEvents.$inferInsert): Promise<EventRow> {
  const [row] = await db.insert(applicationEvents).values(event).returning({ id: applicationEvents.id });
  if (!row) throw new Error('insert returned no row');
  const [withActor] = await db
    .select(eventColumns)
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actor_id))
    .where(eq(applicationEvents.id, row.id));
  if (!withActor) throw new Error('event not found');
  return withActor;
}

// The dashboard. It counts the applications there are and, as anonymous totals, those erased since
// (decision 031): `counted` is both, one row per group with its number.

const counted = sql`(
  select job_id, status, recruiter_stage, created_at, 1 as n from applications
  union all
  select job_id, status, recruiter_stage, created_hour, count from erased_application_tallies
) as counted`;
const total = sql<number>`sum(n)::int`;

export async function countByStatus(db: Executor) {
  const found = await db.execute(sql`select status, ${total} as count from ${counted} group by status`);
  return resultRows<{ status: ApplicationStatus; count: number }>(found);
}

export async function countByStage(db: Executor) {
  const found = await db.execute(
    sql`select recruiter_stage as stage, ${total} as count from ${counted}
        where recruiter_stage is not null group by recruiter_stage`,
  );
  return resultRows<{ stage: RecruiterStage; count: number }>(found);
}

export async function countByPosition(db: Executor) {
  const found = await db.execute(
    sql`select counted.job_id, p.p_position_title, ${total} as count
        from ${counted} join positions p on p.p_id = counted.job_id
        group by counted.job_id, p.p_position_title
        order by count desc, p.p_position_title asc, counted.job_id asc`,
  );
  return resultRows<{ job_id: number; p_position_title: string; count: number }>(found);
}

/**
 * Applications created per week (Monday starts) of the carrier's calendar (`timeZone`, an IANA
 * zone), from the week starting `firstMonday` ('YYYY-MM-DD' there) on, keyed 'YYYY-MM-DD'.
 */
export async function countPerWeek(db: Executor, firstMonday: string, timeZone: string): Promise<Map<string, number>> {
  const local = sql`(created_at at time zone ${timeZone})`;
  const found = await db.execute(
    sql`select to_char(date_trunc('week', ${local}), 'YYYY-MM-DD') as week, ${total} as count
        from ${counted} where ${local} >= cast(${firstMonday} as timestamp)
        group by 1`,
  );
  return new Map(resultRows<{ week: string; count: number }>(found).map((row) => [row.week, Number(row.count)]));
}
