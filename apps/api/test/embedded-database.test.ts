import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@roadhire/shared';
import {
  type BuiltServer,
  fetchReferenceIds,
  finalSubmitSteps,
  journey,
  type Mailbox,
  startBuiltServer,
  startMailbox,
} from '@roadhire/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/mail-outbox.js';

// PGlite is the database a new install gets (no DATABASE_URL). The rest of the API tests run on
// PostgreSQL in CI, so this file checks that the embedded database itself starts empty, migrates,
// serves a driver's whole journey, exits cleanly on SIGTERM and keeps the journey across a restart.
// One start does it all: each first start on PGlite migrates a cluster compiled to WebAssembly.
const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

let dataDir: string;
let mailbox: Mailbox;
let port: number;
let server: BuiltServer | undefined;

const start = async () =>
  startBuiltServer({
    entry: serverEntry,
    port,
    // A first start on PGlite makes its cluster, migrates and seeds: slow on a busy machine.
    timeoutMs: 150_000,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: mailbox.smtpUrl,
      JWT_SECRET: 'embedded-database-secret-long-enough-for-hs256',
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '10000',
    },
  });

beforeAll(async () => {
  if (!existsSync(serverEntry)) throw new Error('The server is not built: run `npm run build` first (npm test does).');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-embedded-'));
  mailbox = await startMailbox();
  port = await freePort();
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the built server on embedded PGlite', () => {
  it('migrates an empty data directory, serves a driver from sign-up to the final submit, exits cleanly on SIGTERM and keeps it across a restart', async () => {
    server = await start();
    // The cluster PGlite made in the data directory on this first start.
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(server.output()).toMatch(/running at http:\/\/localhost:\d+\n/);
    const baseUrl = server.url;
    const health = await fetch(`${baseUrl}${apiPaths.health}`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', storage: 'ok' });
    const client = journey({ baseUrl });
    const positions = (await (await fetch(`${baseUrl}${apiPaths.openPositions}`)).json()) as Array<{ p_id: number }>;
    const jobId = positions[0]?.p_id;
    if (!jobId) throw new Error('the demo positions are missing');
    const refs = await fetchReferenceIds(baseUrl);

    const driver = await client.signUp(mailbox, 'embedded-driver@example.test');
    const applicationId = await client.applyWithResume(driver, jobId);
    const documents = await client.uploadDocuments(driver);
    for (const step of finalSubmitSteps(driver.id, applicationId, refs, documents))
      await client.expectOk(step, driver.token);

    await server.stop();
    expect(server.child.exitCode).toBe(0);
    server = await start();
    const check = await client.expectOk(
      { name: 'check', method: 'GET', path: apiPaths.applicationCheck },
      driver.token,
    );
    expect(check).toMatchObject({ pipeline_status: 3, application_id: applicationId });
  }, 420_000);
});
