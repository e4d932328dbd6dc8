import { createHash } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, CandidateProfileSchema, inEnglish, NAME_MAX_LENGTH } from '@roadhire/shared';
import { signBody } from '@roadhire/testing';
import canonicalize from 'canonicalize';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  applicationSignatures,
  applications,
  auditLog,
  licenses,
  onboardingForms,
  qualifications as qualificationsTable,
  uploads,
  users,
  workHistories,
} from '../src/db/schema.js';
import { referenceDataFr } from '../src/db/seed/reference-data/fr.js';
import { SHIPPED_COMPLIANCE_TEXTS_DIR } from '../src/lib/compliance-texts.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { applyForm, bearer, createCandidate, multipartFile, SMALL_PDF } from './helpers/factories.js';
import {
  additionalLicense,
  onboardingForm,
  primaryLicense,
  qualifications,
  referenceIds,
  workHistoryEntry,
} from './helpers/onboarding-payloads.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgresOnly } from './helpers/test-database.js';

// The signed application (decision 016): the texts in force, the signature and its
// refusals, the frozen answers, the admin's check of the hash and the printed application.

const CERTIFICATION =
  'This certifies that this application was completed by me, and that all entries on it and information in it are true and complete to the best of my knowledge.';
const maya = { first_name: 'Maya', last_name: 'Singh' };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let t: TestApp;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (app: TestApp, method: Method, url: string, token?: string, payload?: unknown, headers = {}) =>
  app.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const sign = (applicationId: number, token: string, body: unknown = signBody(maya), headers = {}) =>
  call(t, 'POST', apiPaths.sign(applicationId), token, body, headers);
const signaturesOf = (app: TestApp, applicationId: number) =>
  app.database.db.select().from(applicationSignatures).where(eq(applicationSignatures.application_id, applicationId));

function expectRefused(response: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message });
}

async function pdfText(applicationId: number): Promise<string> {
  const response = await call(t, 'GET', apiPaths.adminApplicationPdf(applicationId), admin.token);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('GET /api/compliance/texts', () => {
  it('lists the certification and the texts in force, each with version, hash and required, and the carrier', async () => {
    const response = await call(t, 'GET', apiPaths.complianceTexts);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.carrier).toEqual({
      legal_name: 'Test Carrier',
      address: '100 Example Road, Toronto, ON M1M 1M1, Canada',
    });
    expect(body.certification).toMatchObject({ key: 'certification', required: true, text: CERTIFICATION });
    expect(body.certification.sha256).toBe(sha256(CERTIFICATION));
    // PSP stays off unless the carrier turns it on; every text in force is required by default.
    expect(body.texts.map((text: { key: string; required: boolean }) => [text.key, text.required])).toEqual([
      ['previous_employers', true],
      ['background_check', true],
      ['electronic_records', true],
    ]);
    for (const text of body.texts) {
      expect(text.sha256).toBe(sha256(text.text));
      expect(text.version).not.toBe('');
      expect(text.title).not.toBe('');
    }
    // 49 CFR 391.23(i): the rights notice as carriers print it.
    expect(body.texts[0].text).toContain('The right to review information provided by previous employers;');
    // Wording the research could not confirm ships marked as the carrier's to replace.
    expect(body.texts[1].text).toContain("PLACEHOLDER - THIS TEXT IS THE CARRIER'S TO REPLACE BEFORE USE.");
  });

  it('follows PSP_ENABLED, COMPLIANCE_REQUIRED, CARRIER_LEGAL_NAME and a replaced COMPLIANCE_TEXTS_DIR', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-texts-'));
    await cp(SHIPPED_COMPLIANCE_TEXTS_DIR, dir, { recursive: true });
    const own = '---\ntitle: Our own consent\nversion: 2027-01\n---\nWe keep your records electronically.\r\n';
    await writeFile(path.join(dir, 'electronic_records.md'), own);
    const other = await createTestApp({
      COMPLIANCE_TEXTS_DIR: dir,
      PSP_ENABLED: 'true',
      COMPLIANCE_REQUIRED: 'previous_employers, electronic_records',
      CARRIER_LEGAL_NAME: 'Test Carrier Ltd.',
      CARRIER_ADDRESS: '1 Depot Lane, Regina, SK',
    });
    try {
      const body = (await call(other, 'GET', apiPaths.complianceTexts)).json();
      expect(body.carrier).toEqual({ legal_name: 'Test Carrier Ltd.', address: '1 Depot Lane, Regina, SK' });
      expect(body.texts.map((text: { key: string; required: boolean }) => [text.key, text.required])).toEqual([
        ['previous_employers', true],
        ['background_check', false],
        ['psp', false],
        ['electronic_records', true],
      ]);
      const consent = body.texts[3];
      expect(consent).toMatchObject({ title: 'Our own consent', version: '2027-01' });
      expect(consent.text).toBe('We keep your records electronically.');
      expect(consent.sha256).toBe(sha256('We keep your records electronically.'));
    } finally {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves a French reader the carrier’s translation beside each text, never one of another version', async () => {
    const english = (await call(t, 'GET', apiPaths.complianceTexts)).json();
    expect(english.certification.translation).toBeUndefined();
    const french = (
      await call(t, 'GET', apiPaths.complianceTexts, undefined, undefined, { 'accept-language': 'fr' })
    ).json();
    expect(french.certification).toMatchObject({
      text: CERTIFICATION,
      translation: { lang: 'fr', title: 'Attestation' },
    });
    expect(french.certification.translation.sha256).toBe(sha256(french.certification.translation.text));
    // The carrier's shipped translations: one for every text in force, the placeholders' included.
    expect(
      french.texts.map((text: { key: string; translation?: { lang: string } }) => [text.key, text.translation?.lang]),
    ).toEqual([
      ['previous_employers', 'fr'],
      ['background_check', 'fr'],
      ['electronic_records', 'fr'],
    ]);

    // The carrier replaces an English text but not its translation: the old translation is not shown.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-texts-'));
    await cp(SHIPPED_COMPLIANCE_TEXTS_DIR, dir, { recursive: true });
    await writeFile(
      path.join(dir, 'electronic_records.md'),
      '---\ntitle: Our own consent\nversion: 2027-01\n---\nOur words.\n',
    );
    const other = await createTestApp({ COMPLIANCE_TEXTS_DIR: dir });
    try {
      const body = (
        await call(other, 'GET', apiPaths.complianceTexts, undefined, undefined, { 'accept-language': 'fr' })
      ).json();
      const consent = body.texts.find((text: { key: string }) => text.key === 'electronic_records');
      expect(consent).toMatchObject({ text: 'Our words.' });
      expect(consent.translation).toBeUndefined();
      expect(body.certification.translation).toMatchObject({ lang: 'fr' });
    } finally {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a bad texts folder or an unknown required text, saying why', async () => {
    const env = { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', DATA_DIR: os.tmpdir() };
    expect(() => loadConfig({ ...env, COMPLIANCE_TEXTS_DIR: '/nonexistent/texts' })).toThrow(
      /COMPLIANCE_TEXTS_DIR: .*certification\.md: missing or unreadable/,
    );
    const dir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-texts-'));
    try {
      await cp(SHIPPED_COMPLIANCE_TEXTS_DIR, dir, { recursive: true });
      await writeFile(path.join(dir, 'background_check.md'), 'no header here');
      expect(() => loadConfig({ ...env, COMPLIANCE_TEXTS_DIR: dir })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, COMPLIANCE_TEXTS_DIR: dir })).toThrow(/background_check\.md: must start/);
      expect(() => loadConfig({ ...env, COMPLIANCE_REQUIRED: 'psp' })).toThrow(/COMPLIANCE_REQUIRED names psp/);
      expect(() => loadConfig({ ...env, TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/candidate/user/sign/{applicationId}', () => {
  it('refuses a wrong name, no certification, a missing or unknown consent, stale texts or draft, writing nothing', async () => {
    const s = await submittedCandidate(t, { unsigned: true });
    const token = s.candidate.token;
    const id = s.applicationId;
    const consents = signBody(maya).consents;
    expectRefused(
      await sign(id, token, { ...signBody(maya), typed_name: 'Maya Sing' }),
      400,
      inEnglish.t('signing.api.nameMismatch'),
    );
    expectRefused(
      await sign(id, token, { ...signBody(maya), typed_name: 'Maya' }),
      400,
      inEnglish.t('signing.api.nameMismatch'),
    );
    expectRefused(
      await sign(id, token, { ...signBody(maya), certify: false }),
      400,
      'Please tick the certification to sign.',
    );
    const { certify: _c, ...uncertified } = signBody(maya);
    expect((await sign(id, token, uncertified)).statusCode).toBe(400);
    const { background_check: _b, ...withoutBackground } = consents;
    expectRefused(
      await sign(id, token, { ...signBody(maya), consents: withoutBackground }),
      400,
      inEnglish.t('signing.api.consentMissing'),
    );
    expectRefused(
      await sign(id, token, { ...signBody(maya), consents: { ...consents, psp: true } }),
      400,
      inEnglish.t('signing.api.unknownConsent'),
    );
    const badKey = { ...signBody(maya), consents: { ...consents, 'Not-A-Key': true } };
    expect((await sign(id, token, badKey)).json()).toEqual({
      message: 'Unknown text.',
      messageId: 'signing.api.unknownText',
      errors: { 'consents.Not-A-Key': ['Unknown text.'] },
    });
    const texts = (await call(t, 'GET', apiPaths.complianceTexts)).json().texts as Array<{
      key: string;
      version: string;
    }>;
    const versions = Object.fromEntries(texts.map((text) => [text.key, text.version]));
    expectRefused(
      await sign(id, token, { ...signBody(maya), text_versions: { ...versions, background_check: 'older' } }),
      409,
      inEnglish.t('signing.api.textsChanged'),
    );
    const { version } = (await call(t, 'GET', apiPaths.onboarding(id), token)).json();
    const stale = await sign(id, token, { ...signBody(maya), draft_version: version + 1 });
    expectRefused(stale, 409, inEnglish.t('signing.api.applicationChanged'));
    expect(stale.json().version).toBe(version);
    expect(await signaturesOf(t, id)).toEqual([]);

    // Case, accents and extra spaces do not matter; the versions and the draft read do.
    const signed = await sign(id, token, {
      ...signBody(maya),
      typed_name: '  maya   SÍNGH ',
      text_versions: versions,
      draft_version: version,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().typed_name).toBe('maya SÍNGH');
  });

  it('records who, when, from where, every text shown and the hash of the canonical snapshot', async () => {
    const s = await submittedCandidate(t, { unsigned: true });
    const before = Date.now();
    const response = await sign(s.applicationId, s.candidate.token, signBody(maya), { 'user-agent': 'Phone/1.0' });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      application_id: s.applicationId,
      user_id: s.candidate.id,
      typed_name: 'Maya Singh',
      ip: '127.0.0.1',
      user_agent: 'Phone/1.0',
    });
    expect(Date.parse(record.signed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(record.texts.map((text: { key: string; accepted: boolean }) => [text.key, text.accepted])).toEqual([
      ['certification', true],
      ['previous_employers', true],
      ['background_check', true],
      ['electronic_records', true],
    ]);
    expect(record.texts[0].sha256).toBe(sha256(CERTIFICATION));

    const [row] = await signaturesOf(t, s.applicationId);
    if (!row) throw new Error('no signature stored');
    // The stored text is RFC 8785 canonical JSON, and its SHA-256 is the one recorded.
    expect(canonicalize(JSON.parse(row.snapshot))).toBe(row.snapshot);
    expect(sha256(row.snapshot)).toBe(record.snapshot_sha256);
    const snapshot = JSON.parse(row.snapshot);
    expect(snapshot.carrier).toEqual({
      legal_name: 'Test Carrier',
      address: '100 Example Road, Toronto, ON M1M 1M1, Canada',
    });
    expect(snapshot.date_of_application).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(snapshot.onboarding_form.city).toBe('Milton');
    expect(snapshot.licenses.others).toHaveLength(1);
    expect(snapshot.work_history).toHaveLength(2);
    expect(snapshot.qualifications.dq_fast_card_no).toBe('FC123456');
    // What only recruiters write is not part of what the driver signs.
    expect(snapshot).not.toHaveProperty('events');
    expect(snapshot).not.toHaveProperty('owner');
    expect(snapshot.application).not.toHaveProperty('recruiter_stage');
    expect(snapshot.documents.every((document: object) => !('url' in document))).toBe(true);
    // Nor is what the account holds beside the profile: a column the users table gains is not signed.
    const profileFields = Object.keys(CandidateProfileSchema.shape);
    expect(Object.keys(snapshot.profile).filter((field) => !profileFields.includes(field))).toEqual([]);
  });

  it('records the language signed in and which translation was shown beside each text, and only then', async () => {
    const english = await submittedCandidate(t, { unsigned: true });
    const shownInEnglish = (await sign(english.applicationId, english.candidate.token)).json();
    expect(shownInEnglish.language).toBe('en');
    expect(shownInEnglish.texts.every((text: { translation: unknown }) => text.translation === null)).toBe(true);

    const french = await submittedCandidate(t, { unsigned: true });
    // The driver's account speaks French (chosen at sign-up or in the top bar).
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.candidate.id));
    const response = await sign(french.applicationId, french.candidate.token);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json();
    expect(record.language).toBe('fr');
    const byKey = Object.fromEntries(
      record.texts.map((text: { key: string; translation: unknown }) => [text.key, text.translation]),
    );
    expect(byKey.certification).toMatchObject({ lang: 'fr', title: 'Attestation', sha256: expect.any(String) });
    expect(byKey.previous_employers).toMatchObject({ lang: 'fr' });
    // A placeholder's translation translates the placeholder, and is recorded like any other.
    expect(byKey.background_check).toMatchObject({ lang: 'fr', version: '2026-11-26 traduction livrée par défaut' });
    // The English text is what the driver accepts: its version and hash are unchanged.
    expect(record.texts[0]).toMatchObject({ version: '49 CFR 391.21(b)(12)', sha256: sha256(CERTIFICATION) });
    const [row] = await signaturesOf(t, french.applicationId);
    expect(row?.language).toBe('fr');
    expect(row?.texts[0]?.translation?.text).toMatch(/^J’atteste que cette demande/);
  });

  it('prints a French-signed application with the French names the forms offered, not the stored English', async () => {
    const french = await submittedCandidate(t, { unsigned: true });
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.candidate.id));
    expect((await sign(french.applicationId, french.candidate.token)).statusCode).toBe(200);
    const text = await pdfText(french.applicationId);
    // The first entry of each list, as the test application answers them.
    expect(text).toContain(referenceDataFr.highestEducation.NONE);
    expect(text).toContain(referenceDataFr.equipmentOperated.STRAIGHT);
    expect(text).not.toContain('No certificate, diploma or degree');
    expect(text).not.toContain('Straight truck');
  });

  it('refuses a second signature, also when two arrive at once', async (context) => {
    onPostgresOnly(context);
    const s = await submittedCandidate(t, { unsigned: true });
    const both = await Promise.all([
      sign(s.applicationId, s.candidate.token),
      sign(s.applicationId, s.candidate.token),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expectRefused(await sign(s.applicationId, s.candidate.token), 409, inEnglish.t('signing.api.alreadySigned'));
    expect(await signaturesOf(t, s.applicationId)).toHaveLength(1);
  });

  it('refuses another candidate’s application, an anonymous caller, a cancelled or an incomplete application', async () => {
    const s = await submittedCandidate(t, { unsigned: true });
    const other = await createCandidate(t, maya);
    expectRefused(await sign(s.applicationId, other.token), 404, inEnglish.t('api.notFound'));
    expect((await call(t, 'POST', apiPaths.sign(s.applicationId), undefined, signBody(maya))).statusCode).toBe(401);
    expect(await signaturesOf(t, s.applicationId)).toEqual([]);

    const cancelled = await submittedCandidate(t, { unsigned: true });
    const token = cancelled.candidate.token;
    expect((await call(t, 'DELETE', apiPaths.cancelApplication(cancelled.applicationId), token)).statusCode).toBe(200);
    expectRefused(await sign(cancelled.applicationId, token), 409, inEnglish.t('onboarding.api.noActiveApplication'));

    const fresh = await createCandidate(t, maya);
    const applied = await call(t, 'POST', apiPaths.apply, fresh.token, applyForm(s.position.p_id));
    expect(applied.statusCode, applied.body).toBe(200);
    expectRefused(
      await sign(applied.json().application_id, fresh.token),
      400,
      inEnglish.t('onboarding.api.incomplete'),
    );
  });

  it('refuses a work history with an open gap of more than 30 days, and signs once it is explained', async () => {
    const gap = { from: '2024-07-01', to: '2024-12-31' };
    const s = await submittedCandidate(t, {
      workHistory: [
        { wh_datefrom: '2010-01-01', wh_dateto: '2024-06-30' },
        { wh_datefrom: '2025-01-01', wh_dateto: null, wh_status: 'Yes' },
      ],
      unsigned: true,
    });
    expectRefused(await sign(s.applicationId, s.candidate.token), 400, inEnglish.t('signing.api.historyGaps'));
    expect(await signaturesOf(t, s.applicationId)).toEqual([]);

    const explained = await submittedCandidate(t, {
      workHistory: [
        { wh_datefrom: '2010-01-01', wh_dateto: '2024-06-30' },
        { wh_datefrom: '2025-01-01', wh_dateto: null, wh_status: 'Yes' },
      ],
      form: { wh_gap_explanations: [{ ...gap, explanation: 'Cared for a parent.' }] },
      unsigned: true,
    });
    expect((await sign(explained.applicationId, explained.candidate.token)).statusCode).toBe(200);
  });

  it('signs for a first and a last name each at their length limit, typed with extra spaces', async () => {
    const s = await submittedCandidate(t, { unsigned: true });
    const longest = { first_name: 'A'.repeat(NAME_MAX_LENGTH), last_name: 'B'.repeat(NAME_MAX_LENGTH) };
    await t.database.db.update(users).set(longest).where(eq(users.id, s.candidate.id));
    const typed = { ...signBody(longest), typed_name: `  ${longest.first_name}   ${longest.last_name} ` };
    const response = await sign(s.applicationId, s.candidate.token, typed);
    expect(response.statusCode, response.body).toBe(200);
    expect((await signaturesOf(t, s.applicationId))[0]?.typed_name).toBe(`${longest.first_name} ${longest.last_name}`);
  });

  it('records the address a trusted proxy forwards only when TRUST_PROXY says so', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    const s = await submittedCandidate(t, { unsigned: true });
    const direct = await sign(s.applicationId, s.candidate.token, signBody(maya), forwarded);
    expect(direct.json().ip).toBe('127.0.0.1');

    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1/32' });
    try {
      const p = await submittedCandidate(proxied, { unsigned: true });
      const response = await call(
        proxied,
        'POST',
        apiPaths.sign(p.applicationId),
        p.candidate.token,
        signBody(maya),
        forwarded,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().ip).toBe('203.0.113.9');
      expect((await signaturesOf(proxied, p.applicationId))[0]?.ip).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /api/candidate/user/sign/{applicationId}', () => {
  it('answers the owner and an administrator, 404 to another candidate or before signing, 401 anonymous', async () => {
    const s = await submittedCandidate(t, { unsigned: true });
    const url = apiPaths.sign(s.applicationId);
    expect((await call(t, 'GET', url, s.candidate.token)).statusCode).toBe(404);
    const signed = (await sign(s.applicationId, s.candidate.token)).json();
    expect((await call(t, 'GET', url, s.candidate.token)).json()).toEqual(signed);
    expect((await call(t, 'GET', url, admin.token)).json()).toEqual(signed);
    const other = await createCandidate(t);
    expect((await call(t, 'GET', url, other.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
  });
});

describe('a signed application is frozen', () => {
  it('refuses every change to its answers with 409 and writes nothing; cancelling stays open', async () => {
    const refs = await referenceIds(t.database.db);
    const s = await submittedCandidate(t, { unsigned: true });
    const { id: userId, token } = s.candidate;
    const id = s.applicationId;
    expect((await sign(id, token)).statusCode).toBe(200);
    const db = t.database.db;
    const count = async () => ({
      forms: await db.select().from(onboardingForms).where(eq(onboardingForms.application_id, id)),
      licences: (await db.select().from(licenses).where(eq(licenses.application_id, id))).length,
      answers: await db.select().from(qualificationsTable).where(eq(qualificationsTable.application_id, id)),
      history: (await db.select().from(workHistories).where(eq(workHistories.application_id, id))).length,
      documents: (await db.select().from(uploads).where(eq(uploads.user_id, userId))).length,
      draft: (await db.select().from(applications).where(eq(applications.id, id)))[0]?.draft,
    });
    const before = await count();
    const state = (await call(t, 'GET', apiPaths.onboarding(id), token)).json();
    // The page learns that the answers are frozen, so it stops saving them.
    expect(state).toMatchObject({ status: 'in_progress', signed: true });
    const { version } = state;
    const file = multipartFile(SMALL_PDF, 'late.pdf');
    const refusals = [
      await call(t, 'PUT', apiPaths.onboardingDraft(id), token, { step: 9, data: {}, version }),
      await call(t, 'PUT', apiPaths.onboarding(id), token, onboardingForm({ city: 'Changed' })),
      await call(t, 'POST', apiPaths.license(userId), token, primaryLicense({ dl_license_no: 'CHANGED' })),
      await call(t, 'POST', apiPaths.addLicense(userId), token, additionalLicense()),
      await call(t, 'POST', apiPaths.qualifications(userId), token, qualifications(refs)),
      await call(t, 'POST', apiPaths.workHistory(userId), token, workHistoryEntry()),
    ];
    for (const response of refusals) expectRefused(response, 409, inEnglish.t('signing.api.frozen'));
    const upload = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadDoc('training'),
      payload: file.payload,
      headers: { ...file.headers, ...bearer(token) },
    });
    expectRefused(upload, 409, inEnglish.t('signing.api.documentsFrozen'));
    expectRefused(
      await call(t, 'DELETE', apiPaths.deleteDoc(s.training.doc_id), token),
      409,
      inEnglish.t('signing.api.documentsFrozen'),
    );
    expect(await count()).toEqual(before);

    expect((await call(t, 'DELETE', apiPaths.cancelApplication(id), token)).statusCode).toBe(200);
    expect((await db.select().from(applications).where(eq(applications.id, id)))[0]?.status).toBe('cancelled');
  });
});

describe('PUT /api/candidate/user/pipeline/{userId} with 3', () => {
  it('is refused until the application is signed, then completes it', async () => {
    const s = await submittedCandidate(t, { unsigned: true });
    const complete = () => call(t, 'PUT', apiPaths.pipeline(s.candidate.id), s.candidate.token, { pipeline_status: 3 });
    expectRefused(await complete(), 409, inEnglish.t('signing.api.unsigned'));
    expect(
      (await t.database.db.select().from(applications).where(eq(applications.id, s.applicationId)))[0]?.status,
    ).toBe('in_progress');
    expect((await sign(s.applicationId, s.candidate.token)).statusCode).toBe(200);
    expect((await complete()).json()).toEqual({
      pipeline_status: 3,
      message: inEnglish.t('onboarding.completed'),
      messageId: 'onboarding.completed',
    });
  });

  it('is refused when a text became required after the driver signed without accepting it', async () => {
    const lenient = await createTestApp({ COMPLIANCE_REQUIRED: 'electronic_records' });
    try {
      const s = await submittedCandidate(lenient, { unsigned: true });
      const body = { ...signBody(maya), consents: { electronic_records: true } };
      const signed = await call(lenient, 'POST', apiPaths.sign(s.applicationId), s.candidate.token, body);
      expect(signed.statusCode, signed.body).toBe(200);
      const accepted = Object.fromEntries(
        signed.json().texts.map((text: { key: string; accepted: boolean }) => [text.key, text.accepted]),
      );
      expect(accepted).toEqual({
        certification: true,
        previous_employers: false,
        background_check: false,
        electronic_records: true,
      });
      // The same database restarted with the shipped configuration: every text is required again.
      const strict = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: lenient.dataDir,
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: path.join(lenient.dataDir, 'no-web-build'),
        }),
        database: lenient.database,
      });
      try {
        const response = await strict.inject({
          method: 'PUT',
          url: apiPaths.pipeline(s.candidate.id),
          headers: bearer(s.candidate.token),
          payload: { pipeline_status: 3 },
        });
        expectRefused(response, 409, inEnglish.t('signing.api.unsigned'));
      } finally {
        await strict.close();
      }
    } finally {
      await lenient.close();
    }
  });
});

describe('the admin file, Verify and the printed application', () => {
  it('shows the signature, the carrier and the date; Verify matches, is audited, and notices tampering', async () => {
    const s = await submittedCandidate(t);
    const file = (await call(t, 'GET', apiPaths.adminApplication(s.applicationId), admin.token)).json();
    expect(file.carrier).toEqual({
      legal_name: 'Test Carrier',
      address: '100 Example Road, Toronto, ON M1M 1M1, Canada',
    });
    expect(file.date_of_application).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(file.signature).toMatchObject({ typed_name: 'Maya Singh', application_id: s.applicationId });

    const verify = () => call(t, 'POST', apiPaths.adminSignatureVerify(s.applicationId), admin.token);
    const first = await verify();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      matches: true,
      stored_sha256: file.signature.snapshot_sha256,
      computed_sha256: file.signature.snapshot_sha256,
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.signature_verify'), eq(auditLog.target_id, s.applicationId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toEqual({ matches: true });

    await t.database.db
      .update(applicationSignatures)
      .set({ snapshot: sql`replace(${applicationSignatures.snapshot}, 'Milton', 'Miltown')` })
      .where(eq(applicationSignatures.application_id, s.applicationId));
    const tampered = (await verify()).json();
    expect(tampered.matches).toBe(false);
    expect(tampered.stored_sha256).toBe(file.signature.snapshot_sha256);
    expect(tampered.computed_sha256).not.toBe(file.signature.snapshot_sha256);
    expect((await call(t, 'POST', apiPaths.adminSignatureVerify(999999), admin.token)).statusCode).toBe(404);
  });

  it('prints the signed snapshot with the carrier, the certification, each accepted text and the certificate', async () => {
    const s = await submittedCandidate(t);
    const signature = (await call(t, 'GET', apiPaths.sign(s.applicationId), admin.token)).json();
    // A change behind the application's back does not reach the printed, signed application.
    await t.database.db
      .update(onboardingForms)
      .set({ city: 'Changed Town' })
      .where(eq(onboardingForms.application_id, s.applicationId));
    const text = await pdfText(s.applicationId);
    const texts = (await call(t, 'GET', apiPaths.complianceTexts)).json().texts as Array<{ title: string }>;
    for (const expected of [
      'Test Carrier',
      '100 Example Road, Toronto, ON M1M 1M1, Canada',
      'Date of application',
      CERTIFICATION,
      'Signature (typed name) Maya Singh',
      'Signature certificate',
      signature.snapshot_sha256,
      '127.0.0.1',
      ...texts.map((shown) => shown.title),
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Milton');
    expect(text).not.toContain('Changed Town');
    // Each accepted text has its page, and the certificate comes after the last of them.
    expect(text.split('Accepted by Maya Singh')).toHaveLength(texts.length + 1);
    expect(text.indexOf('Signature certificate')).toBeGreaterThan(text.lastIndexOf('Accepted by Maya Singh'));
  });

  it('prints an unsigned application from the live answers, with the carrier and "Not signed."', async () => {
    const s = await submittedCandidate(t, { unsigned: true });
    const text = await pdfText(s.applicationId);
    expect(text).toContain('Test Carrier');
    expect(text).toContain('100 Example Road, Toronto, ON M1M 1M1, Canada');
    expect(text).toContain('Certification and signature Not signed.');
    expect(text).not.toContain('Signature certificate');
  });
});
