import { apiPaths } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPrivacyRequest } from '../src/data/privacy-requests-repository.js';
import { applications, auditLog, clearinghouseQueries, clearinghouseRtdDocuments, users } from '../src/db/schema.js';
import { runPrivacySweep } from '../src/domain/privacy/privacy-sweep.js';
import { sweepOrphanUploads } from '../src/jobs/orphan-uploads.js';
import { createFileStorage } from '../src/storage/create-storage.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import {
  consentedApplication as consentedApplicationOf,
  hireOn,
  postWithPdf,
  recordQuery as recordQueryAs,
} from './helpers/clearinghouse.js';
import { bearer, createPosition, SMALL_PDF } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The Clearinghouse step proves 49 CFR 382.701(a) (decision 029): every query is a record of its
// own with its own PDF, never overwritten; a hire needs a full query dated on or before the hire
// date, and a violation the return-to-duty documents (382.217, 40.305); a recruiter without the
// investigation permission learns only that the hire cannot happen yet.

let t: TestApp;
let recruiter: Awaited<ReturnType<typeof createAdmin>>;
let plainAdmin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createAdmin(t, { investigations: true });
  plainAdmin = await createAdmin(t);
});
afterAll(() => t.close());

type Fields = Record<string, string>;
const FULL = { query_type: 'full', purpose: 'pre_employment', driver_approved_on: '2026-11-20' };

const consentedApplication = (name?: string) => consentedApplicationOf(t, name);

const recordQuery = (id: number, fields: Fields, bytes?: Buffer, name?: string) =>
  recordQueryAs(t, id, fields, recruiter.token, { bytes, name });
const addRtd = (id: number, kind: string, dated_on: string) =>
  postWithPdf(t, apiPaths.adminClearinghouseRtdDocuments(id), { kind, dated_on }, recruiter.token, {
    name: `${kind}.pdf`,
  });

const hire = (id: number, hired_on: string, token = recruiter.token) => hireOn(t, id, hired_on, token);
const hireCheck = (id: number, hired_on: string, token = recruiter.token) =>
  t.app.inject({ method: 'GET', url: `${apiPaths.adminHireCheck(id)}?hired_on=${hired_on}`, headers: bearer(token) });
const step = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: apiPaths.adminClearinghouse(id), headers: bearer(recruiter.token) })
  ).json();

/** A PDF of its own: the same small document with a distinct comment at its end. */
const pdfSaying = (words: string) => Buffer.concat([SMALL_PDF, Buffer.from(`\n% ${words}\n`)]);

describe('each query of the Clearinghouse', () => {
  it('is a record of its own with its own PDF: the annual query leaves the pre-employment one and its PDF', async () => {
    const id = await consentedApplication();
    const first = await recordQuery(
      id,
      { ...FULL, queried_on: '2026-11-20', result: 'no_violations' },
      pdfSaying('pre-employment'),
      'pre-employment.pdf',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect((await hire(id, '2026-12-01')).statusCode).toBe(200);
    const annual = await recordQuery(
      id,
      { query_type: 'limited', purpose: 'annual', queried_on: '2027-11-15', result: 'no_information' },
      pdfSaying('annual'),
      'annual.pdf',
    );
    expect(annual.statusCode, annual.body).toBe(200);

    const queries = annual.json().queries;
    expect(queries).toMatchObject([
      { query_type: 'limited', purpose: 'annual', queried_on: '2027-11-15', result: 'no_information' },
      { query_type: 'full', purpose: 'pre_employment', queried_on: '2026-11-20', driver_approved_on: '2026-11-20' },
    ]);
    expect(annual.json()).toMatchObject({ next_query_due: '2028-11-15', consent: { keep_until: '2030-11-15' } });
    const bytes = await Promise.all(
      queries.map(async (query: { id: number }) => {
        const pdf = await t.app.inject({
          method: 'GET',
          url: apiPaths.adminClearinghouseQueryPdf(id, query.id),
          headers: bearer(recruiter.token),
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        return pdf.rawPayload.toString('latin1');
      }),
    );
    expect(bytes[0]).toContain('% annual');
    expect(bytes[1]).toContain('% pre-employment');
    const rows = await t.database.db
      .select()
      .from(clearinghouseQueries)
      .where(eq(clearinghouseQueries.application_id, id));
    expect(rows).toHaveLength(2);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clearinghouse.query'), eq(auditLog.target_id, id)));
    expect(audits).toHaveLength(2);
  });

  it('keeps its PDF through the sweep of stored files no row names', async () => {
    const id = await consentedApplication();
    await recordQuery(id, { ...FULL, queried_on: '2026-11-20', result: 'no_violations' });
    await addRtd(id, 'sap_report', '2026-11-21');
    const storage = await createFileStorage(t.config.storage);
    try {
      await sweepOrphanUploads({ db: t.database.db, storage, days: 7, strayFileGraceMs: 0 });
    } finally {
      await storage.close();
    }
    for (const query of (await step(id)).queries) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: apiPaths.adminClearinghouseQueryPdf(id, query.id),
        headers: bearer(recruiter.token),
      });
      expect(pdf.statusCode).toBe(200);
    }
    const [document] = (await step(id)).rtd_documents;
    const rtd = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminClearinghouseRtdDocumentPdf(id, document.id),
      headers: bearer(recruiter.token),
    });
    expect(rtd.statusCode).toBe(200);
  });

  it('refuses what no query is, with a message and no row: 400, 415, another application’s query 404', async () => {
    const id = await consentedApplication();
    const refused: Array<[Fields, string]> = [
      [{ ...FULL, queried_on: '2026-11-20' }, 'result'],
      [
        { query_type: 'full', purpose: 'pre_employment', queried_on: '2026-11-20', result: 'no_violations' },
        'approval',
      ],
      [{ ...FULL, driver_approved_on: '2026-11-21', queried_on: '2026-11-20', result: 'no_violations' }, 'after'],
      [{ ...FULL, queried_on: '2026-11-20', result: 'no_information' }, 'full result'],
      [{ query_type: 'limited', purpose: 'pre_employment', queried_on: '2026-11-20', result: 'no_information' }, 'pre'],
      [{ query_type: 'limited', purpose: 'annual', queried_on: '2026-11-20', result: 'prohibited' }, 'limited'],
      [{ ...FULL, queried_on: '2026-02-30', result: 'no_violations' }, 'date'],
      [{ ...FULL, query_type: 'partial', queried_on: '2026-11-20', result: 'no_violations' }, 'type'],
    ];
    for (const [fields, why] of refused) {
      const response = await recordQuery(id, fields);
      expect(response.statusCode, why).toBe(400);
      expect(typeof response.json().message, why).toBe('string');
    }
    const approval = await recordQuery(id, {
      query_type: 'full',
      purpose: 'annual',
      queried_on: '2026-11-20',
      result: 'no_violations',
    });
    expect(approval.json().message).toBe('Enter the day the driver approved the full query in FMCSA’s portal.');
    const notPdf = await recordQuery(
      id,
      { ...FULL, queried_on: '2026-11-20', result: 'no_violations' },
      Buffer.from('plain text'),
    );
    expect(notPdf.statusCode).toBe(415);
    expect((await step(id)).queries).toEqual([]);

    const other = await consentedApplication();
    const theirs = (await recordQuery(other, { ...FULL, queried_on: '2026-11-20', result: 'no_violations' })).json();
    const crossed = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminClearinghouseQueryPdf(id, theirs.queries[0].id),
      headers: bearer(recruiter.token),
    });
    expect(crossed.statusCode).toBe(404);
    expect(
      (await recordQuery(2_000_000_000, { ...FULL, queried_on: '2026-11-20', result: 'no_violations' })).statusCode,
    ).toBe(404);
  });
});

describe('the Hired stage of a CDL job', () => {
  it('needs a full query dated on or before the hire date', async () => {
    const id = await consentedApplication();
    const none = await hire(id, '2026-12-01');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('No full query of the Clearinghouse is recorded with its result PDF');

    await recordQuery(id, {
      ...FULL,
      driver_approved_on: '2026-12-03',
      queried_on: '2026-12-03',
      result: 'no_violations',
    });
    const early = await hire(id, '2026-12-01');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The full query was made on 2026-12-03, after the hire date 2026-12-01: the hire date cannot come before the pre-employment full query (49 CFR 382.701).',
    );
    // A limited query is no full one.
    await recordQuery(id, {
      query_type: 'limited',
      purpose: 'annual',
      queried_on: '2026-11-25',
      result: 'no_information',
    });
    expect((await hire(id, '2026-12-01')).statusCode).toBe(409);

    const onTheDay = await hire(id, '2026-12-03');
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
  });

  it('after a full query that found violations, needs the three return-to-duty documents dated by the hire', async () => {
    const id = await consentedApplication();
    await recordQuery(id, { ...FULL, queried_on: '2026-11-20', result: 'violations_found' });
    const bare = await hire(id, '2026-12-01');
    expect(bare.statusCode).toBe(409);
    expect(bare.json().message).toContain(
      'Missing: SAP report, Negative return-to-duty test result and Follow-up testing plan.',
    );
    expect((await addRtd(id, 'sap_report', '2026-11-22')).statusCode).toBe(200);
    expect((await addRtd(id, 'rtd_test', '2026-11-25')).statusCode).toBe(200);
    // Dated after the hire date: not there yet on that day.
    expect((await addRtd(id, 'follow_up_plan', '2026-12-02')).statusCode).toBe(200);
    const partly = await hire(id, '2026-12-01');
    expect(partly.statusCode).toBe(409);
    expect(partly.json().message).toContain('Missing: Follow-up testing plan.');
    expect((await addRtd(id, 'follow_up_plan', '2026-11-26')).statusCode).toBe(200);
    const hired = await hire(id, '2026-12-01');
    expect(hired.statusCode, hired.body).toBe(200);
    expect((await step(id)).rtd_documents.map((document: { kind: string }) => document.kind)).toEqual([
      'sap_report',
      'rtd_test',
      'follow_up_plan',
      'follow_up_plan',
    ]);
  });

  it('is refused to a prohibited driver, and to a driver who has not signed the consent', async () => {
    const id = await consentedApplication();
    await recordQuery(id, { ...FULL, queried_on: '2026-11-20', result: 'prohibited' });
    const refused = await hire(id, '2026-12-01');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/prohibited from safety-sensitive functions/);

    const position = await createPosition(t, { p_requires_cdl: true });
    const unsigned = await seedApplicant(t, { jobId: position.p_id });
    await recordQuery(unsigned.id, { ...FULL, queried_on: '2026-11-20', result: 'no_violations' });
    const noConsent = await hire(unsigned.id, '2026-12-01');
    expect(noConsent.statusCode).toBe(409);
    expect(noConsent.json().message).toBe(
      'The driver has not signed the Clearinghouse consent yet: they sign it from their account.',
    );
  });

  it('is checked before the move, in the reader’s language, and says why only to those allowed', async () => {
    const id = await consentedApplication();
    await recordQuery(id, { ...FULL, queried_on: '2026-11-20', result: 'violations_found' });
    const check = await hireCheck(id, '2026-12-01');
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ hired_on: '2026-12-01', allowed: false });
    expect(check.json().reasons[0]).toContain('The full query found violations');

    // Without the permission: no drug-and-alcohol fact, in the check or in the refusal.
    const generic =
      'This job needs a CDL, and the Clearinghouse step does not allow this hire yet. An administrator allowed to see investigation files can say why and complete it.';
    expect((await hireCheck(id, '2026-12-01', plainAdmin.token)).json().reasons).toEqual([generic]);
    const refused = await hire(id, '2026-12-01', plainAdmin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(generic);

    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, recruiter.id));
    try {
      const french = (await hireCheck(id, '2026-12-01')).json();
      expect(french.reasons[0]).toContain('Manquants\u00a0: Rapport du professionnel en abus de substances (SAP)');
    } finally {
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, recruiter.id));
    }

    for (const kind of ['sap_report', 'rtd_test', 'follow_up_plan']) await addRtd(id, kind, '2026-11-25');
    expect((await hireCheck(id, '2026-12-01')).json()).toEqual({ hired_on: '2026-12-01', allowed: true, reasons: [] });
    expect((await hireCheck(id, '2026-12-31x')).statusCode).toBe(400);
    expect((await hireCheck(2_000_000_000, '2026-12-01')).statusCode).toBe(404);

    // A job that needs no CDL: nothing to check.
    const position = await createPosition(t, { p_requires_cdl: false });
    const yard = await seedApplicant(t, { jobId: position.p_id });
    expect((await hireCheck(yard.id, '2026-12-01')).json().allowed).toBe(true);
  });
});

describe('the next query', () => {
  it('after a limited query that found information, is the full one within 24 hours', async () => {
    const id = await consentedApplication();
    await recordQuery(id, { ...FULL, queried_on: '2026-11-20', result: 'no_violations' });
    await hire(id, '2026-12-01');
    const limited = await recordQuery(id, {
      query_type: 'limited',
      purpose: 'annual',
      queried_on: '2027-10-04',
      result: 'information_found',
    });
    expect(limited.json()).toMatchObject({ full_query_due_by: '2027-10-05', next_query_due: '2027-10-05' });
    const full = await recordQuery(id, {
      query_type: 'full',
      purpose: 'annual',
      driver_approved_on: '2027-10-05',
      queried_on: '2027-10-05',
      result: 'no_violations',
    });
    expect(full.json()).toMatchObject({ full_query_due_by: null, next_query_due: '2028-10-05' });
  });
});

describe('an erased driver', () => {
  it('leaves no query or return-to-duty PDF in storage', async () => {
    const id = await consentedApplication('Erin');
    await recordQuery(id, { ...FULL, queried_on: '2026-11-20', result: 'violations_found' });
    await addRtd(id, 'sap_report', '2026-11-21');
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    const queries = await t.database.db
      .select()
      .from(clearinghouseQueries)
      .where(eq(clearinghouseQueries.application_id, id));
    const documents = await t.database.db
      .select()
      .from(clearinghouseRtdDocuments)
      .where(eq(clearinghouseRtdDocuments.application_id, id));
    const stored = [...queries.map((query) => query.result_filename ?? ''), ...documents.map((doc) => doc.filename)];
    expect(stored).toHaveLength(2);
    const storage = await createFileStorage(t.config.storage);
    try {
      const before = await Promise.all(stored.map((name) => storage.open('documents', name)));
      expect(before.every(Boolean)).toBe(true);
      for (const file of before) file?.stream.destroy();
      await insertPrivacyRequest(t.database.db, {
        user_id: row?.user_id ?? 0,
        kind: 'erasure',
        received_at: new Date(Date.now() - 40 * 86_400_000),
        due_on: '2026-12-01',
        erase_after: new Date(Date.now() - 86_400_000),
      });
      await runPrivacySweep({ db: t.database.db, storage, config: t.config, now: () => new Date() }, { dryRun: false });
      for (const name of stored) expect(await storage.open('documents', name), name).toBeUndefined();
      expect(await t.database.db.select().from(clearinghouseRtdDocuments)).not.toContainEqual(
        expect.objectContaining({ application_id: id }),
      );
    } finally {
      await storage.close();
    }
  });
});
