import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdminPosition, type AdminPositionInput, apiPaths, inEnglish } from '@roadhire/shared';
import {
  type BuiltServer,
  linkIn,
  type Mailbox,
  type ObjectStore,
  SMALL_PDF,
  startBuiltServer,
  startMailbox,
  startObjectStore,
} from '@roadhire/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_KEY_PREFIX } from '../src/plugins/rate-limit-store.js';
import { freePort } from './helpers/mail-outbox.js';
import { createEmptyPostgresDatabase } from './helpers/test-database.js';

// Two built servers behind one imagined load balancer, on one PostgreSQL, one
// S3-compatible bucket (s3rver on loopback) and one Redis, each with a DATA_DIR of its own. What a
// driver or an administrator does through one is seen through the other.
//
// It needs a real PostgreSQL server to create a database on: without TEST_DATABASE_URL it is
// skipped (CI sets it). Redis listens on 127.0.0.1:6379 here and in CI; every request names a
// client address of its own in X-Forwarded-For (the servers trust the loopback proxy), so the rate
// limits of this file never meet another's, and only those addresses' keys are deleted afterwards.

const adminUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const LIMIT = 4;
const ADMIN = { email: 'admin@two-processes.example', password: 'Admin-two-2026' };
const PASSWORD = 'Highway-401-two';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const usedAddresses: string[] = [];
/** A client address no other test uses. */
function freshAddress(): string {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  usedAddresses.push(address);
  return address;
}

interface Answer {
  status: number;
  body: Buffer;
  json(): unknown;
}

/** Calls one server as a client at `address` would through the load balancer. */
function callAs(address: string) {
  return async (
    server: BuiltServer,
    method: string,
    url: string,
    options: { json?: unknown; token?: string; file?: Buffer } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.file) {
      body = new FormData();
      body.append('file', new Blob([options.file], { type: 'application/pdf' }), 'resume.pdf');
    }
    const response = await fetch(`${server.url}${url}`, { method, headers, body, redirect: 'manual' });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: bytes, json: () => JSON.parse(bytes.toString('utf8')) };
  };
}

function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@two-processes.example`;
}

function positionInput(overrides: Partial<AdminPositionInput> = {}): AdminPositionInput {
  return {
    p_position_title: 'Regional Flatbed Driver',
    p_position_number: `TWO-${randomBytes(3).toString('hex')}`,
    p_openings: 2,
    p_closing_date: `${new Date().getUTCFullYear() + 1}-06-30`,
    p_dangerous_goods: false,
    p_route_description: 'Ontario and Quebec',
    p_landing_page_desc: '<p>Home weekly</p>',
    p_landing_page_sell: {
      position_type: 'Regional',
      driver_type: 'Company',
      license_class: 'AZ',
      license_conditions: 'No air brake restriction',
    },
    p_visible_info: {
      openings: true,
      work_type: true,
      closing_date: true,
      dangerous_goods: false,
      license_classes: true,
      license_conditions: false,
      route: true,
    },
    p_org_unit: 'Flatbed',
    p_position_type: 'Full-time',
    p_city: 'Brampton',
    p_province: 'Ontario',
    p_status: 'open',
    ...overrides,
  };
}

describe.runIf(adminUrl)('two API processes on one PostgreSQL, one bucket and one Redis', () => {
  let first: BuiltServer;
  let second: BuiltServer;
  let mailbox: Mailbox;
  let redis: Redis;

  beforeAll(async () => {
    if (!existsSync(serverEntry))
      throw new Error('The server is not built: run `npm run build` first (npm test does).');
    const database = await createEmptyPostgresDatabase(adminUrl ?? '', 'roadhire_two');
    cleanups.push(database.drop);
    const bucket: ObjectStore = await startObjectStore({ bucket: `roadhire-two-${randomBytes(4).toString('hex')}` });
    cleanups.push(bucket.close);
    mailbox = await startMailbox();
    cleanups.push(mailbox.close);
    redis = new Redis(REDIS_URL);
    cleanups.push(async () => {
      for (const address of usedAddresses) {
        const keys = await redis.keys(`${RATE_LIMIT_KEY_PREFIX}*[-|]${address}`);
        if (keys.length > 0) await redis.del(...keys);
      }
      redis.disconnect();
    });
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      STORAGE_URL: bucket.storageUrl,
      REDIS_URL,
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT: String(LIMIT),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: mailbox.smtpUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
    };
    const start = async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-two-processes-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const server = await startBuiltServer({
        entry: serverEntry,
        port,
        env: { ...shared, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
      });
      cleanups.push(() => server.stop());
      return server;
    };
    // One after the other: migrations run under a lock, but the seed of ADMIN_EMAIL (find, then
    // insert) does not, and two first starts at once on an empty database could both insert it.
    first = await start();
    second = await start();
  }, 120_000);

  /** Registers through `where`, follows the mailed link and signs in through the other process. */
  async function signUp(call: ReturnType<typeof callAs>, where: BuiltServer, other: BuiltServer) {
    const email = uniqueEmail('driver');
    const registered = await call(where, 'POST', apiPaths.register, {
      json: { first_name: 'Maya', last_name: 'Singh', email, password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const mail = await mailbox.waitFor(email, /Verify your email/);
    const verified = await call(where, 'GET', new URL(linkIn(mail, '/api/auth/verify-email/')).pathname);
    expect(verified.status).toBe(302);
    const login = await call(other, 'POST', apiPaths.login, { json: { userid: email, password: PASSWORD } });
    expect(login.status).toBe(200);
    return { email, token: String((login.json() as { token: string }).token) };
  }

  it('opens a resume uploaded through one process through the other', async () => {
    const call = callAs(freshAddress());
    const driver = await signUp(call, first, second);
    const uploaded = await call(first, 'POST', apiPaths.uploadResume, { token: driver.token, file: SMALL_PDF });
    expect(uploaded.status).toBe(201);
    const opened = await call(second, 'GET', (uploaded.json() as { url: string }).url);
    expect(opened.status).toBe(200);
    expect(opened.body.equals(SMALL_PDF)).toBe(true);
  });

  it('signs a driver registered on one process in on the other, and takes its token on both', async () => {
    const call = callAs(freshAddress());
    const driver = await signUp(call, first, second);
    for (const server of [first, second]) {
      const profile = await call(server, 'GET', apiPaths.profile, { token: driver.token });
      expect(profile.status).toBe(200);
      expect(profile.json()).toMatchObject({ email: driver.email });
    }
  });

  it('ends on one process the session a password reset on the other ended', async () => {
    const call = callAs(freshAddress());
    const driver = await signUp(call, first, first);
    expect((await call(second, 'GET', apiPaths.profile, { token: driver.token })).status).toBe(200);

    const since = mailbox.messages.length;
    expect((await call(second, 'POST', apiPaths.forgotPassword, { json: { email: driver.email } })).status).toBe(200);
    const mail = await mailbox.waitFor(driver.email, /Reset your/, { since });
    const token = new URL(linkIn(mail, '/reset-password/')).pathname.slice('/reset-password/'.length);
    const reset = await call(second, 'POST', apiPaths.resetPassword(token), { json: { password: 'Reset-on-two-1' } });
    expect(reset.status).toBe(200);

    const stale = await call(first, 'GET', apiPaths.profile, { token: driver.token });
    expect(stale.status).toBe(401);
  });

  it('holds one sign-in limit across both processes', async () => {
    const call = callAs(freshAddress());
    const wrong = { json: { userid: uniqueEmail('nobody'), password: 'Wrong-password-1' } };
    for (const server of [first, second, first, second]) {
      expect((await call(server, 'POST', apiPaths.login, wrong)).status).toBe(401);
    }
    for (const server of [first, second]) {
      const limited = await call(server, 'POST', apiPaths.login, wrong);
      expect(limited.status).toBe(429);
      expect(limited.json()).toEqual({ message: inEnglish.t('api.tooManyRequests'), messageId: 'api.tooManyRequests' });
    }
  });

  it('takes a position closed on one process off the other’s careers list within a second', async () => {
    const call = callAs(freshAddress());
    const admin = await call(first, 'POST', apiPaths.login, {
      json: { userid: ADMIN.email, password: ADMIN.password },
    });
    expect(admin.status).toBe(200);
    const token = String((admin.json() as { token: string }).token);
    const input = positionInput();
    const created = await call(first, 'POST', apiPaths.adminPositions, { token, json: input });
    expect(created.status).toBe(201);
    const id = (created.json() as AdminPosition).p_id;

    const listedOnSecond = async () =>
      ((await call(second, 'GET', apiPaths.openPositions)).json() as Array<{ p_id: number }>).some(
        (position) => position.p_id === id,
      );
    // The second process now holds the list with the position in it.
    expect(await poll(listedOnSecond, true, 1_000)).toBe(true);

    const closed = await call(first, 'PUT', apiPaths.adminPosition(id), {
      token,
      json: { ...input, p_status: 'closed' },
    });
    expect(closed.status).toBe(200);
    // The last look starts within the second: the second process has dropped the position by then.
    expect(await poll(listedOnSecond, false, 1_000)).toBe(false);
  });
});

/** Asks until `look` answers `wanted` or `withinMs` passes; returns the last answer. */
async function poll(look: () => Promise<boolean>, wanted: boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const seen = await look();
    if (seen === wanted || Date.now() >= deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
