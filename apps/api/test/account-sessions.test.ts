import { createHmac } from 'node:crypto';
import { apiPaths, inEnglish, type LoginResponse, type ProfileSaveResponse } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { signSessionToken } from '../src/lib/session-token.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, createCandidate } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 019: a password reset or change, an email change, a role change and "Log out
// everywhere" end every session token issued before them.
const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: bearer(token) })).statusCode;
const login = async (userid: string, password: string) => {
  const response = await t.app.inject({ method: 'POST', url: apiPaths.login, payload: { userid, password } });
  expect(response.statusCode).toBe(200);
  return response.json() as LoginResponse;
};
const validAfter = async (id: number) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row?.sessions_valid_after?.getTime();
};
const profileBody = (email: string, extra: object = {}) => ({
  first_name: 'Maya',
  last_name: 'Singh',
  email,
  ...extra,
});

describe('sessions end when they should', () => {
  it('a password reset ends every earlier session; a login afterwards works', async () => {
    const driver = await createCandidate(t);
    const otherDevice = await login(driver.email, driver.password);
    expect(await profileStatus(driver.token)).toBe(200);

    const since = t.mailbox.messages.length;
    await t.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email: driver.email } });
    const mail = await t.mailbox.waitFor(driver.email, /Reset your/, { since });
    const token = new URL(linkIn(mail, '/reset-password/')).pathname.split('/').pop() ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword(token),
      payload: { password: 'After-the-reset-1' },
    });
    expect(reset.statusCode).toBe(200);

    for (const old of [driver.token, otherDevice.token]) {
      const refused = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: bearer(old) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: inEnglish.t('api.unauthorized'), messageId: 'api.unauthorized' });
    }
    expect(await profileStatus((await login(driver.email, 'After-the-reset-1')).token)).toBe(200);
  });

  it('a role change ends the account’s sessions, and the admin area refuses the old token', async () => {
    const admin = await createAdmin(t);
    const colleague = await createAdmin(t);
    const adminArea = (token: string) =>
      t.app.inject({ method: 'GET', url: apiPaths.adminStats, headers: bearer(token) });
    expect((await adminArea(colleague.token)).statusCode).toBe(200);

    const change = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminUserRole(colleague.id),
      headers: bearer(admin.token),
      payload: { role: 2 },
    });
    expect(change.statusCode).toBe(200);
    expect((await adminArea(colleague.token)).statusCode).toBe(401);
    expect(await profileStatus(colleague.token)).toBe(401);
    // The administrator who made the change keeps their own session.
    expect((await adminArea(admin.token)).statusCode).toBe(200);
    const again = await login(colleague.email, colleague.password);
    expect(await profileStatus(again.token)).toBe(200);
    expect((await adminArea(again.token)).statusCode).toBe(403);
  });

  it('"Log out everywhere" ends every session of the caller, this one included, and no one else’s', async () => {
    const driver = await createCandidate(t);
    const phone = await login(driver.email, driver.password);
    const stranger = await createCandidate(t);

    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.logoutEverywhere,
      headers: bearer(driver.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: inEnglish.t('api.loggedOutEverywhere'),
      messageId: 'api.loggedOutEverywhere',
    });
    expect(await profileStatus(driver.token)).toBe(401);
    expect(await profileStatus(phone.token)).toBe(401);
    expect(await profileStatus(stranger.token)).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.logoutEverywhere })).statusCode).toBe(401);
  });

  it('a password change ends earlier sessions and hands the changing device a new one that stays valid', async () => {
    const driver = await createCandidate(t);
    const phone = await login(driver.email, driver.password);
    const saved = await t.app.inject({
      method: 'PUT',
      url: apiPaths.updateUser(driver.id),
      headers: bearer(driver.token),
      payload: profileBody(driver.email, { password: 'Changed-pass-22', current_password: driver.password }),
    });
    expect(saved.statusCode).toBe(200);
    const { token } = saved.json() as ProfileSaveResponse;
    expect(token).toEqual(expect.any(String));
    expect(await profileStatus(token ?? '')).toBe(200);
    expect(await profileStatus(driver.token)).toBe(401);
    expect(await profileStatus(phone.token)).toBe(401);
  });

  it('tells apart tokens issued in the same second as the change, to the millisecond', async () => {
    const driver = await createCandidate(t);
    await t.app.inject({ method: 'POST', url: apiPaths.logoutEverywhere, headers: bearer(driver.token) });
    const limit = (await validAfter(driver.id)) ?? 0;
    const user = { id: driver.id, role: 2 };
    const sameSecondBefore = await signSessionToken(user, SECRET, limit - 1);
    const atTheLimit = await signSessionToken(user, SECRET, limit);
    const after = await signSessionToken(user, SECRET, limit + 1);
    expect(await profileStatus(sameSecondBefore)).toBe(401);
    expect(await profileStatus(atTheLimit)).toBe(200);
    expect(await profileStatus(after)).toBe(200);

    // A token from before the millisecond claim counts from the start of its second: ended too.
    expect(await profileStatus(await legacyToken(driver.id, Math.floor(limit / 1000)))).toBe(401);
    expect(await profileStatus(await legacyToken(driver.id, Math.floor(limit / 1000) + 1))).toBe(200);
  });

  it('a login made just before a change is ended, however close; one just after is not', async () => {
    const driver = await createCandidate(t);
    const before = await login(driver.email, driver.password);
    await t.app.inject({ method: 'POST', url: apiPaths.logoutEverywhere, headers: bearer(driver.token) });
    const after = await login(driver.email, driver.password);
    expect(await profileStatus(before.token)).toBe(401);
    expect(await profileStatus(after.token)).toBe(200);
  });
});

/** A token as signed before tokens carried `iat_ms`: whole seconds only. */
async function legacyToken(id: number, iatSeconds: number): Promise<string> {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(id), role: 2, iat: iatSeconds, exp: iatSeconds + 3600 })}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
}
