import { apiPaths, type Timeline, type TimelineItem } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRoleId } from '../src/data/roles-repository.js';
import {
  applicationEvents,
  auditLog,
  employerVerifications,
  mailMessages,
  users,
  verificationAttempts,
  verificationResponses,
} from '../src/db/schema.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 43: one timeline per applicant, newest first, a page at a time: mails with their state,
// contacts, notes, stage changes, checks and owner changes. The investigation file's entries only
// for a member with `investigations` (each read audited), and never a link only the driver may open.

let t: TestApp;
let jobId: number;
let ana: Awaited<ReturnType<typeof createAdmin>>;
let investigator: Awaited<ReturnType<typeof createAdmin>>;
let now = new Date('2026-03-02T14:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  jobId = (await createPosition(t)).p_id;
  // A Recruiter: reads and acts on applicants, without the investigation file.
  ana = await createAdmin(t, { role: await presetRoleId(t.database.db, 'recruiter') });
  await t.database.db.update(users).set({ first_name: 'Ana', last_name: 'Recruiter' }).where(eq(users.id, ana.id));
  investigator = await createAdmin(t, { investigations: true });
});
afterAll(() => t.close());

const timeline = (id: number, token: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${apiPaths.adminApplicationTimeline(id)}${query}`,
    headers: { ...bearer(token), ...headers },
  });
const items = async (id: number, token: string, query = '') => {
  const response = await timeline(id, token, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Timeline).items;
};

/** The driver's mail log on the applicant file, as its text. */
const timelineMailLog = async (userId: number, token: string) => {
  const response = await t.app.inject({ method: 'GET', url: apiPaths.adminUserMail(userId), headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

const SECRET = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4';

async function mailTo(userId: number, kind: string, text: string, at: Date, status: 'waiting' | 'sent' | 'failed') {
  await t.database.db.insert(mailMessages).values({
    recipient: `driver-${userId}@example.test`,
    user_id: userId,
    kind,
    subject: `Subject of ${kind}`,
    text,
    html: `<p>${text}</p>`,
    headers: {},
    status,
    queued_at: at,
    sent_at: status === 'sent' ? at : null,
  });
}

/** A previous-employer check asked on `sent` and answered on `answered`, with drug-and-alcohol answers. */
async function employerCheck(applicationId: number, userId: number, sent: Date, answered: Date) {
  const [check] = await t.database.db
    .insert(employerVerifications)
    .values({
      application_id: applicationId,
      user_id: userId,
      status: 'sent',
      employer_name: 'Northern Freight',
      period_from: '2020-01-01',
      asks_drug_alcohol: true,
      accidents_from: '2023-01-01',
      accidents_to: '2026-01-01',
    })
    .returning();
  if (!check) throw new Error('no check');
  await t.database.db.insert(verificationAttempts).values({
    verification_id: check.id,
    kind: 'request',
    channel: 'email',
    address: 'hr@northern.test',
    attempted_at: sent,
  });
  await t.database.db.insert(verificationResponses).values({
    verification_id: check.id,
    channel: 'web',
    responder_name: 'Pat Employer',
    received_at: answered,
    answer: JSON.stringify({ drug_alcohol: 'Positive drug test on 2024-05-01' }),
    answer_sha256: '0'.repeat(64),
  });
}

describe('GET /api/admin/applications/{id}/timeline', () => {
  it('shows a logged call, notes, stage changes, owner changes and mails, newest first', async () => {
    const application = await seedApplicant(t, { jobId, status: 'submitted', recruiter_stage: 'submitted' });
    await mailTo(application.user_id, 'application_received', 'We received your application.', now, 'sent');
    now = new Date('2026-03-02T14:05:00Z');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPaths.adminApplicationClaim(application.id),
          headers: bearer(ana.token),
        })
      ).statusCode,
    ).toBe(200);
    await t.database.db.update(auditLog).set({ created_at: now }).where(eq(auditLog.target_id, application.id));
    now = new Date('2026-03-02T14:10:00Z');
    const call = await t.app.inject({
      method: 'POST',
      url: apiPaths.adminApplicationContacts(application.id),
      headers: bearer(ana.token),
      payload: { channel: 'call', outcome: 'reached', note: 'Wants the Montreal run.' },
    });
    expect(call.statusCode, call.body).toBe(201);
    await t.database.db.insert(applicationEvents).values([
      {
        application_id: application.id,
        actor_id: ana.id,
        kind: 'note',
        note: 'Strong references.',
        created_at: new Date('2026-03-02T14:20:00Z'),
      },
      {
        application_id: application.id,
        actor_id: ana.id,
        kind: 'stage',
        from_stage: 'submitted',
        to_stage: 'interview',
        created_at: new Date('2026-03-02T14:30:00Z'),
      },
    ]);
    await mailTo(application.user_id, 'stage_message', 'Your interview', new Date('2026-03-02T14:31:00Z'), 'waiting');
    await mailTo(application.user_id, 'application_reminder', 'Come back', new Date('2026-03-01T10:00:00Z'), 'failed');

    const shown = await items(application.id, ana.token);
    expect(shown.map((item) => [item.kind, item.at])).toEqual([
      ['mail', '2026-03-02T14:31:00.000Z'],
      ['stage', '2026-03-02T14:30:00.000Z'],
      ['note', '2026-03-02T14:20:00.000Z'],
      ['contact', '2026-03-02T14:10:00.000Z'],
      ['owner', '2026-03-02T14:05:00.000Z'],
      ['mail', '2026-03-02T14:00:00.000Z'],
      ['mail', '2026-03-01T10:00:00.000Z'],
    ]);
    expect(shown[0]).toMatchObject({ kind: 'mail', state: 'queued', mail_kind: 'stage_message' });
    expect(shown[5]).toMatchObject({ kind: 'mail', state: 'sent' });
    expect(shown[6]).toMatchObject({ kind: 'mail', state: 'failed' });
    expect(shown[1]).toMatchObject({
      kind: 'stage',
      from_stage: 'submitted',
      to_stage: 'interview',
      actor_name: 'Ana Recruiter',
    });
    expect(shown[3]).toMatchObject({
      kind: 'contact',
      channel: 'call',
      outcome: 'reached',
      note: 'Wants the Montreal run.',
      actor_id: ana.id,
      actor_name: 'Ana Recruiter',
    });
    expect(shown[4]).toMatchObject({ kind: 'owner', from_name: null, to_name: 'Ana Recruiter', reason: 'claim' });

    const onlyContacts = await items(application.id, ana.token, '?kinds=contact,note');
    expect(onlyContacts.map((item) => item.kind)).toEqual(['note', 'contact']);
  });

  it('never shows a link only the driver may open', async () => {
    const application = await seedApplicant(t, { jobId });
    const link = `http://portal.test/confirm-email/${SECRET}`;
    await mailTo(application.user_id, 'verify_email', `Confirm your address: ${link}`, now, 'sent');
    const response = await timeline(application.id, ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SECRET);
    const [mail] = (response.json() as Timeline).items;
    expect(mail).toMatchObject({ kind: 'mail', mail_kind: 'verify_email' });
    expect(mail?.kind === 'mail' && mail.text).toContain('[a link for the recipient only, not shown]');
  });

  it('keeps the investigation file off the timeline and mail log of a member without `investigations`, and audits each read of it', async () => {
    const application = await seedApplicant(t, { jobId, status: 'submitted' });
    await mailTo(
      application.user_id,
      'releases_to_sign',
      'Sign the release so we may ask about drug and alcohol tests.',
      new Date('2026-03-04T09:00:00Z'),
      'sent',
    );
    await employerCheck(
      application.id,
      application.user_id,
      new Date('2026-03-05T09:00:00Z'),
      new Date('2026-03-06T09:00:00Z'),
    );
    await mailTo(
      application.user_id,
      'application_received',
      'We received it.',
      new Date('2026-03-03T09:00:00Z'),
      'sent',
    );

    const withoutPermission = await timeline(application.id, ana.token);
    expect(withoutPermission.statusCode).toBe(200);
    expect(withoutPermission.body.toLowerCase()).not.toMatch(/drug|alcohol|northern freight|positive/);
    expect((withoutPermission.json() as Timeline).items.map((item) => item.kind)).toEqual(['mail']);
    // Nor in the driver's mail log.
    const mailLog = await timelineMailLog(application.user_id, ana.token);
    expect(mailLog.toLowerCase()).not.toMatch(/drug|alcohol/);
    expect(await timelineMailLog(application.user_id, investigator.token)).toContain('drug and alcohol');
    const readsOf = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'investigation.read'), eq(auditLog.target_id, application.id)));
    expect(await readsOf()).toEqual([]);

    const view = 'view-0123456789abcdef';
    const first = await timeline(application.id, investigator.token, '', { 'X-Investigation-View': view });
    const shown = (first.json() as Timeline).items;
    expect(shown.map((item: TimelineItem) => (item.kind === 'check' ? `check ${item.event}` : item.kind))).toEqual([
      'check answered',
      'check sent',
      'mail',
      'mail',
    ]);
    // When and from whom, never what the employer answered.
    expect(first.body).not.toContain('Positive');
    await timeline(application.id, investigator.token, '', { 'X-Investigation-View': view });
    expect((await readsOf()).map((read) => [read.actor_id, read.details])).toEqual([
      [investigator.id, { part: 'timeline', view }],
    ]);
    await timeline(application.id, investigator.token, '?kinds=note');
    expect(await readsOf()).toHaveLength(1);
  });

  it('pages through a long timeline without losing or repeating an entry written in the same instant', async () => {
    const application = await seedApplicant(t, { jobId });
    const same = new Date('2026-03-07T08:00:00.123Z');
    await t.database.db.insert(applicationEvents).values(
      Array.from({ length: 130 }, (_, i) => ({
        application_id: application.id,
        actor_id: ana.id,
        kind: 'note' as const,
        note: `Note ${i}`,
        created_at: i % 3 === 0 ? same : new Date(same.getTime() - i * 1000),
      })),
    );
    await t.database.db.execute(
      // Microseconds a JavaScript date cannot hold, as PostgreSQL's own clock writes them.
      `update application_events set created_at = created_at + interval '250 microseconds' where application_id = ${application.id} and note like 'Note 1%'`,
    );
    const seen: number[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const response = await timeline(application.id, ana.token, `?limit=40${before ? `&before=${before}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as Timeline;
      seen.push(...page.items.map((item) => item.id));
      before = page.next_before;
      pages += 1;
    } while (before && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(130);
    expect(seen).toHaveLength(130);
  });

  it('refuses bad paging and kinds, an unknown application, and a driver', async () => {
    const application = await seedApplicant(t, { jobId });
    for (const query of ['?limit=0', '?limit=500', '?before=yesterday', '?kinds=gossip', '?kinds=']) {
      const response = await timeline(application.id, ana.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await timeline(2_000_000_000, ana.token)).statusCode).toBe(404);
    const driver = await createCandidate(t);
    expect((await timeline(application.id, driver.token)).statusCode).toBe(403);
  });
});
