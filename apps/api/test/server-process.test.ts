import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@roadhire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from './helpers/test-database.js';

const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the built server (`npm run build`) as `npm start` does, on a free port. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-server-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 30_000;
  while (!/running at (http:\/\/\S+)/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = output.match(/running at (http:\/\/\S+)/)?.[1] ?? '';
  return { child, url, output: () => output };
}

/** Waits until the server's output matches: stdout arrives through a pipe, after the response. */
async function waitForOutput(running: Running, pattern: RegExp): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const match = running.output().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no ${pattern} in:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(running: Running): Promise<number | null> {
  running.child.kill('SIGTERM');
  const [code] = await once(running.child, 'exit');
  return code as number | null;
}

// Each test starts the built server, which migrates and seeds a fresh embedded database first.
describe('the built server', { timeout: 90_000 }, () => {
  beforeAll(() => {
    if (!existsSync(serverEntry))
      throw new Error('The server is not built: run `npm run build` first (npm test does).');
  });

  it('starts on embedded PGlite, prints its URL, answers health and exits cleanly on SIGTERM', async () => {
    const running = await startServer({});
    expect(running.url).toMatch(/^http:\/\/localhost:\d+$/);
    const port = new URL(running.url).port;
    const health = await fetch(`http://127.0.0.1:${port}${apiPaths.health}`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', storage: 'ok' });
    expect(await stop(running)).toBe(0);
  });

  it('writes mail to the outbox when no SMTP_URL is set, and logs the link', async () => {
    const running = await startServer({ LOG_LEVEL: 'info' });
    const port = new URL(running.url).port;
    const response = await fetch(`http://127.0.0.1:${port}${apiPaths.register}`, {
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

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)('migrates an empty PostgreSQL from DATABASE_URL and runs on it', async () => {
    const empty = await createEmptyPostgresDatabase(adminUrl ?? '');
    cleanups.push(empty.drop);
    const running = await startServer({ DATABASE_URL: empty.url });
    expect(running.output()).toContain('PostgreSQL');
    const health = await fetch(`http://127.0.0.1:${new URL(running.url).port}${apiPaths.health}`);
    expect(health.status).toBe(200);
    expect(await stop(running)).toBe(0);
  });
});
