import { apiPaths, inEnglish, SESSION_TTL_SECONDS } from '@roadhire/shared';
import { linkIn, startMailbox } from '@roadhire/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../src/data/users-repository.js';
import { users, userTokens } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createCandidate, registration, uniqueEmail, verificationPath } from './helpers/factories.js';
import { freePort, mailRows } from './helpers/mail-outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const login = (userid: string, password: string) => post(apiPaths.login, { userid, password });
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('register', () => {
  it('creates an unverified candidate and mails a branded verification link with text and HTML parts', async () => {
    const body = registration();
    const response = await post(apiPaths.register, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: inEnglish.t('api.registered'), messageId: 'api.registered' });

    const mail = await t.mailbox.waitFor(body.email, /Verify your email/);
    expect(mail.subject).toContain('Test Carrier');
    expect(mail.text).toContain('Test Carrier');
    expect(mail.html).toContain('Test Carrier');
    expect(mail.html).toContain('<a href="http://portal.test/api/auth/verify-email/');
    expect(linkIn(mail, '/api/auth/verify-email/')).toMatch(
      /^http:\/\/portal\.test\/api\/auth\/verify-email\/[\w-]{43}$/,
    );

    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ role: 2, first_name: 'Maya', mobile: '4165550123', email_verified_at: null });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('carries the position picked before signing up in the verification link, to the login and on to apply', async () => {
    const body = { ...registration(), job_id: 42 };
    expect((await post(apiPaths.register, body)).statusCode).toBe(201);
    const mail = await t.mailbox.waitFor(body.email, /Verify your email/);
    const link = linkIn(mail, '/api/auth/verify-email/');
    expect(link).toMatch(/^http:\/\/portal\.test\/api\/auth\/verify-email\/[\w-]{43}\?job=42$/);
    // Opened in a browser that never saw the sign-up: the position comes with the link.
    const { pathname, search } = new URL(link);
    const verified = await t.app.inject({ method: 'GET', url: pathname + search });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?verified=1&redirect=%2Fapply%2F42');
    // A job that is no id is left out; the address still verifies (the token is used, so: an error, no job).
    const odd = await t.app.inject({ method: 'GET', url: `${pathname}?job=../admin` });
    expect(odd.headers.location).toBe('/login?verify_error=1');
  });

  it('answers an email already registered, whatever its case, as a new one, and tells its owner by mail', async () => {
    const body = registration();
    const first = await post(apiPaths.register, body);
    expect(first.statusCode).toBe(201);
    const since = t.mailbox.messages.length;
    const again = await post(apiPaths.register, { ...body, email: body.email.toUpperCase(), first_name: 'Mallory' });
    // Nothing in the answer tells a stranger the address has an account.
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const notice = await t.mailbox.waitFor(body.email, /^You already have a Test Carrier account$/, { since });
    expect(notice.text).toContain('http://portal.test/login');
    expect(notice.text).toContain('Hi Maya,');
    // The account is unchanged: one row, its first name and password as before.
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.first_name).toBe('Maya');
  });

  it.each([
    [{ first_name: '' }, inEnglish.t('register.requiredFields')],
    [{ last_name: '   ' }, inEnglish.t('register.requiredFields')],
    [{ password: 'short' }, inEnglish.t('register.passwordTooShort')],
    [{ mobile: '41655501' }, inEnglish.t('register.mobileFormat')],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
  ])('answers 400 with the spec text for %j', async (change, message) => {
    const body = registration(change);
    const response = await post(apiPaths.register, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  // A mail server coming back and the worker's retries take their time on a busy machine.
  it('keeps the account while SMTP is down: its link waits in the outbox and goes when SMTP is back', {
    timeout: 90_000,
  }, async () => {
    const port = await freePort();
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAYS: '1s,1s,1s,1s,1s' });
    try {
      const body = registration();
      const response = await down.app.inject({ method: 'POST', url: apiPaths.register, payload: body });
      expect(response.statusCode).toBe(201);
      const [user] = await down.database.db.select().from(users).where(eq(users.email, body.email));
      expect(user).toBeDefined();
      await expect
        .poll(async () => (await mailRows(down, body.email))[0]?.last_error ?? null, { timeout: 10_000 })
        .not.toBeNull();
      const back = await startMailbox({ port });
      try {
        const mail = await back.waitFor(body.email, /Verify your email/);
        expect(linkIn(mail, '/api/auth/verify-email/')).toMatch(/^http:\/\/portal\.test\//);
      } finally {
        await back.close();
      }
    } finally {
      await down.close();
    }
  });
});

describe('verify email', () => {
  it('marks the email verified and redirects to /login?verified=1, once', async () => {
    const body = registration();
    await post(apiPaths.register, body);
    const link = await verificationPath(t, body.email);

    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/login?verified=1');
    expect((await userByEmail(body.email))?.email_verified_at).toBeInstanceOf(Date);

    const reused = await t.app.inject({ method: 'GET', url: link });
    expect(reused.headers.location).toBe('/login?verify_error=1');
  });

  it('sends an unknown or malformed token to the login page with an error flag', async () => {
    for (const token of ['x'.repeat(43), 'short', '%00%2F..']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?verify_error=1');
    }
  });
});

describe('login', () => {
  it('answers { id, role, token } with an 8-hour HS256 JWT', async () => {
    const candidate = await createCandidate(t);
    expect(candidate).toMatchObject({ id: expect.any(Number), role: 2, token: expect.any(String) });
    const [header, payload] = candidate.token
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(String(candidate.id));
    expect(payload.exp - payload.iat).toBe(SESSION_TTL_SECONDS);
  });

  it('accepts the email in any case and the password with surrounding spaces', async () => {
    const candidate = await createCandidate(t);
    const response = await login(candidate.email.toUpperCase(), `  ${candidate.password} `);
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const candidate = await createCandidate(t);
    const wrong = await login(candidate.email, 'wrong-password');
    const unknown = await login(uniqueEmail(), 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: inEnglish.t('api.invalidCredentials'),
      messageId: 'api.invalidCredentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an unverified email with 403 and mails a fresh link, at most once a minute', async () => {
    const body = registration();
    await post(apiPaths.register, body);
    const firstLink = await verificationPath(t, body.email);
    // Age the first link past the resend cooldown.
    await t.database.db.execute(
      sql`update ${userTokens} set created_at = now() - interval '2 minutes' where user_id = (select id from users where email = ${body.email})`,
    );

    const refused = await login(body.email, body.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: inEnglish.t('api.emailNotVerified'),
      messageId: 'api.emailNotVerified',
      verification_sent: true,
    });
    await expect.poll(() => t.mailbox.messages.filter((m) => m.to.includes(body.email)).length).toBe(2);
    const freshLink = await verificationPath(t, body.email);
    expect(freshLink).not.toBe(firstLink);

    // Within the minute no new link leaves, and the answer does not claim one did.
    const again = await login(body.email, body.password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      message: inEnglish.t('api.emailNotVerifiedRecentLink'),
      messageId: 'api.emailNotVerifiedRecentLink',
      verification_sent: false,
    });
    expect(t.mailbox.messages.filter((m) => m.to.includes(body.email))).toHaveLength(2);

    expect((await t.app.inject({ method: 'GET', url: freshLink })).headers.location).toBe('/login?verified=1');
    expect((await login(body.email, body.password)).statusCode).toBe(200);
  });

  it('says no new link was sent right after registering', async () => {
    const body = registration();
    await post(apiPaths.register, body);
    await verificationPath(t, body.email);
    const fresh = await login(body.email, body.password);
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json()).toEqual({
      message: inEnglish.t('api.emailNotVerifiedRecentLink'),
      messageId: 'api.emailNotVerifiedRecentLink',
      verification_sent: false,
    });
  });

  it('counts a link queued while SMTP is down as sent: the outbox delivers it later', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const stranded = registration();
      await insertUser(broken.database.db, {
        email: stranded.email,
        password_hash: await hashPassword(stranded.password),
        role: 2,
        first_name: stranded.first_name,
        last_name: stranded.last_name,
      });
      const response = await broken.app.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { userid: stranded.email, password: stranded.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: inEnglish.t('api.emailNotVerified'),
        messageId: 'api.emailNotVerified',
        verification_sent: true,
      });
      const rows = await mailRows(broken, stranded.email);
      expect(rows.map((row) => [row.kind, row.status])).toEqual([['verify_email', 'waiting']]);
    } finally {
      await broken.close();
    }
  });

  it('does not reveal that an unverified account exists to a wrong password', async () => {
    const body = registration();
    await post(apiPaths.register, body);
    const response = await login(body.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
  });
});
