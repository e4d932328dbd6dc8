import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, inEnglish } from '@roadhire/shared';
import { type PostgresServer, spawnBuiltServer, startPostgres } from '@roadhire/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../src/db/schema.js';
import { createCandidate, createPosition, registration, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgres } from './helpers/test-database.js';

// Decision 022. A PostgreSQL of this file's own, stopped and started as an outage would. It is
// about PostgreSQL, so it runs where the API tests run on it (TEST_DATABASE_URL set, as in CI).
const POSTGRES_PORT = 55_433;
const SERVER_PORT = 3771;
const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/** What a call must do while the database is away: answer 503 with the message, quickly. */
const OUTAGE_ANSWER_MS = 5_000;

let postgres: PostgresServer;
beforeAll(async () => {
  if (onPostgres()) postgres = await startPostgres({ port: POSTGRES_PORT });
}, 60_000);
afterAll(async () => {
  await postgres?.remove();
});

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
}

describe.runIf(onPostgres())('a PostgreSQL outage', () => {
  let t: TestApp;
  let candidate: { email: string; password: string };
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_URL: postgres.url });
    await createPosition(t, { p_position_title: 'Outage Route Driver' });
    candidate = await createCandidate(t);
  }, 60_000);
  afterAll(async () => {
    await postgres.start();
    await t?.close();
  });

  const calls = () => ({
    positions: () => t.app.inject({ method: 'GET', url: apiPaths.openPositions }),
    login: () =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { userid: candidate.email, password: candidate.password },
      }),
    health: () => t.app.inject({ method: 'GET', url: apiPaths.health }),
  });

  it('answers 503 with a message while the database is down, and 200 again once it is back', async () => {
    const { positions, login, health } = calls();
    expect((await positions()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);

    await postgres.stop();
    // The careers list is cached; the cache asks the database again within a quarter second.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [name, call] of Object.entries({ positions, login, health })) {
      const { result, ms } = await timed(call);
      expect({ name, status: result.statusCode }).toEqual({ name, status: 503 });
      expect(result.json()).toMatchObject({ message: inEnglish.t('api.databaseUnavailable') });
      expect(ms).toBeLessThan(OUTAGE_ANSWER_MS);
    }
    expect((await health()).json()).toEqual({
      status: 'unavailable',
      message: inEnglish.t('api.databaseUnavailable'),
      messageId: 'api.databaseUnavailable',
      storage: 'ok',
    });

    await postgres.start();
    expect((await positions()).statusCode).toBe(200);
    expect((await positions()).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ p_position_title: 'Outage Route Driver' })]),
    );
    expect((await login()).statusCode).toBe(200);
    expect((await health()).json()).toEqual({ status: 'ok', storage: 'ok' });
  }, 60_000);

  it('keeps the process alive when a connection is lost inside a transaction', async () => {
    // A checked-out connection that the server ends emits an error event; unheard, it ends the process.
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await postgres.stop();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await postgres.start();
    expect((await calls().health()).statusCode).toBe(200);
  }, 60_000);
});

/**
 * An SMTP server on loopback that takes the first message and answers its end only when `release()`
 * is called (the moment between a message leaving and its sender hearing so, held open); later
 * messages are answered at once.
 */
async function startHeldSmtp() {
  const received: string[] = [];
  let arrived: () => void = () => {};
  let releaseHeld: () => void = () => {};
  let holding = true;
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 held.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          if (holding)
            releaseHeld = () => {
              holding = false;
              reply('250 2.0.0 queued');
            };
          else reply('250 2.0.0 queued');
          arrived();
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const command = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (command.startsWith('EHLO')) reply('250 held.test');
        else if (command.startsWith('DATA')) {
          inData = true;
          reply('354 go on');
        } else if (command.startsWith('QUIT')) {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves when the next message has arrived (and waits for `release`). */
    nextMessage: () => new Promise<void>((resolve) => (arrived = resolve)),
    release: () => releaseHeld(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(onPostgres())('a mail sent just as the database drops', () => {
  it('is recorded as sent once the database is back, and not sent again after its lease', async () => {
    const smtp = await startHeldSmtp();
    const t = await createTestApp({
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.smtpUrl,
      MAIL_SEND_LEASE: '1s',
      MAIL_POLL_INTERVAL: '200ms',
    });
    try {
      const email = uniqueEmail('outage-mail');
      const arrived = smtp.nextMessage();
      const registered = await t.app.inject({
        method: 'POST',
        url: apiPaths.register,
        payload: registration({ email }),
      });
      expect(registered.statusCode).toBe(201);
      await arrived;
      // The message has gone; the database stops before the sender hears so and writes it down.
      await postgres.stop();
      smtp.release();
      // Longer than the lease, so the row is due again when the database returns.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await postgres.start();
      const status = async () =>
        (await t.database.db.select().from(mailMessages).where(eq(mailMessages.recipient, email)))[0]?.status;
      await expect.poll(status, { timeout: 20_000 }).toBe('sent');
      // Several polls and leases later, it went out once.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const sent = smtp.received.filter((message) => message.includes(email));
      expect(sent.map((message) => message.match(/^Subject: .*$/m)?.[0])).toEqual([
        'Subject: Verify your email for Test Carrier',
      ]);
    } finally {
      smtp.release();
      await postgres.start();
      await t.close();
      await smtp.close();
    }
  }, 60_000);
});

describe.runIf(onPostgres())('a server started while the database is down', () => {
  it('waits for it, logging its tries, and starts once it answers', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-outage-'));
    await postgres.stop();
    const server = spawnBuiltServer({
      entry: serverEntry,
      port: SERVER_PORT,
      env: { DATA_DIR: dataDir, DATABASE_URL: postgres.url, JWT_SECRET: 'x'.repeat(48) },
    });
    try {
      // It keeps trying, does not listen before the database is there (decision 022), and has not exited.
      await waitFor(
        () => (server.output().match(/Waiting for the database \(try \d+\): .*ECONNREFUSED/g) ?? []).length >= 3,
      );
      expect(server.child.exitCode).toBeNull();
      await expect(fetch(`${server.url}${apiPaths.health}`)).rejects.toThrow();

      await postgres.start();
      await server.healthy(30_000);
      const health = await fetch(`${server.url}${apiPaths.health}`);
      expect(await health.json()).toEqual({ status: 'ok', storage: 'ok' });
      expect((await fetch(`${server.url}${apiPaths.openPositions}`)).status).toBe(200);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
