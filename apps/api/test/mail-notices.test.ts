import { apiPaths } from '@roadhire/shared';
import { linkIn, type ReceivedMail } from '@roadhire/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../src/db/schema.js';
import { enqueueDueReminders } from '../src/mail/reminders.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { applyForm, bearer, createCandidate, createPosition, uniqueEmail } from './helpers/factories.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Every step of the driver's way is told once, to the right address, with the right link.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_INTERVAL: '100ms' });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const SLOW = { timeout: 120_000 };

/** Mail to `to` whose subject matches, after a pause long enough for a duplicate to arrive too. */
async function exactlyOne(to: string, subject: RegExp): Promise<ReceivedMail> {
  const mail = await t.mailbox.waitFor(to, subject);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(t.mailbox.messages.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))).toHaveLength(1);
  return mail;
}

const countTo = (to: string, subject: RegExp) =>
  t.mailbox.messages.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject)).length;

async function startApplication(title: string) {
  const candidate = await createCandidate(t);
  const position = await createPosition(t, { p_position_title: title });
  const applied = await t.app.inject({
    method: 'POST',
    url: apiPaths.apply,
    headers: bearer(candidate.token),
    payload: applyForm(position.p_id),
  });
  expect(applied.statusCode, applied.body).toBe(200);
  return { candidate, position, applicationId: applied.json().application_id as number };
}

describe('the driver is told', () => {
  it('of a started application, with the link to continue it', SLOW, async () => {
    const { candidate, applicationId } = await startApplication('Flatbed Driver');
    const mail = await exactlyOne(candidate.email, /^Your application for Flatbed Driver has started$/);
    expect(linkIn(mail, '/candidate/onboarding/')).toBe(`http://portal.test/candidate/onboarding/${applicationId}`);
    expect(mail.text).toContain('1-800-555-0100');
    expect(mail.html).toContain('Test Carrier');
    expect(mail.html).not.toMatch(/<img/i);
  });

  it('of a cancelled application', SLOW, async () => {
    const { candidate, applicationId } = await startApplication('Tanker Driver');
    const response = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.cancelApplication(applicationId),
      headers: bearer(candidate.token),
    });
    expect(response.statusCode).toBe(200);
    const mail = await exactlyOne(candidate.email, /^Your application for Tanker Driver is cancelled$/);
    expect(mail.text).toContain('apply again');
  });

  it(
    "of a new password, and of an address change asked for, at the account's address; the link at the new one",
    SLOW,
    async () => {
      const candidate = await createCandidate(t);
      let token = candidate.token;
      const profile = async (email: string, password = '', current = '') => {
        const response = await t.app.inject({
          method: 'PUT',
          url: apiPaths.updateUser(candidate.id),
          headers: bearer(token),
          payload: {
            first_name: 'Maya',
            last_name: 'Singh',
            email,
            mobile: '4165550199',
            password,
            current_password: current,
          },
        });
        // A new password ends the earlier sessions; the save hands this one a new token (decision 019).
        token = response.json().token ?? token;
        return response;
      };
      expect((await profile(candidate.email, 'Brand-new-pass', candidate.password)).statusCode).toBe(200);
      await exactlyOne(candidate.email, /password was changed/);
      const moved = uniqueEmail('moved');
      expect((await profile(moved)).statusCode).toBe(200);
      const notice = await exactlyOne(candidate.email, /email is being changed/);
      // The address being replaced never learns the new one.
      expect(`${notice.subject}${notice.text}${notice.html}`).not.toContain(moved);
      const link = await exactlyOne(moved, /Confirm your new email/);
      expect(link.text).toContain('/confirm-email/');
      // A save that changes neither sends nothing more.
      expect((await profile(candidate.email)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(countTo(candidate.email, /password was changed|email is being changed/)).toBe(2);
      expect(countTo(moved, /./)).toBe(1);
    },
  );
});

describe('a submitted application', () => {
  it(
    'sends the driver a receipt and HR and each opted-in administrator one mail naming the driver, the position and the file',
    SLOW,
    async () => {
      const watcher = await createAdmin(t);
      // The administrator opts in on their own profile; a driver's account cannot.
      const optIn = async (account: { id: number; token: string; email: string }) =>
        t.app.inject({
          method: 'PUT',
          url: apiPaths.updateUser(account.id),
          headers: bearer(account.token),
          payload: { first_name: 'Ada', last_name: 'Admin', email: account.email, notify_new_applications: true },
        });
      const opted = await optIn(watcher);
      expect(opted.statusCode, opted.body).toBe(200);
      expect(opted.json().notify_new_applications).toBe(true);
      const driver = await createCandidate(t);
      expect((await optIn(driver)).json().notify_new_applications).toBeUndefined();
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, driver.id));
      expect(stored?.notify_new_applications).toBe(false);
      const quiet = await createAdmin(t);

      const { candidate, applicationId } = await submittedCandidate(t);
      const receipt = await exactlyOne(candidate.email, /^We received your application for Regional AZ Driver$/);
      expect(receipt.text).toMatch(/on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(receipt.text).toContain('What happens next');

      const subject = /^New application: Maya Singh for Regional AZ Driver$/;
      for (const to of ['hr@portal.test', watcher.email]) {
        const notice = await exactlyOne(to, subject);
        expect(linkIn(notice, '/admin/applicants/')).toBe(`http://portal.test/admin/applicants/${applicationId}`);
        expect(notice.text).not.toContain('%PDF');
      }
      expect(countTo(quiet.email, subject)).toBe(0);
      expect(countTo(driver.email, subject)).toBe(0);
    },
  );
});

describe('a submitted application, to a team whose members are limited', () => {
  it('goes to the opted-in members whose limits include the driver, and not to the others', SLOW, async () => {
    const manager = await createAdmin(t);
    const member = async (limits: object) => {
      const account = await createAdmin(t);
      await t.database.db.update(users).set({ notify_new_applications: true }).where(eq(users.id, account.id));
      const set = await t.app.inject({
        method: 'PUT',
        url: apiPaths.adminMemberLimits(account.id),
        headers: bearer(manager.token),
        payload: limits,
      });
      expect(set.statusCode, set.body).toBe(200);
      return account;
    };
    // The driver of `submittedCandidate` lives in Ontario.
    const ontario = await member({ provinces: ['ontario'] });
    const quebec = await member({ provinces: ['Quebec'] });
    const unlimited = await member({});

    await submittedCandidate(t);
    const subject = /^New application: Maya Singh for Regional AZ Driver$/;
    await exactlyOne(ontario.email, subject);
    await exactlyOne(unlimited.email, subject);
    expect(countTo(quebec.email, subject)).toBe(0);
  });
});

describe('reminders of an application left untouched', () => {
  async function untouched(title: string) {
    const started = await startApplication(title);
    await t.mailbox.waitFor(started.candidate.email, /has started/);
    const [row] = await t.database.db
      .select({ updated_at: applications.updated_at })
      .from(applications)
      .where(eq(applications.id, started.applicationId));
    if (!row) throw new Error('no application');
    const at = (hours: number) => new Date(row.updated_at.getTime() + hours * HOUR);
    return { ...started, at };
  }
  const remind = (now: Date) => enqueueDueReminders({ db: t.database.db, config: t.config }, now);
  const reminders = /is waiting for you$/;

  it('go at 24 h and again at 72 h, with the link to continue and an unsubscribe header', SLOW, async () => {
    const { candidate, applicationId, at } = await untouched('Reefer Driver');
    await remind(at(23));
    await remind(at(25));
    const first = await exactlyOne(candidate.email, reminders);
    expect(linkIn(first, '/candidate/onboarding/')).toBe(`http://portal.test/candidate/onboarding/${applicationId}`);
    const unsubscribe = linkIn(first, '/api/mail/unsubscribe/');
    expect(first.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    await remind(at(50));
    await remind(at(73));
    await remind(at(200));
    await expect.poll(() => countTo(candidate.email, reminders)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(countTo(candidate.email, reminders)).toBe(2);
  });

  it('stop once the application is submitted', SLOW, async () => {
    const { candidate, position } = await submittedCandidate(t);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.user_id, candidate.id));
    expect(row?.job_id).toBe(position.p_id);
    await remind(new Date(Date.now() + 100 * HOUR));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(countTo(candidate.email, reminders)).toBe(0);
  });

  it('stop after the unsubscribe link, which answers a page and leaves other mail alone', SLOW, async () => {
    const { candidate, applicationId, at } = await untouched('Van Driver');
    await remind(at(25));
    const first = await exactlyOne(candidate.email, reminders);
    const link = new URL(linkIn(first, '/api/mail/unsubscribe/'));

    const forged = await t.app.inject({ method: 'GET', url: `${link.pathname}?signature=AAAA` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toMatch(/not valid/);
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('no more reminders');

    await remind(at(80));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(countTo(candidate.email, reminders)).toBe(1);
    // Other mail still goes: cancelling is told.
    await t.app.inject({
      method: 'DELETE',
      url: apiPaths.cancelApplication(applicationId),
      headers: bearer(candidate.token),
    });
    await exactlyOne(candidate.email, /is cancelled$/);
  });

  it('start again from a later touch', SLOW, async () => {
    const { candidate, applicationId, at } = await untouched('Dump Truck Driver');
    await remind(at(25));
    await exactlyOne(candidate.email, reminders);
    const touched = at(30);
    await t.database.db.update(applications).set({ updated_at: touched }).where(eq(applications.id, applicationId));
    await remind(new Date(touched.getTime() + 25 * HOUR));
    await expect.poll(() => countTo(candidate.email, reminders)).toBe(2);
  });
});
