import { createHash } from 'node:crypto';
import { apiPaths } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, clearinghouseChecks, users } from '../src/db/schema.js';
import { seedAdministrator } from '../src/db/seed/administrator.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { FULL_QUERY, recordQuery as recordQueryAs } from './helpers/clearinghouse.js';
import { bearer, createPosition, SMALL_PDF } from './helpers/factories.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// From a signed application to a hire (decision 029): the hire date with the Hired stage, the
// Clearinghouse step a CDL job needs before it (49 CFR 382.701, 382.703), and the investigation
// file's permission (391.53).

let t: TestApp;
let recruiter: Awaited<ReturnType<typeof createAdmin>>;
let plainAdmin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createAdmin(t, { investigations: true });
  plainAdmin = await createAdmin(t);
});
afterAll(() => t.close());

const SLOW = { timeout: 60_000 };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const hire = (id: number, payload: object = { stage: 'hired', hired_on: '2026-12-01' }) =>
  call('PUT', apiPaths.adminApplicationStatus(id), recruiter.token, payload);

const recordQuery = (id: number, fields: Record<string, string>, token = recruiter.token, bytes = SMALL_PDF) =>
  recordQueryAs(t, id, fields, token, { bytes, name: 'clearinghouse result.pdf' });

const auditRows = (action: string, targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target_id, targetId)));

describe('the hire date', () => {
  it('is required with Hired, refused with any other stage, stored and shown on the applicant file', async () => {
    const position = await createPosition(t, { p_requires_cdl: false, p_position_title: 'Yard Hostler' });
    const application = await seedApplicant(t, { jobId: position.p_id });

    const withoutDate = await hire(application.id, { stage: 'hired' });
    expect(withoutDate.statusCode).toBe(400);
    expect(withoutDate.json().message).toBe('Please enter the hire date to move the application to Hired.');
    const onInterview = await hire(application.id, { stage: 'interview', hired_on: '2026-12-01' });
    expect(onInterview.statusCode).toBe(400);
    expect((await hire(application.id, { stage: 'hired', hired_on: '2026-02-30' })).statusCode).toBe(400);

    const hired = await hire(application.id);
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json()).toMatchObject({ recruiter_stage: 'hired', hired_on: '2026-12-01' });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.hiredOn).toBe('2026-12-01');
    const file = await call('GET', apiPaths.adminApplication(application.id), plainAdmin.token);
    expect(file.json().application.hired_on).toBe('2026-12-01');
    const [audit] = await auditRows('application.stage', application.id);
    expect(audit?.details).toMatchObject({ to: 'hired', hired_on: '2026-12-01' });
  });
});

describe('the Clearinghouse step of a CDL job', () => {
  it(
    'keeps the Hired stage closed until the consent and the full query with its PDF are there, then opens it',
    SLOW,
    async () => {
      const { candidate, applicationId } = await submittedCandidate(t);

      const refused = await hire(applicationId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/has not signed the Clearinghouse consent/);

      // The driver sees the consent to sign on their account and signs it with their typed name.
      const mine = await call('GET', apiPaths.driverApplications, candidate.token);
      expect(mine.json().items[0]).toMatchObject({
        id: applicationId,
        step: 'received',
        clearinghouse_consent: 'to_sign',
        checks: [],
      });
      const view = await call('GET', apiPaths.clearinghouseConsent(applicationId), candidate.token);
      expect(view.statusCode).toBe(200);
      expect(view.json().text.key).toBe('clearinghouse_consent');
      expect(view.json().signature).toBeNull();
      const wrongName = await call('POST', apiPaths.clearinghouseConsent(applicationId), candidate.token, {
        typed_name: 'Someone Else',
        certify: true,
      });
      expect(wrongName.statusCode).toBe(400);
      const unticked = await call('POST', apiPaths.clearinghouseConsent(applicationId), candidate.token, {
        typed_name: 'Maya Singh',
      });
      expect(unticked.statusCode).toBe(400);
      const signed = await call('POST', apiPaths.clearinghouseConsent(applicationId), candidate.token, {
        typed_name: ' maya  singh ',
        certify: true,
      });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().signature).toMatchObject({ typed_name: 'maya singh' });
      const again = await call('POST', apiPaths.clearinghouseConsent(applicationId), candidate.token, {
        typed_name: 'Maya Singh',
        certify: true,
      });
      expect(again.statusCode).toBe(409);

      // What was signed is kept whole, with a hash that recomputes from it.
      const [check] = await t.database.db
        .select()
        .from(clearinghouseChecks)
        .where(eq(clearinghouseChecks.application_id, applicationId));
      const snapshot = check?.consent_snapshot ?? '';
      expect(createHash('sha256').update(snapshot, 'utf8').digest('hex')).toBe(check?.consent_snapshot_sha256);
      expect(JSON.parse(snapshot)).toMatchObject({
        application_id: applicationId,
        typed_name: 'maya singh',
        text: { key: 'clearinghouse_consent', text: t.config.compliance.clearinghouseConsent.text },
      });
      expect(signed.json().signature.snapshot_sha256).toBe(check?.consent_snapshot_sha256);

      expect((await hire(applicationId)).statusCode).toBe(409);
      const notPdf = await recordQuery(
        applicationId,
        FULL_QUERY,
        recruiter.token,
        Buffer.from('plain text, not a PDF'),
      );
      expect(notPdf.statusCode).toBe(415);
      const recorded = await recordQuery(applicationId, FULL_QUERY);
      expect(recorded.statusCode, recorded.body).toBe(200);
      expect(recorded.json()).toMatchObject({
        required: true,
        complete: true,
        queries: [
          { query_type: 'full', result: 'no_violations', result_pdf: { original_name: 'clearinghouse result.pdf' } },
        ],
        consent: { keep_until: '2029-11-20' },
      });
      const queryId = recorded.json().queries[0].id;
      const pdf = await call('GET', apiPaths.adminClearinghouseQueryPdf(applicationId, queryId), recruiter.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const hired = await hire(applicationId);
      expect(hired.statusCode, hired.body).toBe(200);
      const after = await call('GET', apiPaths.adminClearinghouse(applicationId), recruiter.token);
      expect(after.json().next_query_due).toBe('2027-11-20');
      const due = await call('GET', apiPaths.adminClearinghouseDue, recruiter.token);
      expect(due.json().items).toContainEqual(
        expect.objectContaining({ application_id: applicationId, next_query_due: '2027-11-20' }),
      );
      const status = await call('GET', apiPaths.driverApplications, candidate.token);
      expect(status.json().items[0]).toMatchObject({
        step: 'decision',
        decision: 'hired',
        clearinghouse_consent: 'signed',
      });
    },
  );

  it(
    'shows a French reader the carrier’s translation beside the English consent, and an English one none',
    SLOW,
    async () => {
      const english = await submittedCandidate(t);
      const inEnglish = await call(
        'GET',
        apiPaths.clearinghouseConsent(english.applicationId),
        english.candidate.token,
      );
      expect(inEnglish.statusCode).toBe(200);
      expect(inEnglish.json().text).toMatchObject({
        key: 'clearinghouse_consent',
        version: '2026-11-26 shipped default',
      });
      expect(inEnglish.json().text.translation).toBeUndefined();

      const french = await submittedCandidate(t);
      await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.candidate.id));
      const inFrench = (
        await call('GET', apiPaths.clearinghouseConsent(french.applicationId), french.candidate.token)
      ).json();
      // The English text is still the one consented to; its translation is beside it.
      expect(inFrench.text).toMatchObject({
        key: 'clearinghouse_consent',
        version: '2026-11-26 shipped default',
        text: t.config.compliance.clearinghouseConsent.text,
        translation: {
          lang: 'fr',
          title: 'Consentement aux interrogations limitées du Drug and Alcohol Clearinghouse de la FMCSA',
          version: '2026-11-26 traduction livrée par défaut',
          text: expect.stringMatching(/^Je consens à ce que l’employeur nommé ci-dessus/),
        },
      });
      expect(inFrench.text.translation.sha256).toBe(sha256(inFrench.text.translation.text));
    },
  );

  it('records the language the consent was signed in and the translation shown beside it', SLOW, async () => {
    const english = await submittedCandidate(t);
    const signedInEnglish = await call(
      'POST',
      apiPaths.clearinghouseConsent(english.applicationId),
      english.candidate.token,
      {
        typed_name: 'Maya Singh',
        certify: true,
      },
    );
    expect(signedInEnglish.statusCode, signedInEnglish.body).toBe(200);
    expect(signedInEnglish.json().signature).toMatchObject({ language: 'en', translation: null });

    const french = await submittedCandidate(t);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.candidate.id));
    const shown = t.config.compliance.clearinghouseConsent.translations.fr;
    const signed = await call('POST', apiPaths.clearinghouseConsent(french.applicationId), french.candidate.token, {
      typed_name: 'Maya Singh',
      certify: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const translation = { lang: 'fr', version: '2026-11-26 traduction livrée par défaut', sha256: shown?.sha256 };
    expect(signed.json().signature).toMatchObject({
      language: 'fr',
      text_version: '2026-11-26 shipped default',
      translation,
    });
    // The driver reads it again, and the recruiter sees it on the applicant file.
    const again = await call('GET', apiPaths.clearinghouseConsent(french.applicationId), french.candidate.token);
    expect(again.json().signature).toMatchObject({ language: 'fr', translation });
    const file = await call('GET', apiPaths.adminClearinghouse(french.applicationId), recruiter.token);
    expect(file.json().consent).toMatchObject({ language: 'fr', translation });

    // The record keeps the translation's body, and the hashed snapshot names what was read beside the English.
    const [check] = await t.database.db
      .select()
      .from(clearinghouseChecks)
      .where(eq(clearinghouseChecks.application_id, french.applicationId));
    expect(check?.consent_language).toBe('fr');
    expect(check?.consent_translation).toMatchObject({ ...translation, text: shown?.text });
    expect(JSON.parse(check?.consent_snapshot ?? '')).toMatchObject({
      language: 'fr',
      text: { version: '2026-11-26 shipped default', text: t.config.compliance.clearinghouseConsent.text },
      translation: { ...translation, text: shown?.text },
    });
    expect(sha256(check?.consent_snapshot ?? '')).toBe(check?.consent_snapshot_sha256);
  });

  it("keeps one driver out of another's consent", SLOW, async () => {
    const first = await submittedCandidate(t);
    const second = await submittedCandidate(t);
    const other = await call('GET', apiPaths.clearinghouseConsent(first.applicationId), second.candidate.token);
    expect(other.statusCode).toBe(404);
    const signOther = await call('POST', apiPaths.clearinghouseConsent(first.applicationId), second.candidate.token, {
      typed_name: 'Maya Singh',
      certify: true,
    });
    expect(signOther.statusCode).toBe(404);
    expect((await call('GET', apiPaths.adminClearinghouse(2_000_000_000), recruiter.token)).statusCode).toBe(404);
  });
});

describe('the investigation file permission', () => {
  it(
    'answers 403 with a message to an administrator without it, and audits every read by one with it',
    SLOW,
    async () => {
      const { applicationId } = await submittedCandidate(t);
      const forbidden = await call('GET', apiPaths.adminClearinghouse(applicationId), plainAdmin.token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(
        'Your account is not allowed to see investigation files. Ask an administrator who is.',
      );
      const write = await recordQuery(applicationId, FULL_QUERY, plainAdmin.token);
      expect(write.statusCode).toBe(403);
      expect(await auditRows('investigation.read', applicationId)).toEqual([]);

      expect((await call('GET', apiPaths.adminClearinghouse(applicationId), recruiter.token)).statusCode).toBe(200);
      expect((await call('GET', apiPaths.adminClearinghouse(applicationId), recruiter.token)).statusCode).toBe(200);
      const reads = await auditRows('investigation.read', applicationId);
      expect(reads).toHaveLength(2);
      expect(reads[0]).toMatchObject({
        actor_id: recruiter.id,
        actor_email: recruiter.email,
        target_type: 'application',
        details: { part: 'clearinghouse' },
      });
    },
  );

  it('is given only by an administrator who holds it, audited, and shown in the accounts list', async () => {
    const refused = await call('PUT', apiPaths.adminUserPermissions(plainAdmin.id), plainAdmin.token, {
      can_view_investigations: true,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call('PUT', apiPaths.adminUserPermissions(plainAdmin.id), recruiter.token, {
      can_view_investigations: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Choose true or false for can_view_investigations.',
      messageId: 'hiring.api.badInvestigationsPermission',
    });
    const given = await call('PUT', apiPaths.adminUserPermissions(plainAdmin.id), recruiter.token, {
      can_view_investigations: true,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().can_view_investigations).toBe(true);
    expect(await auditRows('user.permissions', plainAdmin.id)).toHaveLength(1);
    const list = await call('GET', `${apiPaths.adminUsers}?q=${encodeURIComponent(plainAdmin.email)}`, recruiter.token);
    expect(list.json().items[0]).toMatchObject({ id: plainAdmin.id, can_view_investigations: true });
    await call('PUT', apiPaths.adminUserPermissions(plainAdmin.id), recruiter.token, {
      can_view_investigations: false,
    });
  });

  it('is held by the administrator made from ADMIN_EMAIL', async () => {
    const email = 'owner@example.test';
    await seedAdministrator(t.database.db, { email, password: 'Owner-pass-1' }, t.app.log);
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(owner).toMatchObject({ role: 1, can_view_investigations: true });
    // An existing account named by ADMIN_EMAIL gets it too.
    await t.database.db.update(users).set({ can_view_investigations: false }).where(eq(users.email, email));
    await seedAdministrator(t.database.db, { email, password: 'Owner-pass-1' }, t.app.log);
    const [again] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(again?.can_view_investigations).toBe(true);
  });
});
