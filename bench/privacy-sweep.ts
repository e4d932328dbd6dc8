/**
 * `npm run bench:privacy`: seeds 100,000 applicants into a fresh PostgreSQL database and times one
 * retention sweep of the built API's `runPrivacySweep` (decision 031): one applicant in ten is past
 * RETENTION_UNHIRED_MONTHS and enters quarantine, and one in a hundred has an erasure request whose
 * quarantine is over and is erased. Target: under 10 s, with the heap flat (no row list held).
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/roadhire_bench_privacy) is dropped,
 * created and migrated with the app's own migrations on every run.
 */
import pg from 'pg';
import { loadConfig } from '../apps/api/dist/config.js';
import { insertPositions } from '../apps/api/dist/data/positions-repository.js';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { demoPositions } from '../apps/api/dist/db/seed/demo-positions.js';
import { runPrivacySweep } from '../apps/api/dist/domain/privacy/privacy-sweep.js';
import { createFileStorage } from '../apps/api/dist/storage/create-storage.js';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/roadhire_bench_privacy';
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const PAST_RETENTION_EVERY = Number(process.env.BENCH_PAST_RETENTION_EVERY ?? 10);
const ERASURE_DUE_EVERY = Number(process.env.BENCH_ERASURE_DUE_EVERY ?? 100);
const TARGET_MS = 10_000;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<void> {
  const name = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const adminUrl = new URL(DATABASE_URL);
  adminUrl.pathname = '/postgres';
  await withClient(adminUrl.toString(), async (client) => {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  });
}

async function seed(): Promise<void> {
  const database = openDatabase({ databaseUrl: DATABASE_URL });
  await database.migrate();
  const [template] = demoPositions();
  if (!template) throw new Error('no demo positions');
  await insertPositions(database.db, [{ ...template, p_position_number: 'BENCH-1' }]);
  await database.close();
  await withClient(DATABASE_URL, async (client) => {
    // One applicant in ten was last active 400 days ago; the others this month.
    await client.query(`
      insert into users (email, password_hash, first_name, last_name, mobile, email_verified_at, created_at, updated_at)
      select 'driver' || i || '@bench.test', 'seeded-without-password', 'Driver', 'Number' || i, '4165550123', now(),
        now() - case when i % ${PAST_RETENTION_EVERY} = 0 then interval '400 days' else interval '20 days' end,
        now() - case when i % ${PAST_RETENTION_EVERY} = 0 then interval '400 days' else interval '20 days' end
      from generate_series(1, ${APPLICANTS}) as i`);
    await client.query(`
      insert into applications (
        user_id, job_id, status, first_name, last_name, mobile, postal_code,
        is_over_21, has_class1_license, has_twic_card, eligible_fast_card, has_1yr_experience, live_in_canada,
        mountain_experience_years, convicted_felony_7yrs, convicted_dui_dwi, submitted_at, recruiter_stage,
        recruiter_stage_at, created_at, updated_at)
      select u.id, (select min(p_id) from positions), 'submitted', u.first_name, u.last_name, u.mobile, 'L9T 2X5',
        1, 1, 0, 1, 1, 1, 2, 0, 0, u.created_at, 'rejected', u.updated_at, u.created_at, u.updated_at
      from users u`);
    // Drivers who asked for erasure more than the quarantine ago.
    await client.query(`
      update users set closed_at = now() - interval '31 days' where id % ${ERASURE_DUE_EVERY} = 1`);
    await client.query(`
      insert into privacy_requests (user_id, kind, status, received_at, due_on, erase_after)
      select id, 'erasure', 'received', now() - interval '31 days', current_date, now() - interval '1 day'
      from users where id % ${ERASURE_DUE_EVERY} = 1`);
    await client.query('vacuum analyze');
  });
}

async function main(): Promise<void> {
  await freshDatabase();
  const seeding = Date.now();
  await seed();
  console.log(`seeded ${APPLICANTS} applicants in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL,
    PUBLIC_URL: 'https://careers.bench.test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/roadhire-bench-privacy',
  });
  const database = openDatabase({ databaseUrl: DATABASE_URL, timeouts: config.database });
  const storage = await createFileStorage(config.storage);
  try {
    const ctx = { db: database.db, storage, config, now: () => new Date() };
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const started = performance.now();
    const result = await runPrivacySweep(ctx, { dryRun: false });
    const ms = performance.now() - started;
    clearInterval(sampler);
    const idleStarted = performance.now();
    const idle = await runPrivacySweep(ctx, { dryRun: false });
    const idleMs = performance.now() - idleStarted;
    const growthMb = (heapPeak - heapBefore) / 1024 / 1024;
    console.log(
      `one sweep over ${APPLICANTS} applicants: ${ms.toFixed(0)} ms (${result.people} people erased, ` +
        `${JSON.stringify(result.erased)}), heap grew at most ${growthMb.toFixed(1)} MB`,
    );
    console.log(`the next sweep: ${idleMs.toFixed(0)} ms (${idle.people} people erased)`);
    const pass = ms < TARGET_MS && idle.people === 0;
    console.log(`${pass ? 'PASS' : 'FAIL'}: one sweep under ${TARGET_MS} ms, nothing erased twice`);
    if (!pass) process.exitCode = 1;
  } finally {
    await storage.close();
    await database.close();
  }
}

await main();
