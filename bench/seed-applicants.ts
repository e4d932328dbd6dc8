/**
 * `npm run bench:applicants`: seeds 100,000 candidates, each with an application, into a
 * PostgreSQL database, then times the admin applicants list over HTTP against the built server
 * (sequential requests, each one list page plus its total) and checks p95 against 100 ms.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/roadhire_bench) is created if missing
 * and migrated with the app's own migrations. Seeding is skipped when the rows are already there;
 * BENCH_RESEED=1 starts over.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, withPostgresClient } from '@roadhire/testing';
import { insertPositions } from '../apps/api/dist/data/positions-repository.js';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { demoPositions } from '../apps/api/dist/db/seed/demo-positions.js';
import { hashPassword } from '../apps/api/dist/lib/passwords.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/roadhire_bench';
const CANDIDATES = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const POSITIONS = 40;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3292);
const TARGET_P95_MS = 100;
const ADMIN_EMAIL = 'bench-admin@example.test';
const ADMIN_PASSWORD = 'Bench-admin-1';

const FIRST = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan ' +
  'Joseph Jessica Thomas Sarah Charles Karen Chris Nancy Daniel Lisa Matthew Betty Anthony Sandra Mark ' +
  'Ashley Donald Kimberly Steven Emily Paul Donna Andrew Michelle Joshua Carol Kenneth Amanda Kevin ' +
  'Melissa Brian Deborah George Stephanie Timothy Rebecca Ronald Sharon Jason Laura Edward Cynthia ' +
  'Jeffrey Kathleen Ryan Amy Jacob Angela Gary Shirley Nicholas Anna Eric Brenda Jonathan Pamela ' +
  'Harpreet Gurpreet Manpreet Jaspreet Wei Li Mohammed Fatima Olena Dmitri Aiyana Keanu Siobhan Mateo'
).split(' ');
const LAST = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez ' +
  'Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark ' +
  'Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams ' +
  'Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Tremblay Gagnon Roy Cote Bouchard Gauthier ' +
  'Morin Lavoie Fortin Gill Sandhu Dhillon Grewal Sidhu Chen Wang Singh Patel Okafor Kowalski Novak ' +
  'MacDonald Fraser Campbell Stewart Murray Reid Ross Kovalenko Petrov Yellowhorse Redsky Whitecloud'
).split(' ');
const DOMAINS = ['gmail.test', 'outlook.test', 'yahoo.test', 'hotmail.test', 'icloud.test', 'proton.test'];
const STAGES = ['submitted', 'in_review', 'interview', 'hired', 'rejected'];

function sqlArray(values: string[]): string {
  return `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
}

async function ensureDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const adminUrl = new URL(DATABASE_URL);
  adminUrl.pathname = '/postgres';
  await withPostgresClient(adminUrl.toString(), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${name}`);
      console.log(`created database ${name}`);
    }
  });
}

async function seed(): Promise<void> {
  const database = openDatabase({ databaseUrl: DATABASE_URL });
  await database.migrate();
  await database.close();

  const existing = await withPostgresClient(DATABASE_URL, async (client) =>
    Number((await client.query('select count(*) from applications')).rows[0].count),
  );
  if (existing >= CANDIDATES && process.env.BENCH_RESEED !== '1') {
    console.log(`${existing} applications already there; BENCH_RESEED=1 seeds again`);
    return;
  }
  await withPostgresClient(DATABASE_URL, (client) =>
    client.query(
      'truncate application_events, audit_log, applications, uploads, users, positions restart identity cascade',
    ),
  );

  const database2 = openDatabase({ databaseUrl: DATABASE_URL });
  const templates = demoPositions();
  await insertPositions(
    database2.db,
    Array.from({ length: POSITIONS }, (_, i) => {
      const template = templates[i % templates.length];
      if (!template) throw new Error('no demo positions');
      return { ...template, p_position_number: `${template.p_position_number}-${i}` };
    }),
  );
  await database2.close();

  const started = Date.now();
  await withPostgresClient(DATABASE_URL, async (client) => {
    // One statement per table: names, emails and mobiles vary by the row number; dates spread over
    // the last year; six in ten submitted (at every stage), three in progress, one cancelled.
    await client.query(`
      insert into users (email, password_hash, first_name, last_name, mobile, email_verified_at, created_at)
      select lower(f || '.' || l || i || '@' || d), 'seeded-without-password', f, l,
             (2000000000 + (i::bigint * 7919) % 7000000000)::text, now(), ts
      from (
        select i,
          (${sqlArray(FIRST)})[1 + (i * 7) % ${FIRST.length}] as f,
          (${sqlArray(LAST)})[1 + (i * 13) % ${LAST.length}] as l,
          (${sqlArray(DOMAINS)})[1 + i % ${DOMAINS.length}] as d,
          now() - ((i::bigint * 104729) % 525600) * interval '1 minute' as ts
        from generate_series(1, ${CANDIDATES}) as i
      ) s`);
    await client.query(`
      insert into applications (
        user_id, job_id, status, first_name, last_name, mobile, postal_code,
        is_over_21, has_class1_license, has_twic_card, eligible_fast_card, has_1yr_experience, live_in_canada,
        mountain_experience_years, convicted_felony_7yrs, convicted_dui_dwi,
        submitted_at, recruiter_stage, recruiter_stage_at, cancelled_at, created_at, updated_at)
      select u.id, p.p_id, s.status, u.first_name, u.last_name, u.mobile, 'L9T 2X5',
        1, 1, 0, 1, 1, 1, u.id % 7, 0, 0,
        case when s.status = 'submitted' then u.created_at + interval '2 days' end,
        case when s.status = 'submitted' then (${sqlArray(STAGES)})[1 + (u.id * 31) % 5] end,
        case when s.status = 'submitted' then u.created_at + interval '3 days' end,
        case when s.status = 'cancelled' then u.created_at + interval '1 day' end,
        u.created_at, u.created_at
      from users u
      cross join lateral (select case when u.id % 10 < 6 then 'submitted'
                                      when u.id % 10 < 9 then 'in_progress'
                                      else 'cancelled' end as status) s
      join (select p_id, row_number() over (order by p_id) - 1 as n from positions) p
        on p.n = (u.id * 17) % ${POSITIONS}
      where u.email like '%.test'`);
    // What autovacuum would have done by now: statistics, and the visibility map for index-only counts.
    await client.query('vacuum analyze');
  });
  console.log(`seeded ${CANDIDATES} candidates and applications in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function ensureAdmin(): Promise<void> {
  const hash = await hashPassword(ADMIN_PASSWORD);
  await withPostgresClient(DATABASE_URL, (client) =>
    client.query(
      `insert into users (email, password_hash, role, first_name, last_name, email_verified_at)
       values ($1, $2, 1, 'Bench', 'Admin', now())
       on conflict (lower(email)) do update set password_hash = excluded.password_hash, role = 1`,
      [ADMIN_EMAIL, hash],
    ),
  );
}

/** The built server on the seeded PostgreSQL, its own data in `dataDir`. */
const startServer = (dataDir: string) =>
  startBuiltServer({
    entry: path.join(root, 'apps/api/dist/server.js'),
    port: PORT,
    env: { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL },
  });

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(token: string, queries: string[]) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const query = queries[i % queries.length] ?? '';
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${PORT}/api/admin/applications?${query}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    const body = (await response.json()) as { total: number };
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= WARMUP) times.push(elapsed);
    total = body.total;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

async function main() {
  await ensureDatabase();
  await seed();
  await ensureAdmin();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roadhire-bench-applicants-'));
  const server = await startServer(dataDir);
  try {
    const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userid: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`admin login failed: ${login.status}`);
    const positionIds = await withPostgresClient(DATABASE_URL, async (client) =>
      (await client.query('select p_id from positions order by p_id limit 5')).rows.map((r) => r.p_id as number),
    );
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

    const scenarios: Array<[string, string[]]> = [
      ['default list (newest first)', ['', 'page=2', 'page=3']],
      ['status filter', ['status=in_review', 'status=in_progress', 'status=hired']],
      ['position filter', positionIds.map((id) => `position=${id}`)],
      ['date range (one month)', [`from=${day(60)}&to=${day(30)}`, `from=${day(200)}&to=${day(170)}`]],
      ['name search', ['q=gonzalez', 'q=maria%20lo', 'q=tremblay', 'q=harpreet%20s', 'q=son']],
      ['email search', ['q=jones42', 'q=smith1234%40', 'q=okafor7', 'q=.roy99']],
      ['phone search', ['q=(289)%20555', 'q=416-7', 'q=905.23', 'q=2012345']],
      ['sort by name', ['sort=name', 'sort=-name', 'sort=name&page=2']],
      // One or two characters match the start of a name, email or mobile (any part from three).
      ['one- or two-letter search', ['q=wa', 'q=j', 'q=ma', 'q=s', 'q=41']],
    ];
    const rows = [];
    for (const [name, queries] of scenarios) {
      const result = await measure(token, queries);
      rows.push({
        query: name,
        'p50 ms': result.p50.toFixed(1),
        'p95 ms': result.p95.toFixed(1),
        'last total': result.total,
        result: result.p95 < TARGET_P95_MS ? 'PASS' : 'FAIL',
      });
    }
    console.log(`\n${RUNS} sequential requests per query over HTTP, ${CANDIDATES} applications, PostgreSQL:`);
    console.table(rows);
    const failed = rows.filter((row) => row.result === 'FAIL');
    console.log(
      failed.length
        ? `FAIL: ${failed.length} over ${TARGET_P95_MS} ms p95`
        : `PASS: every p95 under ${TARGET_P95_MS} ms`,
    );
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
