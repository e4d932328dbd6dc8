import { randomInt } from 'node:crypto';
import { apiPaths, inEnglish } from '@roadhire/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../src/lib/redis-client.js';
import { RATE_LIMIT_KEY_PREFIX } from '../src/plugins/rate-limit-store.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 020: with REDIS_URL every process counts the auth limits in one budget. Redis listens on
// 127.0.0.1:6379 here and in CI; each test uses client addresses of its own, and only those keys are
// deleted afterwards, so test files running at once never share a count.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 4;
const login = { userid: 'nobody@example.test', password: 'Wrong-password-1' };
const usedAddresses: string[] = [];

/** A client address no other test uses. */
function freshAddress(): string {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  usedAddresses.push(address);
  return address;
}

const signIn = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: apiPaths.login, payload: login, remoteAddress, headers });

let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  for (const address of usedAddresses) {
    const keys = await redis.keys(`${RATE_LIMIT_KEY_PREFIX}*[-|]${address}`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
});

describe('with REDIS_URL, two processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '127.0.0.1' };
    // One after the other: a database being built next door would hold up the other's first connection to Redis.
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('share one budget per client address', async () => {
    const client = freshAddress();
    for (const t of [first, second, first, second]) expect((await signIn(t, client)).statusCode).toBe(401);
    for (const t of [first, second]) {
      const limited = await signIn(t, client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: inEnglish.t('api.tooManyRequests'), messageId: 'api.tooManyRequests' });
    }
    expect((await signIn(second, freshAddress())).statusCode).toBe(401);
    expect(await redis.keys(`${RATE_LIMIT_KEY_PREFIX}*-${client}`)).toHaveLength(1);
  });

  it('count the client behind a trusted proxy by its X-Forwarded-For address, whichever process it reaches', async () => {
    const proxy = '127.0.0.1';
    const client = freshAddress();
    const other = freshAddress();
    const behindProxy = { 'x-forwarded-for': client };
    for (const t of [first, second, first, second]) expect((await signIn(t, proxy, behindProxy)).statusCode).toBe(401);
    expect((await signIn(first, proxy, behindProxy)).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await signIn(second, proxy, { 'x-forwarded-for': other })).statusCode).toBe(401);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a client cannot name itself a new address to escape the limit', async () => {
    const client = freshAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await signIn(t, client, { 'x-forwarded-for': freshAddress() })).statusCode).toBe(401);
    }
    expect((await signIn(t, client, { 'x-forwarded-for': freshAddress() })).statusCode).toBe(429);
  });
});

describe('while Redis does not answer', () => {
  // Nothing listens on port 1: every connection is refused, as when Redis is down.
  const DOWN = 'redis://127.0.0.1:1';

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: DOWN, AUTH_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('answers every sign-in at once, and each process still holds the limit alone', async () => {
    const client = freshAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      const answered = Date.now();
      expect((await signIn(t, client)).statusCode).toBe(401);
      expect(Date.now() - answered).toBeLessThan(2_000);
    }
    expect((await signIn(t, client)).statusCode).toBe(429);

    // A start does not wait for Redis past a few seconds.
    const started = Date.now();
    const unreachable = await connectRedis(DOWN, t.app.log);
    unreachable.disconnect();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
