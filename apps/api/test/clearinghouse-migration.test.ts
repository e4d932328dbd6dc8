import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { resultRows } from '../src/db/result-rows.js';
import { createEmptyPostgresDatabase } from './helpers/test-database.js';

// Before each query was a record of its own, an application had one Clearinghouse record that the
// next query overwrote. The migration makes each such record a query row with its PDF: the
// pre-employment full query, or, recorded after the hire date, the annual one written over it.

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migrations folder as it stood before the Clearinghouse's query rows. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roadhire-migrations-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_clearinghouse_queries'));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * Applicants written as the tables stood before the migration, naming only the columns they had:
 * the factories write today's columns, which a later migration may have added.
 */
async function applicantsBefore(handle: DatabaseHandle, count: number): Promise<number[]> {
  const one = async <Row>(query: ReturnType<typeof sql>) => resultRows<Row>(await handle.db.execute(query))[0] as Row;
  const position = await one<{ p_id: number }>(sql`insert into positions
    (p_position_title, p_position_number, p_landing_page_sell, p_visible_info)
    values ('Long Haul Driver', ${`T-${randomUUID().slice(0, 8)}`}, '[]'::jsonb, '{}'::jsonb) returning p_id`);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await one<{ id: number }>(sql`insert into users (email, password_hash, first_name, last_name)
      values (${`before-${randomUUID()}@example.test`}, 'not-a-hash', 'Sam', 'Driver') returning id`);
    const application = await one<{ id: number }>(sql`insert into applications (user_id, job_id, first_name,
      last_name, mobile, postal_code, is_over_21, has_class1_license, has_twic_card, eligible_fast_card,
      has_1yr_experience, live_in_canada, mountain_experience_years, convicted_felony_7yrs, convicted_dui_dwi, status)
      values (${user.id}, ${position.p_id}, 'Sam', 'Driver', '4165550000', 'M5V 2T6', 1, 1, 0, 0, 1, 1, 0, 0, 0,
      'submitted') returning id`);
    ids.push(application.id);
  }
  return ids;
}

async function emptyDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({});
  const empty = await createEmptyPostgresDatabase(adminUrl);
  cleanups.push(empty.drop);
  return openDatabase({ databaseUrl: empty.url });
}

it('turns each application’s one Clearinghouse record into a query row, keeping its PDF', {
  timeout: 120_000,
}, async () => {
  const handle = await emptyDatabase();
  cleanups.push(() => handle.close());
  const migrationsFolder = migrationsBefore();
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder });
  else await migrateNodePg(handle.db as never, { migrationsFolder });

  // Hired later, hired, waiting, approved only.
  const ids = await applicantsBefore(handle, 4);
  await handle.db.execute(sql`update applications set hired_on = '2026-12-01', recruiter_stage = 'hired'
    where id in (${ids[0]}, ${ids[1]})`);
  await handle.db.execute(sql`
    insert into clearinghouse_checks (application_id, consent_typed_name, consent_signed_at, full_query_approved_on,
      queried_on, result, result_filename, result_original_name, result_size_bytes, result_uploaded_at, updated_at)
    values
      (${ids[0]}, 'Sam Driver', now(), '2027-11-02', '2027-11-03', 'no_violations', 'annual-stored.pdf', 'annual.pdf', 900, now(), '2027-11-03T15:00:00Z'),
      (${ids[1]}, 'Sam Driver', now(), '2026-11-20', '2026-11-20', 'violations_found', 'pre-stored.pdf', 'pre.pdf', 800, now(), '2026-11-20T15:00:00Z'),
      (${ids[2]}, 'Sam Driver', now(), '2026-11-25', '2026-11-25', 'prohibited', null, null, null, null, now()),
      (${ids[3]}, 'Sam Driver', now(), '2026-11-26', null, null, null, null, null, null, now())`);

  await handle.migrate();

  const rows = resultRows<Record<string, unknown>>(
    await handle.db.execute(sql`select application_id, query_type, purpose, queried_on::text, driver_approved_on::text,
      result, result_filename, result_original_name, result_size_bytes from clearinghouse_queries order by application_id`),
  );
  expect(rows).toEqual([
    {
      application_id: ids[0],
      query_type: 'full',
      purpose: 'annual',
      queried_on: '2027-11-03',
      driver_approved_on: '2027-11-02',
      result: 'no_violations',
      result_filename: 'annual-stored.pdf',
      result_original_name: 'annual.pdf',
      result_size_bytes: 900,
    },
    {
      application_id: ids[1],
      query_type: 'full',
      purpose: 'pre_employment',
      queried_on: '2026-11-20',
      driver_approved_on: '2026-11-20',
      result: 'violations_found',
      result_filename: 'pre-stored.pdf',
      result_original_name: 'pre.pdf',
      result_size_bytes: 800,
    },
    {
      application_id: ids[2],
      query_type: 'full',
      purpose: 'pre_employment',
      queried_on: '2026-11-25',
      driver_approved_on: '2026-11-25',
      result: 'prohibited',
      result_filename: null,
      result_original_name: null,
      result_size_bytes: null,
    },
  ]);
  // The consent stays where it was; the query's columns are gone from it.
  const consents = resultRows<{ n: number }>(
    await handle.db.execute(
      sql`select count(*)::int as n from clearinghouse_checks where consent_typed_name = 'Sam Driver'`,
    ),
  );
  expect(consents[0]?.n).toBe(4);
  const columns = resultRows<{ column_name: string }>(
    await handle.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'clearinghouse_checks'`,
    ),
  ).map((row) => row.column_name);
  expect(columns).not.toContain('queried_on');
  expect(columns).not.toContain('result_filename');
});
