import {
  type AdminPositionListQuery,
  type AdminPositionState,
  type OpenPosition,
  sanitizePositionHtml,
} from '@roadhire/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, type Position, positions } from '../db/schema.js';
import { likeContains } from './search-text.js';

export type NewPosition = typeof positions.$inferInsert;

/** Open: not closed, and the closing date (if any) is today or later, in the server's time zone. */
export const isOpen = () =>
  and(
    eq(positions.p_status, 'open'),
    or(isNull(positions.p_closing_date), gte(positions.p_closing_date, sql`current_date`)),
  );

export async function listOpenPositions(db: Executor): Promise<Position[]> {
  return db
    .select()
    .from(positions)
    .where(isOpen())
    .orderBy(asc(positions.p_province), asc(positions.p_city), asc(positions.p_position_title), asc(positions.p_id));
}

export async function findOpenPosition(db: Executor, id: number): Promise<Position | undefined> {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.p_id, id), isOpen()));
  return row;
}

/** Whether a position with this id was ever posted, open or not (a closed job's page answers 410). */
export async function positionExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: positions.p_id }).from(positions).where(eq(positions.p_id, id));
  return row !== undefined;
}

export async function countPositions(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(positions);
  return row?.n ?? 0;
}

/** Descriptions are sanitized on every write (DESIGN), whoever calls. */
export async function insertPositions(db: Executor, rows: NewPosition[]): Promise<Position[]> {
  if (rows.length === 0) return [];
  const clean = rows.map((row) => ({
    ...row,
    p_landing_page_desc: sanitizePositionHtml(row.p_landing_page_desc ?? ''),
    p_landing_page_desc_fr: row.p_landing_page_desc_fr && sanitizePositionHtml(row.p_landing_page_desc_fr),
  }));
  return db.insert(positions).values(clean).returning();
}

/** SPEC §3 shape: `p_posting` and `p_contact_info` are derived here, never stored twice. */
export function toOpenPosition(position: Position): OpenPosition {
  const location = [position.p_city, position.p_province].filter(Boolean).join(', ') || null;
  return {
    p_id: position.p_id,
    p_position_title: position.p_position_title,
    p_position_number: position.p_position_number,
    p_openings: position.p_openings,
    p_posting: {
      p_closing_date: position.p_closing_date,
      p_num_openings: position.p_openings,
      p_location: location,
      p_dangerous_goods: position.p_dangerous_goods,
      p_route: position.p_route_description,
    },
    p_closing_date: position.p_closing_date,
    p_dangerous_goods: position.p_dangerous_goods,
    p_route_description: position.p_route_description,
    p_landing_page_desc: position.p_landing_page_desc,
    p_landing_page_sell: position.p_landing_page_sell,
    p_visible_info: position.p_visible_info,
    p_org_unit: position.p_org_unit,
    p_position_type: position.p_position_type,
    p_contact_info: { city: position.p_city, province: position.p_province },
    p_province: position.p_province,
    p_position_title_fr: position.p_position_title_fr,
    p_landing_page_desc_fr: position.p_landing_page_desc_fr,
    p_route_description_fr: position.p_route_description_fr,
    p_position_type_fr: position.p_position_type_fr,
    p_landing_page_sell_fr: position.p_landing_page_sell_fr,
    p_language_requirement: position.p_language_requirement,
    p_language_requirement_fr: position.p_language_requirement_fr,
    p_language_reason: position.p_language_reason,
    p_language_reason_fr: position.p_language_reason_fr,
  };
}

/**
 * Changes whenever a position is added, changed or removed, and at midnight (closing dates).
 * One cheap aggregate, so a cached list is never served stale, on any instance.
 */
export async function positionsVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      changed: sql<string>`coalesce(max(${positions.updated_at}), 'epoch')::text`,
      today: sql<string>`current_date::text`,
    })
    .from(positions);
  return `${row?.n}|${row?.changed}|${row?.today}`;
}

// Every position as the admin area lists and edits it, whatever its state.

export type AdminPositionRow = Position & { applications_count: number; state: AdminPositionState };

const expired = () => and(eq(positions.p_status, 'open'), lt(positions.p_closing_date, sql`current_date`));

function stateCondition(state: AdminPositionState): SQL | undefined {
  if (state === 'closed') return eq(positions.p_status, 'closed');
  if (state === 'expired') return expired();
  return isOpen();
}

const selection = {
  position: positions,
  applications_count: sql<number>`(select count(*)::int from ${applications} where ${applications.job_id} = ${positions.p_id})`,
  state: sql<AdminPositionState>`case when ${positions.p_status} = 'closed' then 'closed'
    when ${positions.p_closing_date} < current_date then 'expired' else 'open' end`,
};

type Selected = { position: Position; applications_count: number; state: AdminPositionState };
const flatten = (row: Selected): AdminPositionRow => ({
  ...row.position,
  applications_count: Number(row.applications_count),
  state: row.state,
});

/** Every position, newest first, with the filters of the admin list. */
export async function listAdminPositions(
  db: Executor,
  query: AdminPositionListQuery,
  paging: { limit: number; offset: number },
): Promise<{ rows: AdminPositionRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likeContains(query.q);
    conditions.push(
      or(
        ilike(positions.p_position_title, pattern),
        ilike(positions.p_position_number, pattern),
        ilike(positions.p_city, pattern),
      ),
    );
  }
  if (query.status) conditions.push(stateCondition(query.status));
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(positions).where(where);
  const rows = await db
    .select(selection)
    .from(positions)
    .where(where)
    .orderBy(desc(positions.created_at), desc(positions.p_id))
    .limit(paging.limit)
    .offset(paging.offset);
  return { rows: rows.map(flatten), total: Number(count?.n ?? 0) };
}

export async function findAdminPosition(db: Executor, id: number): Promise<AdminPositionRow | undefined> {
  const [row] = await db.select(selection).from(positions).where(eq(positions.p_id, id));
  return row && flatten(row);
}

/** The position row itself, locked until the transaction ends (for an update). */
export async function lockPosition(db: Executor, id: number): Promise<Position | undefined> {
  const [row] = await db.select().from(positions).where(eq(positions.p_id, id)).for('update');
  return row;
}

export async function positionNumberTaken(db: Executor, number: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: positions.p_id })
    .from(positions)
    .where(
      and(
        sql`lower(${positions.p_position_number}) = lower(${number})`,
        exceptId ? ne(positions.p_id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

/** Descriptions are sanitized on every write (DESIGN); `updated_at` moves the careers cache (decision 021). */
export async function updatePosition(db: Executor, id: number, values: Omit<NewPosition, 'p_id'>): Promise<void> {
  await db
    .update(positions)
    .set({
      ...values,
      p_landing_page_desc: sanitizePositionHtml(values.p_landing_page_desc ?? ''),
      p_landing_page_desc_fr: values.p_landing_page_desc_fr && sanitizePositionHtml(values.p_landing_page_desc_fr),
      updated_at: sql`clock_timestamp()`,
    })
    .where(eq(positions.p_id, id));
}

/** Which of these ids are positions, open or not. */
export async function existingPositionIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: positions.p_id })
    .from(positions)
    .where(inArray(positions.p_id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
