import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../src/db/schema.js';
import { remindQueriesDue } from '../src/domain/hiring/query-reminders.js';
import { createAdmin } from './helpers/admin-applicants.js';
import {
  consentedApplication as consentedApplicationOf,
  hireOn,
  recordQuery as recordQueryAs,
} from './helpers/clearinghouse.js';
import { mailRows } from './helpers/mail-outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A hired driver's next Clearinghouse query is reminded of (49 CFR 382.701; decision 029):
// CLEARINGHOUSE_REMINDER_DAYS before it is due, once per due query, through the outbox, to the
// administrators allowed to see investigation files, each in their language.

let t: TestApp;
let recruiter: Awaited<ReturnType<typeof createAdmin>>;
let plainAdmin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createAdmin(t, { investigations: true });
  plainAdmin = await createAdmin(t);
});
afterAll(() => t.close());

const FULL = { query_type: 'full', purpose: 'pre_employment', driver_approved_on: '2026-11-20' };
const consentedApplication = (name: string) => consentedApplicationOf(t, name);
const recordQuery = (id: number, fields: Record<string, string>) => recordQueryAs(t, id, fields, recruiter.token);
const hire = (id: number, hiredOn: string) => hireOn(t, id, hiredOn, recruiter.token);

describe('the reminder of a due query', () => {
  it('goes once per query due, ahead by CLEARINGHOUSE_REMINDER_DAYS, to those allowed, each in their language', async () => {
    const french = await createAdmin(t, { investigations: true });
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.id));
    const id = await consentedApplication('Rémi');
    await recordQuery(id, { ...FULL, queried_on: '2026-11-20', result: 'no_violations' });
    expect((await hire(id, '2026-12-01')).statusCode).toBe(200);
    const ctx = { db: t.database.db, config: t.config };
    const about = (recipient: string) =>
      mailRows(t, recipient).then((rows) =>
        rows.filter((row) => row.kind === 'clearinghouse_query_due' && row.subject.includes('Rémi Query')),
      );

    // Due 2027-11-20: thirty days ahead is 2027-10-21 in the carrier's calendar (Toronto).
    await remindQueriesDue(ctx, new Date('2027-10-21T03:00:00Z'));
    expect(await about(recruiter.email)).toEqual([]);
    await remindQueriesDue(ctx, new Date('2027-10-21T12:00:00Z'));
    await remindQueriesDue(ctx, new Date('2027-10-22T12:00:00Z'));
    const [english, again] = await about(recruiter.email);
    expect(again).toBeUndefined();
    expect(english).toMatchObject({ subject: 'Clearinghouse query due by 2027-11-20: Rémi Query', language: 'en' });
    expect(english?.text).toContain('(Long Haul Driver) is due by 2027-11-20');
    expect(english?.text).toContain(`http://portal.test/admin/applicants/${id}`);
    const [inFrench] = await about(french.email);
    expect(inFrench).toMatchObject({
      subject: 'Interrogation du Clearinghouse à faire au plus tard le 2027-11-20\u00a0: Rémi Query',
      language: 'fr',
    });
    expect(await about(plainAdmin.email)).toEqual([]);
    const delivered = await t.mailbox.waitFor(recruiter.email, /Clearinghouse query due by 2027-11-20: Rémi Query/);
    expect(delivered.text).toContain('at least once every twelve months');

    // The yearly query recorded, the next one is a year on, with a reminder of its own.
    await recordQuery(id, {
      query_type: 'limited',
      purpose: 'annual',
      queried_on: '2027-11-10',
      result: 'no_information',
    });
    await remindQueriesDue(ctx, new Date('2027-11-25T12:00:00Z'));
    expect(await about(recruiter.email)).toHaveLength(1);
    await remindQueriesDue(ctx, new Date('2028-10-12T12:00:00Z'));
    expect((await about(recruiter.email)).map((row) => row.subject)).toEqual([
      'Clearinghouse query due by 2027-11-20: Rémi Query',
      'Clearinghouse query due by 2028-11-10: Rémi Query',
    ]);
  });

  it('tells of the full query a limited one that found information calls for, and none once employment ended', async () => {
    const id = await consentedApplication('Lina');
    await recordQuery(id, { ...FULL, queried_on: '2026-11-20', result: 'no_violations' });
    await hire(id, '2026-12-01');
    await recordQuery(id, {
      query_type: 'limited',
      purpose: 'annual',
      queried_on: '2027-06-01',
      result: 'information_found',
    });
    const ctx = { db: t.database.db, config: t.config };
    await remindQueriesDue(ctx, new Date('2027-06-01T16:00:00Z'));
    const rows = (await mailRows(t, recruiter.email)).filter((row) => row.subject.includes('Lina Query'));
    expect(rows.map((row) => row.subject)).toEqual(['Clearinghouse query due by 2027-06-02: Lina Query']);
    expect(rows[0]?.text).toContain('a full query is due by 2027-06-02, within 24 hours of the limited one');

    await t.database.db.update(applications).set({ employment_ended_on: '2027-06-15' }).where(eq(applications.id, id));
    await remindQueriesDue(ctx, new Date('2028-05-20T16:00:00Z'));
    expect((await mailRows(t, recruiter.email)).filter((row) => row.subject.includes('Lina Query'))).toHaveLength(1);
  });
});
