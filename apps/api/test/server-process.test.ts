import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, pages } from '@roadhire/shared';
import { type BuiltServer, spawnBuiltServer } from '@roadhire/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from './helpers/test-database.js';

const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const STARTUP_MS = 120_000;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Starts the built server (`npm run build`) as `npm start` does, on a free port. On PostgreSQL when
 * the run names one: these tests are about the process (its mail, its logs), and a first start on
 * embedded PGlite, which migrates a cluster compiled to WebAssembly, is embedded-database.test.ts's.
 */
async function startServer(env: Record<string, string>): Promise<BuiltServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-server-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  if (adminUrl && env.DATABASE_URL === undefined) {
    const database = await createEmptyPostgresDatabase(adminUrl);
    cleanups.push(database.drop);
    databaseUrl = database.url;
  }
  const server = spawnBuiltServer({
    entry: serverEntry,
    port: 0,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
  });
  cleanups.push(() => server.stop('SIGKILL'));
  // Migrating and seeding a new database is the slow part; a loaded machine takes its time.
  await server.healthy(STARTUP_MS);
  return server;
}

/** Waits until the server's output matches: stdout arrives through a pipe, after the response. */
async function waitForOutput(running: BuiltServer, pattern: RegExp): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const match = running.output().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no ${pattern} in:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(running: BuiltServer): Promise<number | null> {
  await running.stop();
  return running.child.exitCode;
}

// Each test starts the built server, which migrates and seeds a fresh database first.
describe('the built server', { timeout: STARTUP_MS + 30_000 }, () => {
  beforeAll(() => {
    if (!existsSync(serverEntry))
      throw new Error('The server is not built: run `npm run build` first (npm test does).');
  });

  it('writes mail to the outbox when no SMTP_URL is set, and logs the link', async () => {
    const running = await startServer({ LOG_LEVEL: 'info' });
    const response = await fetch(`${running.url}${apiPaths.register}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Outbox',
        last_name: 'Driver',
        email: 'outbox@example.test',
        password: 'Outbox-pass-1',
      }),
    });
    expect(response.status).toBe(201);
    await waitForOutput(running, /"link":"http:\/\/localhost:\d+\/api\/auth\/verify-email\/[\w-]{43}"/);
    const dataDir = (await waitForOutput(running, /"file":"([^"]+)\/outbox\//))[1] ?? '';
    expect((await readdir(path.join(dataDir, 'outbox'))).some((name) => name.endsWith('.eml'))).toBe(true);
    expect(await stop(running)).toBe(0);
  });

  it('logs no link token nor link signature in its request lines, and no link in production', async () => {
    const running = await startServer({
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      COMPLIANCE_ALLOW_PLACEHOLDERS: 'true',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    });
    const secret = 'Sx9secretTokenSx9secretTokenSx9secretToken1';
    const visited = [
      apiPaths.verifyEmail(secret),
      apiPaths.confirmEmail(secret),
      apiPaths.employerResponse(secret),
      apiPaths.employerResponseLanguage(secret),
      apiPaths.privacyExportLink(secret),
      pages.resetPassword.href(secret),
      pages.employerResponse.href(secret),
      `${apiPaths.documentFile('a.pdf')}?expires=1999999999&signature=${secret}`,
      `${apiPaths.unsubscribeReminders(7)}?signature=${secret}`,
    ];
    for (const address of visited) await fetch(`${running.url}${address}`);
    await fetch(`${running.url}${apiPaths.resetPassword(secret)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Outbox-pass-1' }),
    });
    const registered = await fetch(`${running.url}${apiPaths.register}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Log',
        last_name: 'Reader',
        email: 'logs@example.test',
        password: 'Outbox-pass-1',
      }),
    });
    expect(registered.status).toBe(201);
    await waitForOutput(running, /"file":"[^"]+\/outbox\//);
    await waitForOutput(running, /"url":"\/uploads\/documents\/a\.pdf\?expires=1999999999&signature=\[redacted\]"/);
    expect(running.output()).toContain('"url":"/api/employer-response/[redacted]"');
    expect(running.output()).not.toContain(secret);
    expect(running.output()).not.toMatch(/verify-email\/[\w-]{43}/);
    expect(running.output()).not.toMatch(/"link":/);
    expect(await stop(running)).toBe(0);
  });

  it.runIf(adminUrl)('migrates an empty PostgreSQL from DATABASE_URL and runs on it', async () => {
    const empty = await createEmptyPostgresDatabase(adminUrl ?? '');
    cleanups.push(empty.drop);
    const running = await startServer({ DATABASE_URL: empty.url });
    expect(running.output()).toContain('PostgreSQL');
    const health = await fetch(`${running.url}${apiPaths.health}`);
    expect(health.status).toBe(200);
    expect(await stop(running)).toBe(0);
  });
});
