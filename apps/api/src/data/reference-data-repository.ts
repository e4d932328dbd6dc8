import { eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { countries, provinces } from '../db/schema.js';

const excluded = (column: PgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/**
 * Inserts the rows, or updates the row with the same natural key where any given value differs.
 * Rows already current are not written at all. Answers how many rows were inserted or updated.
 * Every row must name the same columns: a column left out of the first row is never updated.
 */
export async function upsertByNaturalKey<T extends PgTable>(
  db: Executor,
  table: T,
  naturalKey: PgColumn[],
  rows: NoInfer<T['$inferInsert']>[],
): Promise<number> {
  const [first] = rows;
  if (!first) return 0;
  const keyNames = new Set(naturalKey.map((column) => column.name));
  const updated = Object.entries(getTableColumns(table)).filter(
    ([property, column]) => property in first && !keyNames.has(column.name),
  );
  const set = Object.fromEntries(updated.map(([property, column]) => [property, excluded(column)]));
  const differs = or(...updated.map(([, column]) => sql`${column} is distinct from ${excluded(column)}`)) as SQL;
  const written = await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: naturalKey, set: set as PgUpdateSetSource<T>, setWhere: differs })
    .returning();
  return written.length;
}

/** Country ids by their ISO code. */
export async function countryIdsByCode(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The ids of one country's provinces or states, by their postal code. */
export async function provinceIdsByCode(db: Executor, countryId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: provinces.id, code: provinces.code })
    .from(provinces)
    .where(eq(provinces.country_id, countryId));
  return new Map(rows.map((row) => [row.code, row.id]));
}
