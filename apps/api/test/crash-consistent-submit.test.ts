import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, inEnglish } from '@roadhire/shared';
import {
  ADDITIONAL_LICENCES,
  type Answer,
  type BuiltServer,
  type Driver,
  fetchReferenceIds,
  finalSubmitSteps,
  journey,
  type Mailbox,
  SIGN_STEP,
  type Step,
  startBuiltServer,
  startMailbox,
  WORK_HISTORY_ENTRIES,
  withPostgresClient,
} from '@roadhire/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from './helpers/test-database.js';

// SPEC §7's final calls survive a crash: the built server on PostgreSQL is killed with SIGKILL while
// a batch of drivers is in the middle of them, started again, and each driver retries the call it was
// on (decision 007: each call is one transaction; entries carry a key, so a retry replaces).
// It needs a real PostgreSQL server to create a database on: without TEST_DATABASE_URL it is skipped
// (CI sets it). PGlite runs inside the process, so a SIGKILL there tests the embedded files instead.
const adminUrl = process.env.TEST_DATABASE_URL;
const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const DRIVERS = 16;
const PORT = 3431;

let server: BuiltServer | undefined;
let mailbox: Mailbox;
let databaseUrl: string;
const secret = randomBytes(32).toString('hex');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await server?.stop('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const start = async (dataDir: string) =>
  startBuiltServer({
    entry: serverEntry,
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SMTP_URL: mailbox.smtpUrl,
      // The same secret after the restart, so the drivers' sessions stay valid.
      JWT_SECRET: secret,
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '10000',
    },
  });

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  return withPostgresClient(databaseUrl, async (client) => (await client.query<T>(sql)).rows);
}

describe.runIf(adminUrl)('the final submit on the built server, killed with SIGKILL in the middle', () => {
  let dataDir: string;
  beforeAll(async () => {
    if (!existsSync(serverEntry))
      throw new Error('The server is not built: run `npm run build` first (npm test does).');
    const database = await createEmptyPostgresDatabase(adminUrl ?? '');
    cleanups.push(database.drop);
    databaseUrl = database.url;
    mailbox = await startMailbox();
    cleanups.push(() => mailbox.close());
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    server = await start(dataDir);
  }, 120_000);

  it('leaves no application completed without its parts, no duplicated entry, and lets every driver finish', async () => {
    const baseUrl = `http://127.0.0.1:${PORT}`;
    let answered = 0;
    const interrupted = new Set<Step>();
    const client = journey({
      baseUrl,
      retry: true,
      onAnswer: (step, status) => {
        if (status === 0 || status >= 500) interrupted.add(step);
        else answered++;
      },
    });
    const refs = await fetchReferenceIds(baseUrl);
    const positions = (await (await fetch(`${baseUrl}${apiPaths.openPositions}`)).json()) as { data?: unknown };
    const jobId = firstPositionId(positions);

    const drivers: Array<Driver & { applicationId: number }> = [];
    for (let i = 0; i < DRIVERS; i++) {
      const driver = await client.signUp(mailbox, `crash-${i}-${randomBytes(3).toString('hex')}@example.test`);
      drivers.push({ ...driver, applicationId: await client.applyWithResume(driver, jobId) });
    }

    // Every driver runs the final calls at once; the server is killed once the batch is under way.
    const totalCalls = DRIVERS * finalSubmitSteps(1, 1, refs).length;
    const before = answered;
    const runs = drivers.map(async (driver) => {
      for (const step of finalSubmitSteps(driver.id, driver.applicationId, refs)) {
        const answer = await client.send(step, driver.token);
        if (!signedBefore(step, answer))
          expect(answer.status, `${step.name}: ${JSON.stringify(answer.data)}`).toBe(200);
        // The call the kill interrupted may have committed before its answer was lost; a driver
        // who never saw the answer sends it again. The second time must change nothing.
        if (interrupted.has(step)) {
          const again = await client.send(step, driver.token);
          if (!signedBefore(step, again)) expect(again.status).toBe(200);
        }
      }
    });
    while (answered - before < totalCalls / 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await server?.stop('SIGKILL');
    server = await start(dataDir);
    await Promise.all(runs);
    expect(interrupted.size, 'the kill met calls in flight').toBeGreaterThan(0);

    const ids = drivers.map((d) => d.applicationId).join(',');
    const incomplete = await query(`
      select a.id from applications a
      where a.id in (${ids}) and (a.status <> 'submitted'
        or not exists (select 1 from onboarding_forms f where f.application_id = a.id)
        or (select count(*) from licenses l where l.application_id = a.id and l.dl_status = 'primary') <> 1
        or (select count(*) from licenses l where l.application_id = a.id and l.dl_status <> 'primary') <> ${ADDITIONAL_LICENCES}
        or not exists (select 1 from qualifications q where q.application_id = a.id)
        or (select count(*) from work_histories w where w.application_id = a.id) <> ${WORK_HISTORY_ENTRIES})`);
    expect(incomplete).toEqual([]);
    // Across the whole database: nothing reads as completed without its parts, nothing doubled.
    const completedWithoutParts = await query(`
      select a.id from applications a where a.status = 'submitted' and (
        not exists (select 1 from onboarding_forms f where f.application_id = a.id)
        or not exists (select 1 from licenses l where l.application_id = a.id and l.dl_status = 'primary')
        or not exists (select 1 from qualifications q where q.application_id = a.id)
        or not exists (select 1 from work_histories w where w.application_id = a.id))`);
    expect(completedWithoutParts).toEqual([]);
    const duplicated = await query(`
      select application_id, dl_license_no from licenses group by application_id, dl_license_no having count(*) > 1
      union all
      select application_id, wh_name from work_histories group by application_id, wh_name having count(*) > 1`);
    expect(duplicated).toEqual([]);
    // Every driver finished: the check answers completed.
    for (const driver of drivers) {
      const check = await client.expectOk(
        { name: 'check', method: 'GET', path: apiPaths.applicationCheck },
        driver.token,
      );
      expect(check).toMatchObject({ pipeline_status: 3, application_id: driver.applicationId });
    }
  }, 300_000);
});

/** A signature sent again after its answer was lost meets the one it recorded (decision 016). */
function signedBefore(step: Step, answer: Answer): boolean {
  return (
    step.name === SIGN_STEP &&
    answer.status === 409 &&
    (answer.data as { message?: string }).message === inEnglish.t('signing.api.alreadySigned')
  );
}

function firstPositionId(answer: unknown): number {
  const list = Array.isArray(answer) ? answer : ((answer as { data?: unknown[] }).data ?? []);
  const id = (list[0] as { p_id?: number } | undefined)?.p_id;
  if (!id) throw new Error(`no open position in ${JSON.stringify(answer).slice(0, 200)}`);
  return id;
}
