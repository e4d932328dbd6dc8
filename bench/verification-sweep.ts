/**
 * `npm run bench:verifications`: seeds 10,000 open previous-employer checks (decision 030) into a
 * fresh PostgreSQL database and times one sweep of the built API's `sweepVerifications`: the
 * reminders that came due and the carrier's deadline. Target: one sweep under 1 s.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/roadhire_bench_verifications) is dropped,
 * created and migrated with the app's own migrations on every run.
 */
import pg from 'pg';
import { loadConfig } from '../apps/api/dist/config.js';
import { insertPositions } from '../apps/api/dist/data/positions-repository.js';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { demoPositions } from '../apps/api/dist/db/seed/demo-positions.js';
import { sweepVerifications } from '../apps/api/dist/domain/verifications/verification-sweep.js';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/roadhire_bench_verifications';
const OPEN = Number(process.env.BENCH_VERIFICATIONS ?? 10_000);
/** A day's reminders: five per request over about 45 days, so about one check in nine is due. */
const DUE_EVERY = Number(process.env.BENCH_DUE_EVERY ?? 9);
/** Hired drivers past the carrier's 30 days: one check in a hundred closes. */
const PAST_DEADLINE_EVERY = Number(process.env.BENCH_PAST_DEADLINE_EVERY ?? 100);
const TARGET_MS = 1000;

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
    await client.query(`
      insert into users (email, password_hash, first_name, last_name, mobile, email_verified_at)
      select 'driver' || i || '@bench.test', 'seeded-without-password', 'Driver', 'Number' || i, '4165550123', now()
      from generate_series(1, ${OPEN}) as i`);
    await client.query(`
      insert into applications (
        user_id, job_id, status, first_name, last_name, mobile, postal_code,
        is_over_21, has_class1_license, has_twic_card, eligible_fast_card, has_1yr_experience, live_in_canada,
        mountain_experience_years, convicted_felony_7yrs, convicted_dui_dwi, submitted_at, recruiter_stage, hired_on)
      select u.id, (select min(p_id) from positions), 'submitted', u.first_name, u.last_name, u.mobile, 'L9T 2X5',
        1, 1, 0, 1, 1, 1, 2, 0, 0, now() - interval '20 days', 'in_review',
        case when u.id % ${PAST_DEADLINE_EVERY} = 0 then current_date - 31 else current_date - 10 end
      from users u`);
    // Requests sent over the last 40 days; one in nine has a reminder due since the last sweep.
    await client.query(`
      insert into employer_verifications (
        application_id, user_id, status, employer_name, contact_email, period_from, period_to, position,
        asks_drug_alcohol, accidents_from, accidents_to, release_typed_name, release_signed_at, release_text,
        release_snapshot, release_sha256, token_nonce, token_hash, token_expires_at, sent_at, reminders_sent,
        next_reminder_at)
      select a.id, a.user_id, 'sent', 'Employer ' || a.id, 'safety' || a.id || '@employer.test',
        current_date - 2000, current_date - 400, 'AZ Driver', a.id % 3 = 0, current_date - 1095, current_date,
        'Driver Number' || a.user_id, now() - interval '41 days',
        jsonb_build_object('key', 'previous_employer_release', 'version', 'bench', 'sha256', repeat('0', 64),
                           'title', 'Release', 'text', 'The release text.'),
        '{}', repeat('0', 64), 'nonce' || a.id, md5(a.id::text) || md5('t' || a.id::text),
        now() + interval '20 days', now() - (a.id % 40) * interval '1 day', 1,
        case when a.id % ${DUE_EVERY} = 0 then now() - interval '1 hour' else now() + (1 + a.id % 7) * interval '1 day' end
      from applications a`);
    await client.query('vacuum analyze');
  });
}

async function main(): Promise<void> {
  await freshDatabase();
  const seeding = Date.now();
  await seed();
  console.log(`seeded ${OPEN} open checks in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL,
    PUBLIC_URL: 'https://careers.bench.test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
  });
  const database = openDatabase({ databaseUrl: DATABASE_URL, timeouts: config.database });
  try {
    const ctx = { db: database.db, config };
    const started = performance.now();
    const result = await sweepVerifications(ctx, new Date());
    const ms = performance.now() - started;
    const idleStarted = performance.now();
    const idle = await sweepVerifications(ctx, new Date());
    const idleMs = performance.now() - idleStarted;
    console.log(
      `one sweep over ${OPEN} open checks: ${ms.toFixed(0)} ms (${result.reminders} reminders queued, ` +
        `${result.bounced} bounced, ${result.closed} closed with a good-faith record)`,
    );
    console.log(
      `the next sweep, nothing due: ${idleMs.toFixed(0)} ms (${idle.reminders} reminders, ${idle.closed} closed)`,
    );
    const pass = ms < TARGET_MS;
    console.log(`${pass ? 'PASS' : 'FAIL'}: one sweep under ${TARGET_MS} ms`);
    if (!pass) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
