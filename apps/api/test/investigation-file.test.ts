import { apiPaths } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, employerVerifications, users, verificationResponses } from '../src/db/schema.js';
import { sweepVerifications } from '../src/domain/verifications/verification-sweep.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { FULL_QUERY, recordQuery } from './helpers/clearinghouse.js';
import {
  dayOffset,
  driverWithTwoDotEmployers,
  employerAnswer,
  employerTokenOf,
  signAllReleases,
} from './helpers/employer-checks.js';
import { bearer } from './helpers/factories.js';
import { pdfText } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The driver investigation history file of one application as one PDF (49 CFR 391.23, 391.53;
// decision 030), through the real app, database and SMTP.

const SLOW = { timeout: 120_000 };
const DAY = 86_400_000;
let t: TestApp;
let recruiter: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_INTERVAL: '200ms' });
  recruiter = await createAdmin(t, { investigations: true });
}, 180_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The PDF's text, every run of white space made one space. */

const reads = (applicationId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'investigation.read'), eq(auditLog.target_id, applicationId)));

describe('GET /api/admin/applications/{id}/investigation-file.pdf', () => {
  it(
    'holds each employer with its release, request, attempts and answer or good-faith record, then the Clearinghouse step',
    SLOW,
    async () => {
      const answers = 'answers@file-a.test';
      const silent = 'silent@file-b.test';
      const { candidate, applicationId } = await driverWithTwoDotEmployers(t, { a: answers, b: silent });
      await signAllReleases(t, candidate.token);
      const request = await t.mailbox.waitFor(answers, /Employment verification request/);
      await t.mailbox.waitFor(silent, /Employment verification request/);

      // Northern Freight answers through its link; Metro Transit never does.
      const answered = await call(
        'POST',
        apiPaths.employerResponse(employerTokenOf(request)),
        undefined,
        employerAnswer(),
      );
      expect(answered.statusCode, answered.body).toBe(200);
      const answerHash: string = answered.json().sha256;

      // Hired today: past the carrier's 30 days the silent one closes with its good-faith record.
      await t.database.db
        .update(applications)
        .set({ hiredOn: dayOffset(0) })
        .where(eq(applications.id, applicationId));
      await sweepVerifications({ db: t.database.db, config: t.config }, new Date(Date.now() + 31 * DAY));

      // The Clearinghouse step: the driver's consent, then the recruiter's approval day and result.
      const consent = await call('POST', apiPaths.clearinghouseConsent(applicationId), candidate.token, {
        typed_name: 'Maya Singh',
        certify: true,
      });
      expect(consent.statusCode, consent.body).toBe(200);
      // Every query prints, each with its own result PDF.
      for (const [fields, name] of [
        [FULL_QUERY, 'pre-employment.pdf'],
        [
          { query_type: 'limited', purpose: 'annual', queried_on: '2027-11-02', result: 'no_information' },
          'annual.pdf',
        ],
      ] as const) {
        const query = await recordQuery(t, applicationId, fields, recruiter.token, { name });
        expect(query.statusCode, query.body).toBe(200);
      }

      const checks = await t.database.db
        .select()
        .from(employerVerifications)
        .where(eq(employerVerifications.application_id, applicationId));
      const northern = checks.find((row) => row.employer_name === 'Northern Freight Ltd.');
      const metro = checks.find((row) => row.employer_name === 'Metro Transit Lines');
      expect(metro?.status).toBe('no_response');
      const [stored] = await t.database.db
        .select()
        .from(verificationResponses)
        .where(eq(verificationResponses.verification_id, northern?.id ?? 0));
      expect(stored?.answer_sha256).toBe(answerHash);

      const before = (await reads(applicationId)).length;
      const response = await call('GET', apiPaths.adminInvestigationFilePdf(applicationId), recruiter.token);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="investigation-file-${applicationId}-maya-singh.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const text = await pdfText(response.rawPayload);
      for (const expected of [
        // The header: the carrier, the applicant, the time it was made; page numbers in the footer.
        t.config.carrier.legalName,
        'Maya Singh',
        `application #${applicationId}`,
        'Generated on',
        'Page 1 of',
        // Both employers, their contacts and their releases with the hash of what was signed.
        'Northern Freight Ltd.',
        'Metro Transit Lines',
        answers,
        silent,
        // Phone numbers as recruiters read them.
        '(905) 555-0101',
        '(416) 555-0199',
        northern?.release_sha256 ?? 'no release hash',
        metro?.release_sha256 ?? 'no release hash',
        // The attempts: the request by mail to each employer, and the reminder to the silent one.
        `request by email to ${answers}`,
        `request by email to ${silent}`,
        `reminder by email to ${silent}`,
        // The answer, signed and hashed.
        'Buffalo, NY: 1 injured, 0 killed',
        'Eligible for rehire: yes',
        'Dana Reed, Safety Manager',
        answerHash,
        // The good-faith record of the silent employer, with its hash.
        'Record of good-faith efforts (49 CFR 391.23(c)(2))',
        metro?.good_faith_sha256 ?? 'no good-faith hash',
        // The Clearinghouse step: the consent, then every query with its PDF.
        'Consent signed by',
        'Full query · 2026-11-20',
        'Pre-employment',
        'No violations',
        'pre-employment.pdf, uploaded',
        'Limited query · 2027-11-02',
        'No information',
        'annual.pdf, uploaded',
      ])
        expect(text, expected).toContain(expected);
      // The employer asked about drug and alcohol answers none it was not asked.
      expect(text).not.toContain('Drug and alcohol history (49 CFR 40.25(b))');

      // The read is in the audit log like every other read of the investigation file.
      const after = await reads(applicationId);
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toMatchObject({
        actor_id: recruiter.id,
        target_type: 'application',
        details: { part: 'file_pdf' },
      });
    },
  );

  it('speaks the downloading recruiter’s language, the stored answer as given', SLOW, async () => {
    const answers = 'answers@file-fr-a.test';
    const silent = 'silent@file-fr-b.test';
    const { candidate, applicationId } = await driverWithTwoDotEmployers(t, { a: answers, b: silent });
    await signAllReleases(t, candidate.token);
    const request = await t.mailbox.waitFor(answers, /Employment verification request/);
    await t.mailbox.waitFor(silent, /Employment verification request/);
    const answered = await call(
      'POST',
      apiPaths.employerResponse(employerTokenOf(request)),
      undefined,
      employerAnswer(),
    );
    expect(answered.statusCode, answered.body).toBe(200);

    const french = await createAdmin(t, { investigations: true });
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.id));
    const response = await call('GET', apiPaths.adminInvestigationFilePdf(applicationId), french.token);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Dossier d’enquête sur les antécédents du camionneur ou de la camionneuse (49 CFR 391.23, 391.53)',
      `Candidat : Maya Singh (candidature nº ${applicationId})`,
      'Produit le',
      'Employeur précédent 1 sur 2',
      'L’autorisation du camionneur ou de la camionneuse',
      'SHA-256 de l’autorisation signée',
      'La demande',
      'Tentatives (1)',
      `demande par courriel à ${answers}`,
      'Vérification d’emploi',
      'Admissible à la réembauche : oui',
      // What the employer wrote prints as written.
      'Buffalo, NY : blessés : 1, décès : 0',
      'Motif du départ : Still employed',
      'Dana Reed, Safety Manager',
      'Langue de la demande anglais',
      'Page 1 sur',
    ])
      expect(text, expected).toContain(expected);
    // Its moments in French: « 21 nov. 2026, 14 h 05 HNE ».
    expect(text).toMatch(/\d{4}, \d{1,2} h \d{2}/);
    for (const english of ['Driver investigation history file', 'The driver’s release', 'Generated on', 'Page 1 of'])
      expect(text).not.toContain(english);
  });

  it('prints the drug and alcohol part exactly as the employer chose it, never an unanswered "No"', SLOW, async () => {
    const printed = async (drugAlcohol: object, emails: { a: string; b: string }) => {
      const { candidate, applicationId } = await driverWithTwoDotEmployers(t, emails);
      await signAllReleases(t, candidate.token);
      // The transit employer (another DOT mode) is the one asked the 40.25(b) questions.
      const request = await t.mailbox.waitFor(emails.b, /Employment verification request/);
      const answered = await call(
        'POST',
        apiPaths.employerResponse(employerTokenOf(request)),
        undefined,
        employerAnswer({ drug_alcohol: drugAlcohol }),
      );
      expect(answered.statusCode, answered.body).toBe(200);
      const response = await call('GET', apiPaths.adminInvestigationFilePdf(applicationId), recruiter.token);
      expect(response.statusCode).toBe(200);
      return pdfText(response.rawPayload);
    };

    const notSubject = await printed({ record: 'not_subject' }, { a: 'a@da-statement.test', b: 'b@da-statement.test' });
    expect(notSubject).toContain('Drug and alcohol history (49 CFR 40.25(b))');
    expect(notSubject).toContain('The driver was not subject to DOT drug and alcohol testing with this employer.');
    expect(notSubject).not.toContain('Alcohol test of 0.04 or greater');

    const answeredEach = await printed(
      {
        record: 'answered',
        alcohol_04_or_more: false,
        verified_positive_drug: false,
        refusals: false,
        other_violations: false,
        return_to_duty_documents: null,
      },
      { a: 'a@da-answers.test', b: 'b@da-answers.test' },
    );
    for (const line of [
      'Alcohol test of 0.04 or greater: No',
      'Verified positive drug test: No',
      'Refusal to be tested: No',
      'Other DOT drug and alcohol violation: No',
      'Return-to-duty documents on file: does not apply (no violation reported)',
    ])
      expect(answeredEach, line).toContain(line);
  });

  it('writes one audit row per look at the file, however many reads its screen makes, in words', SLOW, async () => {
    const { candidate, applicationId } = await driverWithTwoDotEmployers(t, {
      a: 'a@audit-view.test',
      b: 'b@audit-view.test',
    });
    await signAllReleases(t, candidate.token);
    const before = (await reads(applicationId)).length;
    const onScreen = (url: string, view: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...bearer(recruiter.token), 'X-Investigation-View': view } });

    // The applicant file shows the checks and the Clearinghouse step at once, and refetches them.
    const view = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const first = await Promise.all([
      onScreen(apiPaths.adminApplicationVerifications(applicationId), view),
      onScreen(apiPaths.adminClearinghouse(applicationId), view),
    ]);
    expect(first.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await onScreen(apiPaths.adminApplicationVerifications(applicationId), view)).statusCode).toBe(200);
    const afterOneLook = await reads(applicationId);
    expect(afterOneLook).toHaveLength(before + 1);
    expect(afterOneLook.at(-1)).toMatchObject({
      actor_id: recruiter.id,
      target_type: 'application',
      details: { part: 'applicant_file', view },
    });

    // Opened again: another look, another row.
    await onScreen(apiPaths.adminClearinghouse(applicationId), 'f0e1d2c3b4a5968778695a4b3c2d1e0f');
    expect(await reads(applicationId)).toHaveLength(before + 2);

    // The view id is the client's: reused on another driver's file, it still writes that file's row.
    const other = await driverWithTwoDotEmployers(t, { a: 'c@audit-view.test', b: 'd@audit-view.test' });
    const otherBefore = (await reads(other.applicationId)).length;
    expect((await onScreen(apiPaths.adminClearinghouse(other.applicationId), view)).statusCode).toBe(200);
    expect(await reads(other.applicationId)).toHaveLength(otherBefore + 1);

    // A read outside the screen says what it read, and no API route.
    await call('GET', apiPaths.adminClearinghouse(applicationId), recruiter.token);
    const plain = (await reads(applicationId)).at(-1);
    expect(plain?.details).toEqual({ part: 'clearinghouse' });
  });

  it('answers 403 to an administrator without the permission, 401 without a token, 404 for an unknown application', async () => {
    const plainAdmin = await createAdmin(t);
    const { applicationId } = await driverWithTwoDotEmployers(t, { a: 'one@forbidden.test', b: 'two@forbidden.test' });
    const before = (await reads(applicationId)).length;

    const forbidden = await call('GET', apiPaths.adminInvestigationFilePdf(applicationId), plainAdmin.token);
    expect(forbidden.statusCode).toBe(403);
    expect(typeof forbidden.json().message).toBe('string');
    const anonymous = await call('GET', apiPaths.adminInvestigationFilePdf(applicationId));
    expect(anonymous.statusCode).toBe(401);
    expect(typeof anonymous.json().message).toBe('string');
    expect(await reads(applicationId)).toHaveLength(before);

    const unknown = await call('GET', apiPaths.adminInvestigationFilePdf(999_999), recruiter.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String), messageId: expect.any(String) });
    const invalid = await call('GET', apiPaths.adminInvestigationFilePdf('abc'), recruiter.token);
    expect(invalid.statusCode).toBe(400);
    expect(typeof invalid.json().message).toBe('string');
  });
});
