import {
  type AdminApplicationFilters,
  type AdminApplicationSort,
  APPLICATION_STATUSES,
  RECRUITER_STAGES,
  type RecruiterStage,
} from '@roadhire/shared';
import { and, asc, count, desc, eq, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { type Application, applications, positions, users } from '../db/schema.js';
import { sqlList } from '../db/sql-list.js';
import { type ApplicantScope, applicantScopeCondition, type Viewer } from './applicant-scope.js';
import { memberName } from './application-owners-repository.js';
import { escapeLike, foldSearchText, likeContains, likePrefix } from './search-text.js';

// Applications found by filters, search and sort (decision 008), a page at a time or all for the
// CSV. The search relies on the pg_trgm indexes of migration 0005, so "contains" stays fast on a
// hundred thousand rows (bench/README.md).

const fullName = sql`(${applications.search_first_name} || ' ' || ${applications.search_last_name})`;

/**
 * From this length a search finds any part of a name, email or mobile (the trigram indexes).
 * Shorter ones would match nearly every row, so they match the start instead, as a recruiter typing
 * "wa" for Walker or Wang expects (the text_pattern_ops indexes).
 */
const TRIGRAM_MIN_LENGTH = 3;

/**
 * The filters as the queries take them (foldFilters): the search text folded as the indexes hold
 * names, the owner an account's id or `none`, never `me`, and the applicants the viewer sees.
 */
export type ApplicantFilters = Omit<AdminApplicationFilters, 'owner'> & {
  owner?: number | 'none';
  folded?: string;
  scope: ApplicantScope;
};

/**
 * The filters with their search text folded (foldSearchText), `owner=me` read as the viewer, and the
 * viewer's scope, so no list or export shows an applicant outside their limits.
 */
export async function foldFilters<T extends AdminApplicationFilters>(
  db: Executor,
  filters: T,
  viewer: Viewer,
): Promise<Omit<T, 'owner'> & ApplicantFilters> {
  const owner = filters.owner === 'me' ? viewer.id : filters.owner;
  const folded = filters.q ? await foldSearchText(db, filters.q) : undefined;
  return { ...filters, owner, scope: viewer.scope, ...(folded === undefined ? {} : { folded }) };
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
  const scope = applicantScopeCondition(filters.scope);
  if (scope) conditions.push(scope);
  if (filters.status) {
    conditions.push(
      isApplicationStatus(filters.status)
        ? eq(applications.status, filters.status)
        : eq(applications.recruiter_stage, filters.status as RecruiterStage),
    );
  }
  if (filters.stage) conditions.push(eq(applications.recruiter_stage, filters.stage));
  if (filters.position) conditions.push(eq(applications.job_id, filters.position));
  if (filters.owner !== undefined) {
    conditions.push(
      filters.owner === 'none' ? isNull(applications.owner_id) : eq(applications.owner_id, filters.owner),
    );
  }
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
  owner_id: number | null;
  owner_name: string | null;
  owned_at: Date | null;
}

const owner = alias(users, 'owner');

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
  owner_id: applications.owner_id,
  owner_name: sql<string | null>`${memberName(owner)}`,
  owned_at: applications.owned_at,
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
    .leftJoin(owner, eq(owner.id, applications.owner_id))
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
