import { type AdminContactRecord, apiPaths, CONTACT_NOTE_MAX_LENGTH } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastContactAt } from '../src/data/application-contacts-repository.js';
import { presetRoleId } from '../src/data/roles-repository.js';
import { applicationContacts, auditLog, users } from '../src/db/schema.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 43: a recruiter logs a call, voicemail, text or mail to the driver, at the carrier's clock;
// the latest contact is what the first-contact clock and the claim read.

let t: TestApp;
let jobId: number;
let ana: Awaited<ReturnType<typeof createAdmin>>;
/** The carrier's clock, moved by the tests. */
let now = new Date('2026-03-02T14:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  jobId = (await createPosition(t)).p_id;
  ana = await createAdmin(t);
  await t.database.db.update(users).set({ first_name: 'Ana', last_name: 'Recruiter' }).where(eq(users.id, ana.id));
});
afterAll(() => t.close());

const logContact = (id: number, token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.adminApplicationContacts(id),
    headers: bearer(token),
    payload: payload as object,
  });

describe('POST /api/admin/applications/{id}/contacts', () => {
  it('logs a call with who and when, at the carrier’s clock, audited without the note', async () => {
    const application = await seedApplicant(t, { jobId });
    expect(await lastContactAt(t.database.db, application.id)).toBeNull();
    const response = await logContact(application.id, ana.token, {
      channel: 'call',
      outcome: 'reached',
      note: '  Interested in the Montreal run; call back Friday.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const contact: AdminContactRecord = response.json();
    expect(contact).toMatchObject({
      application_id: application.id,
      channel: 'call',
      outcome: 'reached',
      note: 'Interested in the Montreal run; call back Friday.',
      actor_id: ana.id,
      actor_name: 'Ana Recruiter',
      contacted_at: now.toISOString(),
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.contact'), eq(auditLog.target_id, application.id)));
    expect(audit).toMatchObject({
      actor_id: ana.id,
      details: { contact_id: contact.id, channel: 'call', outcome: 'reached' },
    });
    expect(JSON.stringify(audit?.details)).not.toContain('Montreal');
  });

  it('answers the latest contact for the first-contact clock', async () => {
    const application = await seedApplicant(t, { jobId });
    now = new Date('2026-03-02T15:00:00Z');
    expect(
      (await logContact(application.id, ana.token, { channel: 'voicemail', outcome: 'left_message' })).statusCode,
    ).toBe(201);
    now = new Date('2026-03-03T09:30:00Z');
    const text = await logContact(application.id, ana.token, { channel: 'text', outcome: 'sent', note: '' });
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json().note).toBeNull();
    expect(await lastContactAt(t.database.db, application.id)).toEqual(new Date('2026-03-03T09:30:00Z'));
  });

  it('refuses an outcome of another channel, an unknown channel and a long note, in the caller’s language', async () => {
    const application = await seedApplicant(t, { jobId });
    const wrongOutcome = await logContact(application.id, ana.token, { channel: 'voicemail', outcome: 'reached' });
    expect(wrongOutcome.statusCode).toBe(400);
    expect(wrongOutcome.json()).toMatchObject({ messageId: 'timeline.validation.outcome' });
    const unknownChannel = await logContact(application.id, ana.token, { channel: 'fax', outcome: 'sent' });
    expect(unknownChannel.statusCode).toBe(400);
    expect(unknownChannel.json()).toMatchObject({ messageId: 'timeline.validation.channel' });
    const longNote = await logContact(application.id, ana.token, {
      channel: 'call',
      outcome: 'no_answer',
      note: 'x'.repeat(CONTACT_NOTE_MAX_LENGTH + 1),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe(`A note can be at most ${CONTACT_NOTE_MAX_LENGTH} characters.`);
    const notAnObject = await logContact(application.id, ana.token, ['call']);
    expect(notAnObject.statusCode).toBe(400);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, ana.id));
    const inFrench = await logContact(application.id, ana.token, { channel: 'email', outcome: 'no_answer' });
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, ana.id));
    expect(inFrench.json().message).toBe('Choisissez le résultat du contact dans la liste.');
    const written = await t.database.db
      .select()
      .from(applicationContacts)
      .where(eq(applicationContacts.application_id, application.id));
    expect(written).toEqual([]);
  });

  it('answers 404 for an unknown application', async () => {
    const response = await logContact(2_000_000_000, ana.token, { channel: 'call', outcome: 'busy' });
    expect(response.statusCode, response.body).toBe(404);
  });

  it('is refused to a member whose role only reads applicants, and to a driver', async () => {
    const application = await seedApplicant(t, { jobId });
    const reader = await createAdmin(t, { role: await presetRoleId(t.database.db, 'compliance') });
    const refused = await logContact(application.id, reader.token, { channel: 'call', outcome: 'reached' });
    expect(refused.statusCode, refused.body).toBe(403);
    const driver = await createCandidate(t);
    const asDriver = await logContact(application.id, driver.token, { channel: 'call', outcome: 'reached' });
    expect(asDriver.statusCode).toBe(403);
    expect(await lastContactAt(t.database.db, application.id)).toBeNull();
  });
});
