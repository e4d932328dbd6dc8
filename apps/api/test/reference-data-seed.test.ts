import { and, asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import * as tables from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { seedReferenceData } from '../src/db/seed/reference-data/index.js';
import { licenseClasses } from '../src/db/seed/reference-data/license-classes.js';
import { licenseConditions } from '../src/db/seed/reference-data/license-conditions.js';
import { createTestDatabase } from './helpers/test-database.js';

let database: DatabaseHandle;
beforeAll(async () => {
  // A database as a first start finds it (migrated, nothing seeded), then started once.
  database = await createTestDatabase();
  const config = { seedDemo: false, admin: undefined } as Parameters<typeof seedDatabase>[1];
  await seedDatabase(database.db, config, Fastify({ logger: false }).log);
});
afterAll(() => database.close());

/** Every reference row, in a stable order, to compare one seeding with the next. */
async function everyRow() {
  const { db } = database;
  return {
    countries: await db.select().from(tables.countries).orderBy(asc(tables.countries.id)),
    provinces: await db.select().from(tables.provinces).orderBy(asc(tables.provinces.id)),
    classes: await db.select().from(tables.licenseClasses).orderBy(asc(tables.licenseClasses.id)),
    conditions: await db.select().from(tables.licenseConditions).orderBy(asc(tables.licenseConditions.id)),
    education: await db.select().from(tables.highestEducation).orderBy(asc(tables.highestEducation.he_id)),
    regions: await db.select().from(tables.regionsTravelled).orderBy(asc(tables.regionsTravelled.rt_id)),
    equipment: await db.select().from(tables.equipmentOperated).orderBy(asc(tables.equipmentOperated.eo_id)),
  };
}

const entriesIn = (lists: Record<string, readonly unknown[]>) => Object.values(lists).flat().length;

async function ontarioZ() {
  const [row] = await database.db
    .select({ id: tables.licenseConditions.id, description: tables.licenseConditions.description })
    .from(tables.licenseConditions)
    .innerJoin(tables.provinces, eq(tables.provinces.id, tables.licenseConditions.province_id))
    .where(and(eq(tables.provinces.code, 'ON'), eq(tables.licenseConditions.condition_code, 'Z')));
  if (!row) throw new Error('Ontario Z is missing');
  return row;
}

describe('the reference data seed', () => {
  it('runs at start and fills every list', async () => {
    const rows = await everyRow();
    expect(rows.countries.map((row) => row.country_name)).toEqual(['Canada', 'United States']);
    const canada = rows.countries[0]?.id;
    expect(rows.provinces.filter((row) => row.country_id === canada)).toHaveLength(13);
    expect(rows.provinces.filter((row) => row.country_id !== canada)).toHaveLength(51);
    expect(rows.classes).toHaveLength(entriesIn(licenseClasses));
    expect(rows.conditions).toHaveLength(entriesIn(licenseConditions));
    expect(rows.education).toHaveLength(10);
    expect(rows.regions).toHaveLength(11);
    expect(rows.equipment.map((row) => row.eo_name)).not.toContain('Hazmat');
  });

  it('flags the entries kept though unconfirmed, and only those', async () => {
    const rows = await everyRow();
    const britishColumbia = rows.provinces.find((row) => row.code === 'BC')?.id;
    const unconfirmedBc = rows.classes.filter((row) => row.province_id === britishColumbia && !row.confirmed);
    expect(unconfirmedBc.map((row) => row.class_code)).toEqual(['1', '2', '3']);
    expect(rows.equipment.filter((row) => !row.confirmed).map((row) => row.code)).toEqual(['TANKER']);
    expect(rows.conditions.every((row) => row.confirmed)).toBe(true);
  });

  it('changes nothing when run again: no duplicates, same ids, no row written', async () => {
    const before = await everyRow();
    expect(await seedReferenceData(database.db)).toBe(0);
    expect(await everyRow()).toEqual(before);
  });

  it('brings a row whose description was corrected up to date, under the same id', async () => {
    const current = await ontarioZ();
    await database.db
      .update(tables.licenseConditions)
      .set({ description: 'An older wording', confirmed: false })
      .where(eq(tables.licenseConditions.id, current.id));
    const before = await everyRow();

    expect(await seedReferenceData(database.db)).toBe(1);
    expect(await ontarioZ()).toEqual(current);
    const after = await everyRow();
    expect(after.conditions).toHaveLength(before.conditions.length);
    expect(after.conditions.find((row) => row.id === current.id)?.confirmed).toBe(true);
  });
});
