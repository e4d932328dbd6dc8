import { createHmac } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token.js';

const secret = new TextEncoder().encode('a-session-secret-of-at-least-32-characters');
const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-characters!!');
const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token built by hand, so the refusals below do not depend on the library under test. */
function handMade(header: object, payload: object, key: Uint8Array = secret, hash = 'sha256'): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  return `${signingInput}.${createHmac(hash, key).update(signingInput).digest('base64url')}`;
}
const claims = (overrides: object = {}) => ({ sub: '7', role: 2, iat: now(), exp: now() + 60, ...overrides });

describe('session tokens', () => {
  it('signs an HS256 JWT for 8 hours that verifies back to the user', async () => {
    const token = await signSessionToken({ id: 7, role: 2 }, secret);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '7', role: 2 });
    expect(payload.exp - payload.iat).toBe(SESSION_TTL_SECONDS);
    expect(payload.iat_ms).toBeGreaterThanOrEqual(payload.iat * 1000);
    expect(await verifySessionToken(token, secret)).toEqual({ id: 7, role: 2, issuedAtMs: payload.iat_ms });
  });

  it('accepts a well-formed token signed with our secret', async () => {
    const token = handMade({ alg: 'HS256', typ: 'JWT' }, claims());
    expect(await verifySessionToken(token, secret)).toMatchObject({ id: 7, role: 2 });
  });

  it('refuses expired, forged, unsigned, other-algorithm and malformed tokens', async () => {
    const refused = {
      expired: handMade({ alg: 'HS256', typ: 'JWT' }, claims({ exp: now() - 1 })),
      otherSecret: handMade({ alg: 'HS256', typ: 'JWT' }, claims(), otherSecret),
      unsigned: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`,
      hs512: handMade({ alg: 'HS512', typ: 'JWT' }, claims(), secret, 'sha512'),
      raisedRole: (() => {
        const [header, , signature] = handMade({ alg: 'HS256', typ: 'JWT' }, claims()).split('.');
        return `${header}.${base64url(claims({ role: 1 }))}.${signature}`;
      })(),
      notANumber: handMade({ alg: 'HS256', typ: 'JWT' }, claims({ sub: 'admin' })),
      noExpiry: handMade({ alg: 'HS256', typ: 'JWT' }, { sub: '7', role: 2 }),
      garbage: 'not.a.token',
      empty: '',
    };
    for (const [name, token] of Object.entries(refused)) {
      expect(await verifySessionToken(token, secret), name).toBeNull();
    }
  });
});
