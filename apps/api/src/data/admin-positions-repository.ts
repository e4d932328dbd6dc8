import { type AdminPositionListQuery, type AdminPositionState, sanitizePositionHtml } from '@roadhire/shared';
import { and, desc, eq, gte, ilike, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, type Position, positions } from '../db/schema.js';
import type { NewPosition } from './positions-repository.js';

export type AdminPositionRow = Position & { applications_count: number; state: AdminPositionState };

/** `ilike` pattern for "contains", with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const expired = () => and(eq(positions.p_status, 'open'), lt(positions.p_closing_date, sql`current_date`));

function stateCondition(state: AdminPositionState): SQL | undefined {
  if (state === 'closed') return eq(positions.p_status, 'closed');
  if (state === 'expired') return expired();
  return and(
    eq(positions.p_status, 'open'),
    or(isNull(positions.p_closing_date), gte(positions.p_closing_date, sql`current_date`)),
  );
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
    const pattern = containsPattern(query.q);
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
