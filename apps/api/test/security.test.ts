import { apiPaths, inEnglish } from '@roadhire/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

describe('rate limits on the sign-in, sign-up and password routes', () => {
  const randomAddress = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  it.each([
    ['login', apiPaths.login, { userid: 'x@example.test', password: 'whatever1' }],
    ['register', apiPaths.register, registration()],
    ['forgot', apiPaths.forgotPassword, { email: 'someone@example.test' }],
    ['reset', apiPaths.resetPassword('x'.repeat(43)), { password: 'whatever1' }],
  ])('answers 429 with a message past AUTH_RATE_LIMIT for one account on %s', async (_name, url, payload) => {
    const remoteAddress = randomAddress();
    const send = () => t.app.inject({ method: 'POST', url, payload, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).not.toBe(429);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: inEnglish.t('api.tooManyRequests'), messageId: 'api.tooManyRequests' });
    // Another address is not affected.
    expect((await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.200.0.1' })).statusCode).not.toBe(
      429,
    );
  });

  it('lets the drivers sharing one address (a truck stop’s Wi-Fi) sign in to their own accounts', async () => {
    const truckStop = randomAddress();
    const signIn = (userid: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { userid, password: 'whatever1' },
        remoteAddress: truckStop,
      });
    // Eight drivers, each past the one-account limit's worth of tries, and the next driver still gets in.
    for (let driver = 0; driver < 8; driver += 1) {
      for (let i = 0; i < 3; i += 1) expect((await signIn(`driver${driver}@example.test`)).statusCode).toBe(401);
    }
    expect((await signIn('driver-next@example.test')).statusCode).toBe(401);
    // The same account's fourth try is refused, whatever the case of its address.
    expect((await signIn('DRIVER0@example.test')).statusCode).toBe(429);
  });

  it('holds the wider AUTH_ADDRESS_RATE_LIMIT per address across accounts', async () => {
    const address = randomAddress();
    const codes: number[] = [];
    // Ten times AUTH_RATE_LIMIT by default: 30 here.
    for (let i = 0; i < 31; i += 1) {
      const payload = { userid: `spray${i}@example.test`, password: 'whatever1' };
      codes.push(
        (await t.app.inject({ method: 'POST', url: apiPaths.login, payload, remoteAddress: address })).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('limits the verification link and login resends too', async () => {
    const remoteAddress = '10.77.0.1';
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${'y'.repeat(43)}`, remoteAddress });
    }
    const limited = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email/${'y'.repeat(43)}`,
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.health });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrades requests when served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://careers.example.test' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: apiPaths.health });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('bad input never gets a 500', () => {
  const cases: Array<[string, InjectOptions, number]> = [
    [
      'malformed JSON',
      { method: 'POST', url: apiPaths.login, headers: { 'content-type': 'application/json' }, payload: '{"userid":' },
      400,
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: apiPaths.register, headers: { 'content-type': 'application/json' }, payload: '' },
      400,
    ],
    ['a JSON array', { method: 'POST', url: apiPaths.login, payload: [1, 2] }, 400],
    ['wrong types', { method: 'POST', url: apiPaths.login, payload: { userid: 42, password: true } }, 400],
    ['missing fields', { method: 'POST', url: apiPaths.forgotPassword, payload: {} }, 400],
    [
      'plain text',
      { method: 'POST', url: apiPaths.login, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      400,
    ],
    [
      'an unsupported content type',
      { method: 'POST', url: apiPaths.login, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      415,
    ],
    [
      'an oversized body',
      {
        method: 'POST',
        url: apiPaths.register,
        payload: { ...registration(), first_name: 'x'.repeat(2 * 1024 * 1024) },
      },
      413,
    ],
    ['an unknown API path', { method: 'GET', url: '/api/nothing-here' }, 404],
    ['an unknown method', { method: 'DELETE', url: apiPaths.login }, 404],
  ];

  it.each(cases)('answers %s with a 4xx and { message }', async (_name, request, status) => {
    const response = await t.app.inject({ ...request, remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.1` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});
