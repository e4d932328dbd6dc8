import { asc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/client.js';
import {
  countries,
  equipmentOperated,
  highestEducation,
  licenseClasses,
  licenseConditions,
  provinces,
  regionsTravelled,
} from '../db/schema.js';

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

/**
 * A dropdown's options: the given fields of each row, in the list's sort order. Rows that share a
 * sort order follow the fields, first one first, so the order is the same every time.
 */
async function options<Fields extends SelectedFields>(
  db: Executor,
  table: PgTable & { sort_order: PgColumn },
  fields: Fields,
  where?: SQL,
): Promise<SelectResultFields<Fields>[]> {
  const order = [table.sort_order, ...(Object.values(fields) as PgColumn[])].map((column) => asc(column));
  const rows = await db
    .select(fields)
    .from(table)
    .where(where)
    .orderBy(...order);
  return rows as SelectResultFields<Fields>[];
}

/** The natural key of the row with the given id, or undefined when there is none. */
async function codeOf(db: Executor, table: PgTable, id: PgColumn, code: PgColumn, value: number) {
  const rows = await db.select({ code }).from(table).where(eq(id, value)).limit(1);
  return rows[0]?.code as string | undefined;
}

export const listCountries = (db: Executor) =>
  options(db, countries, { id: countries.id, country_name: countries.country_name, code: countries.code });

export const countryCodeOf = (db: Executor, countryId: number) =>
  codeOf(db, countries, countries.id, countries.code, countryId);

export const listProvinces = (db: Executor, countryId: number) =>
  options(
    db,
    provinces,
    { id: provinces.id, province_name: provinces.province_name, code: provinces.code },
    eq(provinces.country_id, countryId),
  );

export const provinceCodeOf = (db: Executor, provinceId: number) =>
  codeOf(db, provinces, provinces.id, provinces.code, provinceId);

export const listLicenseClasses = (db: Executor, provinceId: number) =>
  options(
    db,
    licenseClasses,
    { class_code: licenseClasses.class_code, description: licenseClasses.description },
    eq(licenseClasses.province_id, provinceId),
  );

export const listLicenseConditions = (db: Executor, provinceId: number) =>
  options(
    db,
    licenseConditions,
    { condition_code: licenseConditions.condition_code, description: licenseConditions.description },
    eq(licenseConditions.province_id, provinceId),
  );

export const listHighestEducation = (db: Executor) =>
  options(db, highestEducation, {
    he_id: highestEducation.he_id,
    he_name: highestEducation.he_name,
    code: highestEducation.code,
  });

export const listRegionsTravelled = (db: Executor) =>
  options(db, regionsTravelled, {
    rt_id: regionsTravelled.rt_id,
    rt_name: regionsTravelled.rt_name,
    code: regionsTravelled.code,
  });

export const listEquipmentOperated = (db: Executor) =>
  options(db, equipmentOperated, {
    eo_id: equipmentOperated.eo_id,
    eo_name: equipmentOperated.eo_name,
    code: equipmentOperated.code,
  });

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
