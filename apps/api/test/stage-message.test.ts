import { type AdminAuditList, type AdminMailMessageList, apiPaths } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { bearer, createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A recruiter's move to interview, hired or rejected is told to the driver in the words the
// recruiter saw and perhaps edited, or not at all when they chose not to send it.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_INTERVAL: '100ms' });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const SLOW = { timeout: 60_000 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 800));
const mailTo = (to: string) => t.mailbox.messages.filter((m) => m.to.includes(to.toLowerCase()));

async function applicant(title: string) {
  // A job without a CDL: its Hired stage needs no Clearinghouse step (decision 029).
  const position = await createPosition(t, { p_position_title: title, p_requires_cdl: false });
  const application = await seedApplicant(t, { jobId: position.p_id, first_name: 'Maya' });
  const preview = await t.app.inject({
    method: 'GET',
    url: `${apiPaths.adminApplicationStageMessage(application.id)}?stage=hired`,
    headers: bearer(admin.token),
  });
  expect(preview.statusCode, preview.body).toBe(200);
  return { application, userId: application.user_id, email: preview.json().to as string };
}

const move = (applicationId: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: apiPaths.adminApplicationStatus(applicationId),
    headers: bearer(admin.token),
    payload,
  });

const stageOf = async (applicationId: number) => {
  const [row] = await t.database.db
    .select({ stage: applications.recruiter_stage })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.stage;
};

describe('the message on a stage change', () => {
  it('shows the recruiter the default text of each stage, addressed to the driver', async () => {
    const { application, email } = await applicant('Flatbed Driver');
    for (const [stage, subject] of [
      ['interview', 'Interview for Flatbed Driver'],
      ['hired', 'Welcome aboard: you are hired for Flatbed Driver'],
      ['rejected', 'Your application for Flatbed Driver'],
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.adminApplicationStageMessage(application.id)}?stage=${stage}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ stage, to: email, subject });
      expect(response.json().text).toMatch(/^Hi Maya,\n\n/);
      expect(response.json().text).toContain('1-800-555-0100');
    }
  });

  it('never invites a rejected driver to apply again, which SPEC §4 refuses them (status 3)', async () => {
    const { application } = await applicant('Tanker Driver');
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminApplicationStageMessage(application.id)}?stage=rejected`,
      headers: bearer(admin.token),
    });
    expect(response.json().text).toContain('we will not move forward with it');
    expect(response.json().text).not.toMatch(/apply again/i);
  });

  it('refuses a move from a stage the application has left, and a move to the stage it is at', SLOW, async () => {
    const { application, email } = await applicant('Reefer Driver');
    // Two tabs saw it waiting for review: the first moves it to interview and tells the driver.
    const first = await move(application.id, { stage: 'interview', from_stage: 'submitted', send_message: true });
    expect(first.statusCode, first.body).toBe(200);
    await t.mailbox.waitFor(email, /^Interview for Reefer Driver$/);
    // The second, still showing "Waiting for review", would reject the driver seconds later.
    const stale = await move(application.id, { stage: 'rejected', from_stage: null, send_message: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone moved this application to Interview since you opened it. Read its history, then choose again.',
    );
    const same = await move(application.id, { stage: 'interview', from_stage: 'interview' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('The application is already at this stage.');
    await settle();
    expect(await stageOf(application.id)).toBe('interview');
    expect(mailTo(email).map((mail) => mail.subject)).toEqual(['Interview for Reefer Driver']);
    const file = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminApplication(application.id),
      headers: bearer(admin.token),
    });
    const stageEvents = file.json().events.filter((event: { kind: string }) => event.kind === 'stage');
    expect(stageEvents).toHaveLength(1);
  });

  it('sends the edited text once, queued with the move, and lists it on the driver’s mail', SLOW, async () => {
    const { application, userId, email } = await applicant('Tanker Driver');
    const text = 'Hi Maya,\n\nYou are hired. Orientation is Monday at 8:00 in the Mississauga yard.';
    const response = await move(application.id, {
      stage: 'hired',
      hired_on: '2026-12-01',
      send_message: true,
      message_text: text,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await t.mailbox.waitFor(email, /^Welcome aboard: you are hired for Tanker Driver$/);
    expect(mail.text).toContain(text);
    expect(mail.text).not.toContain('glad to offer you');
    expect(mail.html).toContain('Orientation is Monday at 8:00 in the Mississauga yard.');
    await settle();
    expect(mailTo(email)).toHaveLength(1);

    const list = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminUserMail(userId),
      headers: bearer(admin.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const [listed] = (list.json() as AdminMailMessageList).items;
    expect(listed).toMatchObject({ kind: 'stage_message', status: 'sent', tries: 1, recipient: email });
    expect(listed?.text).toContain(text);
  });

  it('records in the audit log the mail a move sent, and names the applicant it moved', async () => {
    const { application, email } = await applicant('Hazmat Driver');
    expect((await move(application.id, { stage: 'interview', send_message: true })).statusCode).toBe(200);
    expect((await move(application.id, { stage: 'in_review', send_message: false })).statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminAudit}?action=application.stage&pageSize=100`,
      headers: bearer(admin.token),
    });
    const [back, moved] = (audit.json() as AdminAuditList).items.filter((item) => item.target_id === application.id);
    expect(moved).toMatchObject({
      target_label: 'Maya Driver',
      details: { from: 'submitted', to: 'interview', mail: { to: email, subject: 'Interview for Hazmat Driver' } },
    });
    expect(back?.details).toEqual({ from: 'interview', to: 'in_review' });
  });

  it('sends the stage’s default text when the recruiter sends it unedited', SLOW, async () => {
    const { application, email } = await applicant('Reefer Driver');
    expect((await move(application.id, { stage: 'interview', send_message: true })).statusCode).toBe(200);
    const mail = await t.mailbox.waitFor(email, /^Interview for Reefer Driver$/);
    expect(mail.text).toContain('we would like to interview you for Reefer Driver');
  });

  it('sends nothing when the recruiter chose not to send, or did not ask to', SLOW, async () => {
    const { application, email } = await applicant('Dump Truck Driver');
    const unchecked = await move(application.id, {
      stage: 'rejected',
      send_message: false,
      message_text: 'Not this time.',
    });
    expect(unchecked.statusCode, unchecked.body).toBe(200);
    expect((await move(application.id, { stage: 'interview' })).statusCode).toBe(200);
    await settle();
    expect(await stageOf(application.id)).toBe('interview');
    expect(mailTo(email)).toHaveLength(0);
  });

  it('refuses bad input with 400 and a message, moving nothing and sending nothing', SLOW, async () => {
    const { application, email } = await applicant('Car Hauler');
    const bad = [
      // A stage the driver is not told of.
      { stage: 'in_review', send_message: true },
      { stage: 'hired', hired_on: '2026-12-01', send_message: 'yes' },
      { stage: 'hired', hired_on: '2026-12-01', send_message: true, message_text: '   ' },
      { stage: 'hired', hired_on: '2026-12-01', send_message: true, message_text: 'x'.repeat(5001) },
      { stage: 'hired', hired_on: '2026-12-01', send_message: true, message_text: 42 },
    ];
    for (const payload of bad) {
      const response = await move(application.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const preview = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminApplicationStageMessage(application.id)}?stage=in_review`,
      headers: bearer(admin.token),
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toBe('Only a move to interview, hired or rejected has a message to the driver.');
    const missing = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminApplicationStageMessage(999_999)}?stage=hired`,
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    await settle();
    expect(await stageOf(application.id)).toBe('submitted');
    expect(mailTo(email)).toHaveLength(0);
  });
});
