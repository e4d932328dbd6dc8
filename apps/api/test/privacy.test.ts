import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths, type ErasureResponse, EXPORT_FORMAT, inEnglish, type SweepResult } from '@roadhire/shared';
import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLog,
  mailMessages,
  privacyExportLinks,
  privacyRequests,
  uploads,
  users,
} from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import {
  driverWithTwoDotEmployers,
  employerAnswer,
  employerTokenOf,
  signAllReleases,
} from './helpers/employer-checks.js';
import { bearer, createCandidate, SMALL_PDF } from './helpers/factories.js';
import { pdfText } from './helpers/pdf-text.js';
import { rawDisk } from './helpers/raw-storage.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A driver's data (decision 031): erasure with its quarantine, holds and storage retries, the
// retention of applicants never hired, and the export — on a clock the test moves.

const DAY = 86_400_000;

/** A clock the server reads for retention and erasure; tests move it instead of waiting. */
function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(days: number) {
      offset += days * DAY;
    },
  };
}

async function signIn(t: TestApp, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: apiPaths.login, payload: { userid: email, password } });
}

async function sweep(t: TestApp, token: string, dryRun = false): Promise<SweepResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${apiPaths.adminPrivacySweep}${dryRun ? '?dry_run=true' : ''}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function askErasure(t: TestApp, token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: apiPaths.privacyErasure,
    headers: bearer(token),
    payload: { current_password: password },
  });
}

/** The ZIP behind an export link, once its background build has stored it. */
async function whenReady(t: TestApp, location: string, token: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await t.app.inject({ method: 'GET', url: location, headers: bearer(token) });
    if (response.statusCode !== 202) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export was never ready');
}

async function storedNames(t: TestApp, userId: number) {
  return t.database.db
    .select({ filename: uploads.filename, kind: uploads.kind })
    .from(uploads)
    .where(eq(uploads.user_id, userId));
}

const folderOf = (kind: string) => (kind === 'resume' ? 'resumes' : 'documents');

describe('erasure and retention', () => {
  let t: TestApp;
  const clock = testClock();
  let admin: Awaited<ReturnType<typeof createAdmin>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: clock.now });
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('closes the account at once, erases after the quarantine, and a second sweep erases nothing', async () => {
    const { candidate } = await submittedCandidate(t);
    const files = await storedNames(t, candidate.id);
    expect(files.length).toBe(4);
    const raw = rawDisk(path.join(t.dataDir, 'uploads'));

    expect((await askErasure(t, candidate.token, 'not-the-password')).statusCode).toBe(400);
    // The password is `current_password`, as on the profile; the old name is refused, not guessed at.
    const oldName = await t.app.inject({
      method: 'POST',
      url: apiPaths.privacyErasure,
      headers: bearer(candidate.token),
      payload: { password: candidate.password },
    });
    expect(oldName.statusCode).toBe(400);
    const asked = await askErasure(t, candidate.token, candidate.password);
    expect(asked.statusCode, asked.body).toBe(202);
    const answer: ErasureResponse = asked.json();
    expect(answer.held).toEqual([]);
    expect(new Date(answer.erase_after).getTime()).toBeGreaterThan(clock.now().getTime() + 29 * DAY);

    // Closed at once: the password no longer signs in, and hears why; a wrong one hears nothing more.
    const closed = await signIn(t, candidate.email, candidate.password);
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toEqual({
      message: inEnglish.t('api.accountClosedCancellable'),
      messageId: 'api.accountClosedCancellable',
      erasure_cancellable: true,
    });
    const wrong = await signIn(t, candidate.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(inEnglish.t('api.invalidCredentials'));
    const profile = await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: bearer(candidate.token) });
    expect(profile.statusCode).toBe(401);

    // Within the quarantine nothing goes.
    clock.advance(10);
    expect((await sweep(t, admin.token)).people).toBe(0);
    expect(await t.database.db.select().from(users).where(eq(users.id, candidate.id))).toHaveLength(1);

    clock.advance(21);
    const dry = await sweep(t, admin.token, true);
    expect(dry.dry_run).toBe(true);
    expect(dry.people).toBe(1);
    expect(dry.erased.documents).toBe(4);
    expect(await t.database.db.select().from(users).where(eq(users.id, candidate.id))).toHaveLength(1);
    for (const file of files) expect(await raw.read(folderOf(file.kind), file.filename)).toBeDefined();

    const real = await sweep(t, admin.token);
    expect(real).toMatchObject({ dry_run: false, people: 1, files_pending: 0 });
    expect(real.erased).toMatchObject({ account: 1, application_unhired: 1, documents: 4 });
    expect(await t.database.db.select().from(users).where(eq(users.id, candidate.id))).toHaveLength(0);
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.recipient, candidate.email))).toEqual(
      [],
    );
    for (const file of files) expect(await raw.read(folderOf(file.kind), file.filename)).toBeUndefined();

    // The register keeps the request, done, without the person; the audit row names no one.
    const [request] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.kind, 'erasure'));
    expect(request).toMatchObject({ status: 'done', user_id: null });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erasure'));
    expect(audits).toHaveLength(1);
    const written = JSON.stringify(audits);
    expect(written).not.toContain(candidate.email);
    expect(written).not.toContain('Singh');
    for (const file of files) expect(written).not.toContain(file.filename);

    const again = await sweep(t, admin.token);
    expect(again.people).toBe(0);
    expect(Object.values(again.erased).every((n) => n === 0)).toBe(true);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erasure'))).toHaveLength(1);
  });

  it('quarantines an applicant never hired after the retention period, then erases them, files included', async () => {
    const { candidate } = await submittedCandidate(t);
    const files = await storedNames(t, candidate.id);
    const raw = rawDisk(path.join(t.dataDir, 'uploads'));

    clock.advance(300);
    await sweep(t, admin.token);
    const [early] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.user_id, candidate.id));
    expect(early).toBeUndefined();

    clock.advance(70); // past 12 months since the last activity
    const quarantine = await sweep(t, admin.token);
    expect(quarantine.people).toBe(0);
    const [queued] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.user_id, candidate.id));
    expect(queued).toMatchObject({ source: 'retention', status: 'received' });

    clock.advance(31);
    const erased = await sweep(t, admin.token);
    expect(erased.people).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, candidate.id))).toHaveLength(0);
    for (const file of files) expect(await raw.read(folderOf(file.kind), file.filename)).toBeUndefined();
    // The administrator is no applicant: their account stays.
    expect(await t.database.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('a hired driver’s erasure erases only what is not held, and says what is held, why and until when', async () => {
    const { candidate, applicationId } = await submittedCandidate(t);
    await t.database.db
      .update(applications)
      .set({ hiredOn: '2026-01-05', recruiter_stage: 'hired' })
      .where(eq(applications.id, applicationId));
    const asked = await askErasure(t, candidate.token, candidate.password);
    expect(asked.statusCode, asked.body).toBe(202);
    const answer: ErasureResponse = asked.json();
    const types = answer.held.map((record) => record.record_type);
    expect(types).toEqual(expect.arrayContaining(['application_hired', 'documents']));
    expect(types).not.toContain('mail');
    const hired = answer.held.find((record) => record.record_type === 'application_hired');
    expect(hired?.reason).toMatch(/391\.51/);
    expect(hired?.until).toBeNull();

    // The recruiter sets the end of employment; the rule's day follows it.
    const ended = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminEmploymentEnd(applicationId),
      headers: bearer(admin.token),
      payload: { employment_ended_on: '2026-06-30' },
    });
    expect(ended.statusCode, ended.body).toBe(200);

    clock.advance(31);
    await sweep(t, admin.token);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, candidate.id));
    expect(account?.email).not.toBe(candidate.email);
    expect(account?.mobile).toBeNull();
    expect(await t.database.db.select().from(applications).where(eq(applications.id, applicationId))).toHaveLength(1);
    expect(await storedNames(t, candidate.id)).toHaveLength(4);
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.user_id, candidate.id))).toHaveLength(
      0,
    );
    const [request] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.user_id, candidate.id));
    expect(request?.held.find((record) => record.record_type === 'application_hired')?.until).toBe('2029-06-30');
    expect(request?.status).toBe('done');

    // Three years after the end of employment, the retention rule erases what was held.
    const daysToEnd = Math.ceil((Date.parse('2029-07-01T12:00:00Z') - clock.now().getTime()) / DAY);
    clock.advance(Math.max(daysToEnd, 0));
    await sweep(t, admin.token);
    const [queued] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.user_id, candidate.id))
      .orderBy(desc(privacyRequests.id));
    expect(queued).toMatchObject({ source: 'retention', status: 'received' });
    clock.advance(31);
    await sweep(t, admin.token);
    expect(await t.database.db.select().from(users).where(eq(users.id, candidate.id))).toHaveLength(0);
    expect(await t.database.db.select().from(applications).where(eq(applications.id, applicationId))).toHaveLength(0);
  });

  it('a legal hold stops the sweep until it is lifted', async () => {
    const driver = await createCandidate(t);
    expect((await askErasure(t, driver.token, driver.password)).statusCode).toBe(202);
    const hold = await t.app.inject({
      method: 'POST',
      url: apiPaths.adminPrivacyHolds,
      headers: bearer(admin.token),
      payload: { user_id: driver.id, reason: 'Human-rights complaint pending' },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    clock.advance(40);
    await sweep(t, admin.token);
    expect(await t.database.db.select().from(users).where(eq(users.id, driver.id))).toHaveLength(1);
    const [request] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.user_id, driver.id));
    expect(request?.held.some((record) => record.reason.includes('Human-rights complaint pending'))).toBe(true);

    expect(request?.status).toBe('received');
    const lifted = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.adminPrivacyHold(hold.json().id),
      headers: bearer(admin.token),
    });
    expect(lifted.statusCode).toBe(200);
    await sweep(t, admin.token);
    expect(await t.database.db.select().from(users).where(eq(users.id, driver.id))).toHaveLength(0);
  });

  it('a failing storage delete is retried by the next sweep and the request is not done before', async () => {
    const { candidate } = await submittedCandidate(t);
    const [document] = (await storedNames(t, candidate.id)).filter((file) => file.kind !== 'resume');
    if (!document) throw new Error('no document');
    // A directory where the file was: storage refuses to delete it as a file.
    const blocked = path.join(t.dataDir, 'uploads', 'documents', document.filename);
    await rm(blocked, { force: true });
    await mkdir(path.join(blocked, 'inside'), { recursive: true });
    expect((await askErasure(t, candidate.token, candidate.password)).statusCode).toBe(202);
    const [request] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.user_id, candidate.id));
    if (!request) throw new Error('no request');

    clock.advance(31);
    const first = await sweep(t, admin.token);
    expect(first.files_pending).toBe(1);
    const [open] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(open?.status).toBe('in_progress');
    const register = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminPrivacyRequests,
      headers: bearer(admin.token),
    });
    expect(register.json().requests.find((row: { id: number }) => row.id === request.id).status).toBe('in_progress');

    await rm(blocked, { recursive: true, force: true });
    const second = await sweep(t, admin.token);
    expect(second.files_pending).toBe(0);
    const [done] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(done?.status).toBe('done');
  });

  it('lets the owner cancel their erasure during the quarantine, with the password, and not after', async () => {
    const { candidate } = await submittedCandidate(t);
    expect((await askErasure(t, candidate.token, candidate.password)).statusCode).toBe(202);
    const cancel = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.cancelErasure,
        payload: { userid: candidate.email, password },
      });
    expect((await cancel('not-the-password')).statusCode).toBe(401);
    expect((await signIn(t, candidate.email, candidate.password)).statusCode).toBe(410);
    clock.advance(5);
    const cancelled = await cancel(candidate.password);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(inEnglish.t('api.erasureCancelled'));
    expect((await signIn(t, candidate.email, candidate.password)).statusCode).toBe(200);
    const [request] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.user_id, candidate.id))
      .orderBy(desc(privacyRequests.id));
    expect(request).toMatchObject({
      kind: 'erasure',
      status: 'done',
      answer: inEnglish.t('privacy.api.cancelledAnswer'),
    });
    // Nothing is erased when the quarantine would have ended.
    clock.advance(30);
    expect((await sweep(t, admin.token)).people).toBe(0);
    expect(await t.database.db.select().from(users).where(eq(users.id, candidate.id))).toHaveLength(1);
    expect((await cancel(candidate.password)).statusCode).toBe(409);

    // Once the quarantine is over, the erasure is no longer the owner's to cancel.
    const late = await submittedCandidate(t);
    expect((await askErasure(t, late.candidate.token, late.candidate.password)).statusCode).toBe(202);
    clock.advance(31);
    const over = await signIn(t, late.candidate.email, late.candidate.password);
    expect(over.json()).toEqual({
      message: inEnglish.t('api.accountClosed'),
      messageId: 'api.accountClosed',
      erasure_cancellable: false,
    });
    const tooLate = await t.app.inject({
      method: 'POST',
      url: apiPaths.cancelErasure,
      payload: { userid: late.candidate.email, password: late.candidate.password },
    });
    expect(tooLate.statusCode).toBe(409);
    expect((await sweep(t, admin.token)).people).toBe(1);
  });
});

describe('the export', () => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp({ PRIVACY_EXPORT_INLINE_BYTES: String(3 * SMALL_PDF.length) }, { clock: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prints the transcript in the driver’s own scripts, and marks what no font has', async () => {
    const { token } = await createCandidate(t, { first_name: '玛雅', last_name: 'مريم', full_name: '玛雅 مريم' });
    const response = await t.app.inject({ method: 'GET', url: apiPaths.privacyExport, headers: bearer(token) });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const text = await pdfText(Buffer.from(zip['transcript.pdf'] ?? new Uint8Array()));
    expect(text).toContain('First name 玛雅');
    // Arabic has no embedded font: a visible mark, explained, never a blank.
    expect(text).toContain('\uFFFD\uFFFD\uFFFD\uFFFD');
    expect(text).toContain('are printed as \uFFFD');
  });

  it('prints the transcript in the driver’s language, what they gave as given', async () => {
    const driver = await createCandidate(t, { first_name: 'Maya', last_name: 'Singh' });
    await t.database.db
      .update(users)
      .set({ language: 'fr', province: 'British Columbia', country: 'United States' })
      .where(eq(users.id, driver.id));
    const response = await t.app.inject({ method: 'GET', url: apiPaths.privacyExport, headers: bearer(driver.token) });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const text = await pdfText(Buffer.from(zip['transcript.pdf'] ?? new Uint8Array()));
    // A reference list's answer reads as the French form offered it, though stored in English.
    expect(text).toContain('Province ou État Colombie-Britannique');
    expect(text).toContain('Pays États-Unis');
    for (const expected of [
      'Mes données',
      'Compte',
      'Prénom Maya',
      'Nom de famille Singh',
      'Consentements',
      'Page 1 sur',
    ])
      expect(text, expected).toContain(expected);
    expect(text).toContain(`Courriel ${driver.email}`);
    // Its moments in French, in the carrier's time zone: « Créé 21 nov. 2026, 14 h 05 HNE ».
    expect(text).toMatch(/Créé \d{1,2} \S+ \d{4}, \d{1,2} h \d{2}/);
    for (const english of ['My data', 'Account', 'First name', 'Page 1 of']) expect(text).not.toContain(english);
    // data.json keeps its own names.
    expect(JSON.parse(strFromU8(zip['data.json'] ?? new Uint8Array())).account.first_name).toBe('Maya');
  });

  it('holds every answer and uploaded file of the driver and nothing of another driver', async () => {
    const mine = await submittedCandidate(t);
    const other = await submittedCandidate(t);
    // Files over the inline size answer with a link: this driver has four small files.
    const asked = await t.app.inject({
      method: 'GET',
      url: apiPaths.privacyExport,
      headers: bearer(mine.candidate.token),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.headers['retry-after']).toBe('3');
    const { location } = asked.json();
    const response = await whenReady(t, location, mine.candidate.token);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(zip['data.json'] ?? new Uint8Array()));
    expect(data.format).toBe(EXPORT_FORMAT);
    expect(data.account.email).toBe(mine.candidate.email);
    expect(data.applications).toHaveLength(1);
    const [application] = data.applications;
    expect(application.answers.id).toBe(mine.applicationId);
    expect(application.onboarding_form.city).toBeTruthy();
    expect(application.qualifications.dq_fast_card_no).toBe('FC123456');
    expect(application.licences).toHaveLength(2);
    expect(application.work_history).toHaveLength(2);
    expect(application.signature.typed_name).toBe('Maya Singh');
    expect(application.signature.texts.length).toBeGreaterThan(0);
    expect(data.documents).toHaveLength(4);
    for (const document of data.documents) expect(Buffer.from(zip[document.file] ?? [])).toEqual(SMALL_PDF);
    expect(strFromU8(zip['transcript.pdf'] ?? new Uint8Array()).startsWith('%PDF-')).toBe(true);
    expect(data.mails.length).toBeGreaterThan(0);

    const everything = Object.values(zip)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain(other.candidate.email);
    const owners = new Set(
      Array.from(strFromU8(zip['data.json'] ?? new Uint8Array()).matchAll(/"user_id": (\d+)/g), (m) => m[1]),
    );
    expect([...owners]).toEqual([String(mine.candidate.id)]);
    const applicationIds = new Set(
      Array.from(strFromU8(zip['data.json'] ?? new Uint8Array()).matchAll(/"application_id": (\d+)/g), (m) => m[1]),
    );
    expect([...applicationIds]).toEqual([String(mine.applicationId)]);
  });

  it('holds what previous employers said about the driver, labelled, in data.json and the transcript', async () => {
    const { candidate } = await driverWithTwoDotEmployers(t, {
      a: 'export-a@carrier-a.test',
      b: 'export-b@carrier-b.test',
    });
    await signAllReleases(t, candidate.token);
    const request = await t.mailbox.waitFor('export-a@carrier-a.test', /Employment verification request/);
    const answered = await t.app.inject({
      method: 'POST',
      url: apiPaths.employerResponse(employerTokenOf(request)),
      payload: employerAnswer(),
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const asked = await t.app.inject({ method: 'GET', url: apiPaths.privacyExport, headers: bearer(candidate.token) });
    const response = asked.statusCode === 202 ? await whenReady(t, asked.json().location, candidate.token) : asked;
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const [application] = JSON.parse(strFromU8(zip['data.json'] ?? new Uint8Array())).applications;
    expect(application.previous_employer_answers).toHaveLength(1);
    const [said] = application.previous_employer_answers;
    expect(said).toMatchObject({
      employer_name: 'Northern Freight Ltd.',
      channel: 'web',
      responder_name: 'Dana Reed',
      responder_title: 'Safety Manager',
      answer_sha256: answered.json().sha256,
    });
    expect(said.answer.accidents[0]).toMatchObject({ city: 'Buffalo', state: 'NY', injuries: 1 });
    // The responder's own traces are theirs, not the driver's.
    expect(said).not.toHaveProperty('ip');
    expect(said).not.toHaveProperty('responder_email');
    const text = await pdfText(Buffer.from(zip['transcript.pdf'] ?? new Uint8Array()));
    expect(text).toContain('What previous employers said about you');
    expect(text).toContain('Answered by Dana Reed');
    expect(text).toContain('Buffalo');
  });

  it('is the caller’s own only: the link answers its owner alone, and expires', async () => {
    const mine = await submittedCandidate(t);
    const other = await createCandidate(t);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.privacyExport })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: apiPaths.privacyErasure, payload: { current_password: 'x' } }))
        .statusCode,
    ).toBe(401);
    const asked = await t.app.inject({
      method: 'GET',
      url: apiPaths.privacyExport,
      headers: bearer(mine.candidate.token),
    });
    expect(asked.statusCode).toBe(202);
    const { location } = asked.json();
    // Built in the background; the mail says it is ready, with the address of the page that downloads it.
    const mail = await t.mailbox.waitFor(mine.candidate.email, /Your data is ready/);
    const token = location.split('/').pop();
    expect(mail.text).toContain(`/profile?export=${token}`);
    const [link] = await t.database.db
      .select()
      .from(privacyExportLinks)
      .where(eq(privacyExportLinks.user_id, mine.candidate.id));
    expect(link?.ready_at).not.toBeNull();
    expect(link?.zip?.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await t.app.inject({ method: 'GET', url: location })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: location, headers: bearer(other.token) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: location, headers: bearer(mine.candidate.token) })).statusCode,
    ).toBe(200);
    clock.advance(2);
    expect(
      (await t.app.inject({ method: 'GET', url: location, headers: bearer(mine.candidate.token) })).statusCode,
    ).toBe(404);

    // A driver with few files gets the ZIP at once.
    const small = await t.app.inject({ method: 'GET', url: apiPaths.privacyExport, headers: bearer(other.token) });
    expect(small.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(small.rawPayload))['data.json'] ?? new Uint8Array()));
    expect(data.account.email).toBe(other.email);
    expect(data.applications).toEqual([]);
  });
});

describe('an export built in the background', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is built by the download itself when its background build was lost with its process', async () => {
    const driver = await submittedCandidate(t);
    const token = 'lost-build-token-0123456789abcdef';
    await t.database.db.insert(privacyExportLinks).values({
      user_id: driver.candidate.id,
      token_hash: createHash('sha256').update(token).digest('hex'),
      created_at: new Date(Date.now() - 10 * 60_000),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: apiPaths.privacyExportLink(token),
      headers: bearer(driver.candidate.token),
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toContain('data.json');
    // Kept for the next download, which is not built again.
    const [link] = await t.database.db
      .select()
      .from(privacyExportLinks)
      .where(eq(privacyExportLinks.user_id, driver.candidate.id));
    expect(link?.zip?.equals(response.rawPayload)).toBe(true);
  });

  it('waits for a build under way: 202 again, until the ZIP is there', async () => {
    const driver = await submittedCandidate(t);
    const token = 'building-token-0123456789abcdef01';
    await t.database.db.insert(privacyExportLinks).values({
      user_id: driver.candidate.id,
      token_hash: createHash('sha256').update(token).digest('hex'),
      created_at: new Date(),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    const waiting = await t.app.inject({
      method: 'GET',
      url: apiPaths.privacyExportLink(token),
      headers: bearer(driver.candidate.token),
    });
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json().location).toBe(apiPaths.privacyExportLink(token));
  });
});

describe('consents, corrections and the registers', () => {
  let t: TestApp;
  const clock = testClock();
  let admin: Awaited<ReturnType<typeof createAdmin>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: clock.now });
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a consent to be kept is off by default, keeps the applicant past retention, and asks for its renewal', async () => {
    const kept = await submittedCandidate(t);
    const before = await t.app.inject({ method: 'GET', url: apiPaths.privacy, headers: bearer(kept.candidate.token) });
    expect(before.json().consents.every((consent: { granted: boolean }) => !consent.granted)).toBe(true);
    const given = await t.app.inject({
      method: 'PUT',
      url: apiPaths.privacyConsent('talent_pool'),
      headers: bearer(kept.candidate.token),
      payload: { granted: true },
    });
    expect(given.statusCode, given.body).toBe(200);
    const consent = given.json().consents.find((row: { purpose: string }) => row.purpose === 'talent_pool');
    expect(consent).toMatchObject({ granted: true, text_version: t.config.privacy.consents.talent_pool.version });

    // Eleven months on, the renewal is asked for once, by a mail that links the privacy page.
    clock.advance(340);
    await sweep(t, admin.token);
    await sweep(t, admin.token);
    const renewal = await t.mailbox.waitFor(kept.candidate.email, /Keep your profile for future jobs/);
    expect(renewal.text).toContain('http://portal.test/privacy');
    const renewals = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.kind, 'privacy_consent_renewal'));
    expect(renewals).toHaveLength(1);

    // The driver renews it; past twelve months of inactivity, it keeps them out of quarantine.
    const renewed = await t.app.inject({
      method: 'PUT',
      url: apiPaths.privacyConsent('talent_pool'),
      headers: bearer(kept.candidate.token),
      payload: { granted: true },
    });
    expect(renewed.statusCode).toBe(200);
    clock.advance(30);
    await sweep(t, admin.token);
    expect(
      await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.user_id, kept.candidate.id)),
    ).toEqual([]);

    // One click withdraws it.
    const withdrawn = await t.app.inject({
      method: 'PUT',
      url: apiPaths.privacyConsent('talent_pool'),
      headers: bearer(kept.candidate.token),
      payload: { granted: false },
    });
    expect(withdrawn.json().consents[0].granted).toBe(false);
  });

  it('a correction reaches the register, and the incidents register exports as CSV', async () => {
    const driver = await submittedCandidate(t);
    const other = await createCandidate(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: apiPaths.privacyCorrection,
      headers: bearer(other.token),
      payload: { application_id: driver.applicationId, detail: 'Not mine' },
    });
    expect(foreign.statusCode).toBe(404);
    const asked = await t.app.inject({
      method: 'POST',
      url: apiPaths.privacyCorrection,
      headers: bearer(driver.candidate.token),
      payload: { application_id: driver.applicationId, detail: 'My licence expires in 2031, not 2030.' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const register = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminPrivacyRequests,
      headers: bearer(admin.token),
    });
    const row = register.json().requests.find((request: { id: number }) => request.id === asked.json().id);
    expect(row).toMatchObject({ kind: 'correction', status: 'received', application_id: driver.applicationId });
    expect(row.due_on).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString().slice(0, 10));

    const incident = await t.app.inject({
      method: 'POST',
      url: apiPaths.adminPrivacyIncidents,
      headers: bearer(admin.token),
      payload: {
        description: 'A laptop with an export was lost, "encrypted"',
        occurred_from: '2026-11-20',
        learned_on: '2026-11-21',
        people_count: 3,
        risk_assessment: 'Low: the disk is encrypted.',
        serious_injury_risk: false,
        measures: 'Remote wipe; passwords changed.',
      },
    });
    expect(incident.statusCode, incident.body).toBe(201);
    const csv = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminPrivacyIncidentsCsv,
      headers: bearer(admin.token),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, first] = csv.body.split('\r\n');
    expect(header).toBe(
      'id,description,occurred_from,occurred_to,learned_on,people_count,risk_assessment,serious_injury_risk,regulator_notified_on,people_notified_on,measures,created_at',
    );
    expect(first).toContain('"A laptop with an export was lost, ""encrypted"""');
    expect(first).toContain(',3,');
    const candidateCsv = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminPrivacyIncidentsCsv,
      headers: bearer(driver.candidate.token),
    });
    expect(candidateCsv.statusCode).toBe(403);
  });

  it('a driver withdraws their own application only, once', async () => {
    const driver = await submittedCandidate(t);
    const other = await createCandidate(t);
    const url = apiPaths.withdrawApplication(driver.applicationId);
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(other.token) })).statusCode).toBe(404);
    const withdrawn = await t.app.inject({ method: 'POST', url, headers: bearer(driver.candidate.token) });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({
      message: 'Application withdrawn.',
      messageId: 'privacy.api.applicationWithdrawn',
    });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, driver.applicationId));
    expect(row?.status).toBe('cancelled');
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(driver.candidate.token) })).statusCode).toBe(409);
  });

  it('the privacy page names the person in charge, the policy and where data is kept', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Privacy</h1>');
    expect(page.body).toContain(t.config.privacy.officer.email);
    expect(page.body).toContain(t.config.privacy.policy.title);
    expect(page.body).toContain('Uploaded files: on the server’s own disk.');
    expect(page.body).toContain('mail relay at 127.0.0.1');
  });
});
