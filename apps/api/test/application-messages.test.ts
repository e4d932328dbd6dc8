import {
  type ApplicationMessage,
  apiPaths,
  type DriverMessageList,
  type MessagePreview,
  type MessageTemplateList,
  type Timeline,
} from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRoleId } from '../src/data/roles-repository.js';
import { applications, mailMessages, users } from '../src/db/schema.js';
import { seedDefaultTemplates } from '../src/db/seed/message-templates.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 43: a recruiter writes to the driver from a bilingual template or in their own words, in
// the driver's language; the driver reads it on their status page and answers; the answer lands on
// the timeline and the applicant's owner is mailed. Templates are settings.

let t: TestApp;
let jobId: number;
let ana: Awaited<ReturnType<typeof createAdmin>>;
let settingsMember: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  jobId = (
    await createPosition(t, { p_position_title: 'Long Haul Driver', p_position_title_fr: 'Camionneur longue distance' })
  ).p_id;
  ana = await createAdmin(t, { role: await presetRoleId(t.database.db, 'recruiter') });
  await t.database.db.update(users).set({ first_name: 'Ana', last_name: 'Recruiter' }).where(eq(users.id, ana.id));
  settingsMember = await createAdmin(t);
  expect(await seedDefaultTemplates(t.database.db)).toBe(3);
  // Once each: a start after the first writes none again.
  expect(await seedDefaultTemplates(t.database.db)).toBe(0);
});
afterAll(() => t.close());

/** A driver with an account and a submitted application, speaking `language`. */
async function driverWithApplication(language: 'en' | 'fr', first_name = 'Marie') {
  const driver = await createCandidate(t, { first_name });
  await t.database.db.update(users).set({ language }).where(eq(users.id, driver.id));
  const seeded = await seedApplicant(t, { jobId, status: 'submitted', recruiter_stage: 'submitted' });
  await t.database.db.update(applications).set({ user_id: driver.id }).where(eq(applications.id, seeded.id));
  return { driver, applicationId: seeded.id };
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const templates = async () =>
  (await inject('GET', apiPaths.adminMessageTemplates, ana.token)).json() as MessageTemplateList;

describe('message templates', () => {
  it('ships bilingual defaults a recruiter reads, and only a member with `settings` changes', async () => {
    const shipped = (await templates()).items;
    expect(shipped.map((template) => template.name)).toEqual(
      expect.arrayContaining(['We tried to reach you', 'Documents needed', 'Interview invitation']),
    );
    const missed = shipped.find((template) => template.name === 'We tried to reach you');
    expect(missed?.body_en).toContain('Hello {first_name}, this is {recruiter_name} from {company_name}.');
    expect(missed?.body_fr).toContain('Bonjour {first_name}, ici {recruiter_name}, de {company_name}.');

    const input = {
      name: 'Orientation',
      subject_en: 'Orientation for {position}',
      subject_fr: 'Accueil pour le poste de {position}',
      body_en: 'Hi {first_name}, orientation starts Monday.',
      body_fr: 'Bonjour {first_name}, l’accueil commence lundi.',
    };
    expect((await inject('POST', apiPaths.adminMessageTemplates, ana.token, input)).statusCode).toBe(403);
    const created = await inject('POST', apiPaths.adminMessageTemplates, settingsMember.token, input);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const edited = await inject('PUT', apiPaths.adminMessageTemplate(id), settingsMember.token, {
      ...input,
      body_en: 'Hi {first_name}, orientation starts Tuesday.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().body_en).toBe('Hi {first_name}, orientation starts Tuesday.');

    const unknown = await inject('POST', apiPaths.adminMessageTemplates, settingsMember.token, {
      ...input,
      body_fr: 'Bonjour {prenom}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ messageId: 'messages.validation.unknownVariable' });

    const deleted = await inject('DELETE', apiPaths.adminMessageTemplate(id), settingsMember.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await templates()).items.map((template) => template.id)).not.toContain(id);
    expect((await inject('DELETE', apiPaths.adminMessageTemplate(id), settingsMember.token)).statusCode).toBe(404);
  });
});

describe('a recruiter’s message and the driver’s answer', () => {
  it('fills a template in French for a French-speaking driver, mails that a message waits, and shows it', async () => {
    const { driver, applicationId } = await driverWithApplication('fr', 'Élise');
    const missed = (await templates()).items.find((template) => template.name === 'We tried to reach you');
    const preview = await inject(
      'GET',
      `${apiPaths.adminApplicationMessagePreview(applicationId)}?template_id=${missed?.id}`,
      ana.token,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const filled = preview.json() as MessagePreview;
    expect(filled.language).toBe('fr');
    expect(filled.subject).toBe('Au sujet de votre candidature au poste de Camionneur longue distance');
    expect(filled.body).toBe(
      'Bonjour Élise, ici Ana Recruiter, de Test Carrier. J’ai tenté de vous appeler au sujet de votre candidature au poste de Camionneur longue distance. Quand pouvons-nous nous parler? Vous pouvez répondre ici ou nous appeler au 1-800-555-0100.',
    );

    const sent = await inject('POST', apiPaths.adminApplicationMessages(applicationId), ana.token, {
      body: `${filled.body}\n\nÀ bientôt.`,
      template_id: missed?.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json() as ApplicationMessage;
    expect(message).toMatchObject({ direction: 'to_driver', language: 'fr', author_name: 'Ana Recruiter' });
    expect(message.subject).toBe(filled.subject);

    const mail = await t.mailbox.waitFor(
      driver.email,
      /^Un message de Test Carrier au sujet du poste de Camionneur longue distance$/,
    );
    expect(mail.text).toContain('http://portal.test/my-applications');
    // The mail says a message waits, never what it says.
    expect(mail.text).not.toContain('J’ai tenté de vous appeler');

    const read = await inject('GET', apiPaths.driverMessages, driver.token);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as DriverMessageList).items).toEqual([
      expect.objectContaining({
        application_id: applicationId,
        position_title: 'Camionneur longue distance',
        direction: 'to_driver',
        from_name: 'Ana',
        body: `${filled.body}\n\nÀ bientôt.`,
      }),
    ]);
  });

  it('fills variables a recruiter writes in their own words, in English for an English-speaking driver', async () => {
    const { applicationId } = await driverWithApplication('en', 'Sam');
    const sent = await inject('POST', apiPaths.adminApplicationMessages(applicationId), ana.token, {
      body: 'Hi {first_name}, about {position}: call {recruiter_name}. {unknown} stays.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      body: 'Hi Sam, about Long Haul Driver: call Ana Recruiter. {unknown} stays.',
      subject: null,
      template_id: null,
    });
    const refused = await inject('POST', apiPaths.adminApplicationMessages(applicationId), ana.token, { body: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ messageId: 'messages.validation.bodyRequired' });
    const gone = await inject('POST', apiPaths.adminApplicationMessages(applicationId), ana.token, {
      body: 'Hello',
      template_id: 2_000_000_000,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('puts the driver’s answer on the timeline and mails the owner, else HR', async () => {
    const { driver, applicationId } = await driverWithApplication('en', 'Noah');
    expect((await inject('POST', apiPaths.adminApplicationClaim(applicationId), ana.token)).statusCode).toBe(200);
    const answered = await inject('POST', apiPaths.driverMessages, driver.token, {
      body: 'Call me after 5 pm, please.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ application_id: applicationId, direction: 'from_driver', from_name: null });

    const timeline = (
      await inject('GET', apiPaths.adminApplicationTimeline(applicationId), ana.token)
    ).json() as Timeline;
    expect(timeline.items[0]).toMatchObject({
      kind: 'message',
      direction: 'from_driver',
      body: 'Call me after 5 pm, please.',
      language: 'en',
      actor_id: driver.id,
    });
    const [anaAccount] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, ana.id));
    const toOwner = await t.mailbox.waitFor(anaAccount?.email ?? '', /^Noah \S+ answered about Long Haul Driver$/);
    expect(toOwner.text).toContain(`http://portal.test/admin/applicants/${applicationId}`);
    expect(toOwner.text).not.toContain('after 5 pm');

    const unowned = await driverWithApplication('en', 'Lea');
    expect(
      (await inject('POST', apiPaths.driverMessages, unowned.driver.token, { body: 'Any news?' })).statusCode,
    ).toBe(201);
    const toHr = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'driver_message'), eq(mailMessages.recipient, 'hr@portal.test')));
    expect(toHr.map((row) => row.subject)).toContainEqual(
      expect.stringMatching(/^Lea \S+ answered about Long Haul Driver$/),
    );
  });

  it('keeps a driver to their own applications, bounds the answer, and limits a flood', async () => {
    const { driver } = await driverWithApplication('en', 'Ivy');
    const other = await driverWithApplication('en', 'Max');
    const notTheirs = await inject('POST', apiPaths.driverMessages, driver.token, {
      body: 'Hello',
      application_id: other.applicationId,
    });
    expect(notTheirs.statusCode).toBe(404);
    const tooLong = await inject('POST', apiPaths.driverMessages, driver.token, { body: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('A message can be at most 4000 characters.');
    const nobody = await createCandidate(t);
    expect((await inject('POST', apiPaths.driverMessages, nobody.token, { body: 'Hello' })).statusCode).toBe(409);
    expect((await inject('GET', apiPaths.driverMessages, other.driver.token)).json().items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.driverMessages })).statusCode).toBe(401);

    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push(
        (await inject('POST', apiPaths.driverMessages, other.driver.token, { body: `Message ${i}` })).statusCode,
      );
    }
    expect(codes.slice(0, 20).every((code) => code === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
