import { apiPaths, inEnglish } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../src/db/schema.js';
import { hashToken } from '../src/lib/tokens.js';
import { createCandidate, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function requestResetToken(email: string, since = t.mailbox.messages.length): Promise<string> {
  const response = await post(apiPaths.forgotPassword, { email });
  expect(response.statusCode).toBe(200);
  const mail = await t.mailbox.waitFor(email, /Reset your/, { since });
  const url = new URL(linkIn(mail, '/reset-password/'));
  expect(url.origin).toBe('http://portal.test');
  return url.pathname.slice('/reset-password/'.length);
}

describe('forgot password', () => {
  it('answers the same for an unknown email, and does the same work: a mail saying no account uses it', async () => {
    const candidate = await createCandidate(t);
    const known = await post(apiPaths.forgotPassword, { email: candidate.email });
    const email = uniqueEmail('nobody');
    const unknown = await post(apiPaths.forgotPassword, { email });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: inEnglish.t('api.resetLinkSent'), messageId: 'api.resetLinkSent' });
    await t.mailbox.waitFor(candidate.email, /Reset your/);
    // The unknown address is told so, with no reset link: the server mailed both, so the time it
    // spends after answering tells no one whether the address has an account.
    const told = await t.mailbox.waitFor(email, /^No Test Carrier account uses this email$/);
    expect(told.text).toContain('no open account uses it, so no reset link was made');
    expect(told.text).not.toContain('/reset-password/');
    expect(told.text).toContain('http://portal.test/register');
  });

  it('tells an unknown address in the language it was asked in', async () => {
    const email = uniqueEmail('personne');
    const asked = await t.app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      payload: { email },
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(asked.statusCode).toBe(200);
    const told = await t.mailbox.waitFor(email, /^Aucun compte chez Test Carrier n’utilise cette adresse$/);
    expect(told.text).toContain('aucun compte ouvert ne l’utilise\u00a0: aucun lien');
  });

  it('asks for an email', async () => {
    const response = await post(apiPaths.forgotPassword, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('reset password', () => {
  it('sets a trimmed password through a single-use link stored only as a hash', async () => {
    const candidate = await createCandidate(t);
    const token = await requestResetToken(candidate.email);

    const rows = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.token_hash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select().from(userTokens).where(eq(userTokens.token_hash, token));
    expect(raw).toHaveLength(0);

    const reset = await post(apiPaths.resetPassword(token), { password: '  New-route-2026  ' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: inEnglish.t('resetPassword.success'), messageId: 'api.passwordReset' });

    expect((await post(apiPaths.login, { userid: candidate.email, password: 'New-route-2026' })).statusCode).toBe(200);
    expect((await post(apiPaths.login, { userid: candidate.email, password: candidate.password })).statusCode).toBe(
      401,
    );

    const reused = await post(apiPaths.resetPassword(token), { password: 'Another-pass-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: inEnglish.t('resetPassword.failed'),
      messageId: 'api.invalidOrExpiredLink',
    });
  });

  it('refuses a link older than one hour', async () => {
    const candidate = await createCandidate(t);
    const token = await requestResetToken(candidate.email);
    await t.database.db
      .update(userTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(userTokens.token_hash, hashToken(token)));
    const response = await post(apiPaths.resetPassword(token), { password: 'Late-password-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: inEnglish.t('resetPassword.failed'),
      messageId: 'api.invalidOrExpiredLink',
    });
  });

  it('expires links one hour after they are sent', async () => {
    const candidate = await createCandidate(t);
    const token = await requestResetToken(candidate.email);
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.token_hash, hashToken(token)));
    const lifetime = (row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0);
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5_000);
  });

  it('ends the older link when a new one is requested', async () => {
    const candidate = await createCandidate(t);
    const first = await requestResetToken(candidate.email);
    const second = await requestResetToken(candidate.email, t.mailbox.messages.length);
    expect(second).not.toBe(first);
    expect((await post(apiPaths.resetPassword(first), { password: 'First-link-pass' })).statusCode).toBe(400);
    expect((await post(apiPaths.resetPassword(second), { password: 'Second-link-pass' })).statusCode).toBe(200);
  });

  it.each([
    ['a short password', 'x'.repeat(43), { password: 'short' }, inEnglish.t('register.passwordTooShort')],
    ['a malformed token', 'not-a-token', { password: 'Long-enough-1' }, inEnglish.t('resetPassword.failed')],
  ])('answers 400 for %s', async (_name, token, body, message) => {
    const response = await post(apiPaths.resetPassword(token), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
