import { apiPaths, type CandidateProfile, inEnglish, type ProfileSaveResponse } from '@roadhire/shared';
import { linkIn, type ReceivedMail } from '@roadhire/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../src/db/schema.js';
import { hashToken } from '../src/lib/tokens.js';
import { bearer, createCandidate, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 019: a new password needs the current one; a new email takes effect only from the link
// mailed to it, and the old address is told without learning the new one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Driver = Awaited<ReturnType<typeof createCandidate>>;
const profileBody = (email: string, extra: object = {}) => ({
  first_name: 'Maya',
  last_name: 'Singh',
  email,
  city: 'Regina',
  ...extra,
});
const save = (driver: Driver, body: object) =>
  t.app.inject({ method: 'PUT', url: apiPaths.updateUser(driver.id), headers: bearer(driver.token), payload: body });
const loginStatus = async (userid: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: apiPaths.login, payload: { userid, password } })).statusCode;
const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};
const confirm = (token: string) => t.app.inject({ method: 'POST', url: apiPaths.confirmEmail(token) });
const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail, '/confirm-email/')).pathname.split('/').pop() ?? '';

describe('a new password needs the current one', () => {
  it.each([
    ['missing', undefined, 'api.currentPasswordRequired'],
    ['blank', '  ', 'api.currentPasswordRequired'],
    ['wrong', 'Not-my-password', 'api.currentPasswordWrong'],
  ] as const)('refuses a %s current password with 400 and changes nothing', async (_name, current, messageId) => {
    const message = inEnglish.t(messageId);
    const driver = await createCandidate(t);
    const before = await stored(driver.id);
    const response = await save(
      driver,
      profileBody(driver.email, { password: 'Wanted-new-1', current_password: current }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, messageId, errors: { current_password: [message] } });
    const after = await stored(driver.id);
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.city).toBeNull();
    expect(after.sessions_valid_after).toBeNull();
    expect(await loginStatus(driver.email, driver.password)).toBe(200);
    expect(await loginStatus(driver.email, 'Wanted-new-1')).toBe(401);
  });

  it('sets the new password with the right current one, trimmed like every password', async () => {
    const driver = await createCandidate(t);
    const response = await save(
      driver,
      profileBody(driver.email, { password: 'Wanted-new-1', current_password: ` ${driver.password} ` }),
    );
    expect(response.statusCode).toBe(200);
    expect(await loginStatus(driver.email, 'Wanted-new-1')).toBe(200);
    expect(await loginStatus(driver.email, driver.password)).toBe(401);
  });

  it('saves the rest of the profile without a password and without asking for the current one', async () => {
    const driver = await createCandidate(t);
    const response = await save(driver, profileBody(driver.email, { password: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('token');
    expect((await stored(driver.id)).sessions_valid_after).toBeNull();
  });

  it('limits wrong current passwords like logins, and never a save without a password', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const driver = await createCandidate(limited);
      const put = (body: object) =>
        limited.app.inject({
          method: 'PUT',
          url: apiPaths.updateUser(driver.id),
          headers: bearer(driver.token),
          payload: body,
        });
      const guesses = [];
      for (let i = 0; i < 4; i++) {
        guesses.push(
          (await put(profileBody(driver.email, { password: 'Wanted-new-1', current_password: `guess-${i}` })))
            .statusCode,
        );
      }
      expect(guesses).toEqual([400, 400, 400, 429]);
      for (let i = 0; i < 4; i++) expect((await put(profileBody(driver.email))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a new email takes effect only from the link mailed to it', () => {
  async function askForNewEmail(driver: Driver) {
    const newEmail = uniqueEmail('moved');
    const since = t.mailbox.messages.length;
    const response = await save(driver, profileBody(newEmail.toUpperCase()));
    expect(response.statusCode).toBe(200);
    const link = await t.mailbox.waitFor(newEmail, /Confirm your new email/, { since });
    const notice = await t.mailbox.waitFor(driver.email, /email is being changed/, { since });
    return { newEmail, response: response.json() as ProfileSaveResponse, link, notice };
  }

  it('keeps the email until the link is opened, then applies it and ends earlier sessions', async () => {
    const driver = await createCandidate(t);
    const { newEmail, response, link } = await askForNewEmail(driver);
    expect(response).toMatchObject({ email: driver.email, pending_email: newEmail, city: 'Regina' });
    expect((await stored(driver.id)).email).toBe(driver.email);
    expect(await loginStatus(driver.email, driver.password)).toBe(200);
    expect(await loginStatus(newEmail, driver.password)).toBe(401);
    const profile = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: bearer(driver.token) });
    expect(profile.json()).toMatchObject({ email: driver.email, pending_email: newEmail });

    const token = tokenOf(link);
    expect(new URL(linkIn(link, '/confirm-email/')).origin).toBe('http://portal.test');
    const rows = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.token_hash, hashToken(token)));
    expect(rows).toMatchObject([{ user_id: driver.id, purpose: 'change_email' }]);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: inEnglish.t('api.emailChanged'), messageId: 'api.emailChanged' });
    expect(await stored(driver.id)).toMatchObject({ email: newEmail, pending_email: null });
    expect(await loginStatus(newEmail, driver.password)).toBe(200);
    expect(await loginStatus(driver.email, driver.password)).toBe(401);
    const old = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: bearer(driver.token) });
    expect(old.statusCode).toBe(401);
  });

  it('tells the old address of the change without naming the new one', async () => {
    const driver = await createCandidate(t);
    const { newEmail, notice } = await askForNewEmail(driver);
    expect(notice.to).toEqual([driver.email]);
    const whole = `${notice.subject}\n${notice.text}\n${notice.html}`.toLowerCase();
    expect(whole).not.toContain(newEmail.toLowerCase());
    expect(whole).not.toContain(newEmail.split('@')[0]?.toLowerCase());
    expect(whole).not.toContain('/confirm-email/');
    expect(linkIn(notice, '/forgot-password')).toBe('http://portal.test/forgot-password');
  });

  it('uses a link once', async () => {
    const driver = await createCandidate(t);
    const token = tokenOf((await askForNewEmail(driver)).link);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: inEnglish.t('api.invalidOrExpiredLink'),
      messageId: 'api.invalidOrExpiredLink',
    });
  });

  it('refuses an expired link and keeps the email', async () => {
    const driver = await createCandidate(t);
    const token = tokenOf((await askForNewEmail(driver)).link);
    await t.database.db
      .update(userTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(userTokens.token_hash, hashToken(token)));
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: inEnglish.t('api.invalidOrExpiredLink'),
      messageId: 'api.invalidOrExpiredLink',
    });
    expect((await stored(driver.id)).email).toBe(driver.email);
  });

  it('ends the older link when a newer address is asked for', async () => {
    const driver = await createCandidate(t);
    const first = await askForNewEmail(driver);
    const second = await askForNewEmail(driver);
    expect((await confirm(tokenOf(first.link))).statusCode).toBe(400);
    expect((await confirm(tokenOf(second.link))).statusCode).toBe(200);
    expect((await stored(driver.id)).email).toBe(second.newEmail);
  });

  it('answers 409 when the address was taken before the link was opened, and keeps the email', async () => {
    const driver = await createCandidate(t);
    const { newEmail, link } = await askForNewEmail(driver);
    await createCandidate(t, { email: newEmail });
    const response = await confirm(tokenOf(link));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: inEnglish.t('api.emailTaken'), messageId: 'api.emailTaken' });
    expect((await stored(driver.id)).email).toBe(driver.email);
  });

  it('a password reset cancels a pending change', async () => {
    const driver = await createCandidate(t);
    const { link } = await askForNewEmail(driver);
    const since = t.mailbox.messages.length;
    await t.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email: driver.email } });
    const reset = await t.mailbox.waitFor(driver.email, /Reset your/, { since });
    const resetToken = new URL(linkIn(reset, '/reset-password/')).pathname.split('/').pop() ?? '';
    await t.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword(resetToken),
      payload: { password: 'Mine-again-1' },
    });
    expect((await confirm(tokenOf(link))).statusCode).toBe(400);
    expect(await stored(driver.id)).toMatchObject({ email: driver.email, pending_email: null });
  });

  it('refuses a malformed token with 400', async () => {
    const response = await confirm('not-a-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('keeps the profile shape the client reads', async () => {
    const driver = await createCandidate(t);
    const profile = (
      await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: bearer(driver.token) })
    ).json();
    expect((profile as CandidateProfile).pending_email).toBeNull();
    expect(JSON.stringify(profile)).not.toMatch(/sessions_valid_after|password/);
  });
});
