import { apiPaths, inEnglish } from '@roadhire/shared';
import { linkIn, startMailbox } from '@roadhire/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueMail } from '../src/data/mail-repository.js';
import { auditLog, mailMessages } from '../src/db/schema.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, registration } from './helpers/factories.js';
import { freePort, mailRows } from './helpers/mail-outbox.js';
import { createSiblingApp, createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgresOnly } from './helpers/test-database.js';

// Decision 018: the outbox delivers each message once, through SMTP outages, a process that
// stops between the commit and the send, a worker that dies mid-send, and several workers.

const FAST = { MAIL_POLL_INTERVAL: '100ms', MAIL_RETRY_DELAYS: '1s,1s,1s' };

/** Queues `count` mails in one committed transaction, as an event's own transaction would. */
async function queueMails(t: TestApp, tag: string, count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.test`);
  await t.database.db.transaction(async (tx) => {
    for (const to of recipients)
      await enqueueMail(tx, {
        kind: 'password_changed',
        userId: null,
        message: { to, subject: `Notice ${tag}`, text: 'text', html: '<p>html</p>' },
        domain: 'portal.test',
      });
  });
  return recipients;
}

const delivered = (t: TestApp, to: string) => t.mailbox.messages.filter((mail) => mail.to.includes(to));

describe('SMTP down at send time', () => {
  it('keeps the mail waiting with the reason, then delivers it once, with its Message-ID, when SMTP is back', {
    timeout: 90_000,
  }, async () => {
    const port = await freePort();
    const t = await createTestApp({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const body = registration();
      expect((await t.app.inject({ method: 'POST', url: apiPaths.register, payload: body })).statusCode).toBe(201);
      // A try counts when claimed; its reason is written once the connection is refused.
      await expect
        .poll(async () => (await mailRows(t, body.email))[0]?.last_error ?? null, { timeout: 10_000 })
        .not.toBeNull();
      const [waiting] = await mailRows(t, body.email);
      expect(waiting).toMatchObject({ status: 'waiting', sent_at: null });
      expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i);

      const back = await startMailbox({ port });
      try {
        const mail = await back.waitFor(body.email, /Verify your email/);
        await expect.poll(async () => (await mailRows(t, body.email))[0]?.status).toBe('sent');
        const [sent] = await mailRows(t, body.email);
        expect(mail.headers['message-id']).toBe(sent?.headers['Message-ID']);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(back.messages.filter((m) => m.to.includes(body.email))).toHaveLength(1);
      } finally {
        await back.close();
      }
    } finally {
      await t.close();
    }
  });

  it('fails a mail for good after the configured tries, with the last reason', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const t = await createTestApp({ ...FAST, MAIL_RETRY_DELAYS: '200ms,200ms', SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const [to] = await queueMails(t, 'doomed', 1);
      if (!to) throw new Error('no recipient');
      await expect.poll(async () => (await mailRows(t, to))[0]?.status, { timeout: 10_000 }).toBe('failed');
      const [row] = await mailRows(t, to);
      expect(row).toMatchObject({ tries: 3, sent_at: null, claim_token: null });
      expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });
});

describe('one SMTP connection', () => {
  it('carries a burst of mails, and is opened again after the server restarts', { timeout: 90_000 }, async () => {
    const t = await createTestApp(FAST);
    try {
      const burst = await queueMails(t, 'burst', 5);
      for (const to of burst) await t.mailbox.waitFor(to, /Notice burst/);
      expect(t.mailbox.connections()).toBe(1);

      // A relay that restarts (or drops an idle connection) ends the kept one; the next mail still goes.
      await t.mailbox.close();
      const back = await startMailbox({ port: t.mailbox.port });
      try {
        const [after] = await queueMails(t, 'after', 1);
        await back.waitFor(after ?? '', /Notice after/);
        expect(back.connections()).toBe(1);
      } finally {
        await back.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('a process that stops between the commit and the send', () => {
  it('leaves the mail to the next process, which delivers it once', { timeout: 90_000 }, async () => {
    const t = await createTestApp({ ...FAST, MAIL_WORKER: 'false' });
    try {
      const body = registration();
      expect((await t.app.inject({ method: 'POST', url: apiPaths.register, payload: body })).statusCode).toBe(201);
      // The process ends with the mail committed and not sent.
      await t.app.close();
      expect((await mailRows(t, body.email)).map((row) => row.status)).toEqual(['waiting']);
      expect(delivered(t, body.email)).toHaveLength(0);

      const restarted = await createSiblingApp(t, FAST);
      try {
        await t.mailbox.waitFor(body.email, /Verify your email/);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(delivered(t, body.email)).toHaveLength(1);
        expect((await mailRows(t, body.email)).map((row) => [row.status, row.tries])).toEqual([['sent', 1]]);
      } finally {
        await restarted.close();
      }
    } finally {
      await t.database.close();
      await t.mailbox.close();
    }
  });

  it('takes over a mail whose worker died mid-send once its lease ends, and counts that try', {
    timeout: 90_000,
  }, async () => {
    const t = await createTestApp({ ...FAST, MAIL_WORKER: 'false' });
    try {
      const [to] = await queueMails(t, 'lease', 1);
      if (!to) throw new Error('no recipient');
      // A worker claims the row with a lease of 6 s and dies before sending.
      const claimedAt = Date.now();
      const { rows } = await claimDueMail(t.database.db, 10, 6000);
      expect(rows.map((row) => row.recipient)).toEqual([to]);

      const next = await createSiblingApp(t, FAST);
      try {
        await t.mailbox.waitFor(to, /Notice lease/, { timeoutMs: 30_000 });
        // Not before the lease ran out (the mailbox looks every 100 ms).
        expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(5_800);
        // The SMTP server has the mail a moment before the worker writes that it went.
        await expect.poll(async () => (await mailRows(t, to))[0]?.status).toBe('sent');
        const [row] = await mailRows(t, to);
        expect(row).toMatchObject({ status: 'sent', tries: 2, claim_token: null });
        expect(delivered(t, to)).toHaveLength(1);
      } finally {
        await next.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('two workers on one database', () => {
  it('deliver each of 40 mails once', { timeout: 90_000 }, async (context) => {
    onPostgresOnly(context);
    const t = await createTestApp({ ...FAST, MAIL_WORKER: 'false' });
    try {
      const recipients = await queueMails(t, 'pair', 40);
      const [first, second] = await Promise.all([createSiblingApp(t, FAST), createSiblingApp(t, FAST)]);
      try {
        await expect
          .poll(
            async () => (await t.database.db.select().from(mailMessages).where(eq(mailMessages.status, 'sent'))).length,
            {
              timeout: 20_000,
            },
          )
          .toBe(40);
        await new Promise((resolve) => setTimeout(resolve, 500));
        for (const to of recipients) expect(delivered(t, to), to).toHaveLength(1);
        const ids = t.mailbox.messages.map((mail) => mail.headers['message-id']);
        expect(new Set(ids).size).toBe(ids.length);
      } finally {
        await Promise.all([first?.close(), second?.close()]);
      }
    } finally {
      await t.close();
    }
  });
});

describe('recruiters see what was sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(FAST);
  });
  afterAll(() => t.close());

  it('lists every message to an account with its text, and counts those failed for good', {
    timeout: 90_000,
  }, async () => {
    const admin = await createAdmin(t);
    const body = registration();
    expect((await t.app.inject({ method: 'POST', url: apiPaths.register, payload: body })).statusCode).toBe(201);
    await t.mailbox.waitFor(body.email, /Verify your email/);
    const [row] = await mailRows(t, body.email);
    if (!row?.user_id) throw new Error('no row');
    await expect.poll(async () => (await mailRows(t, body.email))[0]?.status).toBe('sent');

    const list = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminUserMail(row.user_id),
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const [item] = list.json().items;
    expect(item).toMatchObject({
      kind: 'verify_email',
      recipient: body.email,
      status: 'sent',
      tries: 1,
      language: 'en',
      last_error: null,
    });
    expect(item.subject).toBe('Verify your email for Test Carrier');
    expect(item.sent_at).toEqual(expect.any(String));
    // The verification link is the driver's alone: whoever reads the log could verify the address.
    const verifyLink = linkIn(await t.mailbox.waitFor(body.email, /Verify your email/), '/api/auth/verify-email/');
    expect(item.text).not.toContain(verifyLink);
    expect(item.text).not.toContain('/api/auth/verify-email/');
    expect(item.text).toContain(inEnglish.t('adminApplications.driverMail.linkHidden'));
    // The messages are the driver's personal information: who read them is on record.
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.read'), eq(auditLog.target_id, row.user_id)));
    expect(reads).toMatchObject([{ actor_id: admin.id, target_type: 'user' }]);
    // Once sent, the outbox row itself no longer holds the link: no one reading it is its recipient.
    const [stored] = await mailRows(t, body.email);
    const verifyPath = new URL(verifyLink).pathname;
    expect(stored?.text).not.toContain(verifyPath);
    expect(stored?.html).not.toContain(verifyPath);
    expect(stored?.text).toContain(inEnglish.t('adminApplications.driverMail.linkHidden'));

    // Nor a reset link: with it, the reader would set the driver's password and sign in as them.
    const forgot = { method: 'POST' as const, url: apiPaths.forgotPassword, payload: { email: body.email } };
    expect((await t.app.inject(forgot)).statusCode).toBe(200);
    const resetMail = await t.mailbox.waitFor(body.email, /Reset your/);
    const resetToken = new URL(linkIn(resetMail, '/reset-password/')).pathname.split('/').pop() ?? '';
    await expect
      .poll(async () => {
        const shown = await t.app.inject({
          method: 'GET',
          url: apiPaths.adminUserMail(row.user_id ?? 0),
          headers: bearer(admin.token),
        });
        return shown.json().items.map((mail: { kind: string }) => mail.kind);
      })
      .toContain('password_reset');
    const shown = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminUserMail(row.user_id),
      headers: bearer(admin.token),
    });
    expect(resetToken.length).toBeGreaterThan(20);
    expect(shown.body).not.toContain(resetToken);
    expect(shown.body).not.toContain('/reset-password/');

    const before = (
      await t.app.inject({ method: 'GET', url: apiPaths.adminMailFailed, headers: bearer(admin.token) })
    ).json().failed;
    await t.database.db
      .update(mailMessages)
      .set({ status: 'failed', last_error: '550 no such user' })
      .where(eq(mailMessages.id, row.id));
    const after = await t.app.inject({ method: 'GET', url: apiPaths.adminMailFailed, headers: bearer(admin.token) });
    expect(after.json()).toEqual({ failed: before + 1 });

    const driver = await t.app.inject({ method: 'GET', url: apiPaths.adminMailFailed, headers: bearer('x.y.z') });
    expect(driver.statusCode).toBe(401);
  });
});
