import { type AdminApplicantFile, apiPaths, inEnglish } from '@roadhire/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, auditLog } from '../src/db/schema.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { applyForm, bearer, createCandidate, createPosition } from './helpers/factories.js';
import { referenceIds } from './helpers/onboarding-payloads.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let refs: { education: number; region: number; equipment: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  refs = await referenceIds(t.database.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const file = async (id: number): Promise<AdminApplicantFile> => {
  const response = await call('GET', apiPaths.adminApplication(id), admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/admin/applications/{id}', () => {
  it('answers the candidate’s whole file in one answer', async () => {
    const s = await submittedCandidate(t);
    const f = await file(s.applicationId);

    expect(f.profile).toMatchObject({
      id: s.candidate.id,
      email: s.candidate.email,
      pipeline_status: 3,
      city: 'Milton',
    });
    expect(f.profile).not.toHaveProperty('password_hash');
    expect(f.application).toMatchObject({
      id: s.applicationId,
      job_id: s.position.p_id,
      p_position_title: 'Regional AZ Driver',
      status: 'submitted',
      pipeline_status: 3,
      recruiter_stage: 'submitted',
      screening: { is_over_21: 1, has_class1_license: 1, eligible_fast_card: 1, mountain_experience_years: 2 },
      resume: {
        url: expect.stringMatching(
          new RegExp(`^/uploads/resumes/${s.resume.filename}\\?expires=\\d+&signature=[\\w-]{43}$`),
        ),
        filename: s.resume.filename,
        original_name: 'maya resume.pdf',
      },
    });
    expect(f.application.submitted_at).toEqual(expect.any(String));
    expect(f.onboarding_form).toMatchObject({
      refer_status: 'Yes',
      refer_by: { name: 'Tom Reyes', employeeId: 'E-1042' },
      canada_doc_type: 'work_permit',
      address1: '12 King Street West',
    });
    expect(f.licenses.primary).toMatchObject({ dl_status: 'primary', dl_license_no: 'S1234-56789-01234' });
    expect(f.licenses.others).toEqual([expect.objectContaining({ dl_status: 'other', dl_license_no: 'AB-778899' })]);
    expect(f.qualifications).toMatchObject({
      dq_education: refs.education,
      dq_education_name: expect.any(String),
      dq_reg_travelled: [refs.region],
      dq_reg_travelled_names: [{ rt_id: refs.region, rt_name: expect.any(String) }],
      dq_equip_operated_detail: [
        { eo_id: refs.equipment, eo_name: expect.any(String), miles: 500_000, desc: 'Dry van, 53 ft' },
      ],
      dq_trainings: [{ type: 'Defensive driving', date: '2021-05-01', doc_id: s.training.doc_id }],
      dq_fast_card_no: 'FC123456',
    });
    expect(f.qualifications?.dq_education_name?.length).toBeGreaterThan(0);
    expect(f.work_history.map((entry) => entry.wh_name)).toEqual(['Northern Freight Ltd.', 'Prairie Haulers']);

    const byName = new Map(f.documents.map((doc) => [doc.original_name, doc]));
    expect([...byName.keys()].sort()).toEqual(['air brakes.pdf', 'fast card.pdf', 'maya resume.pdf', 'permit.pdf']);
    expect(byName.get('permit.pdf')).toMatchObject({ kind: 'canada_proof', doc_type: 'work_permit' });
    expect(byName.get('air brakes.pdf')).toMatchObject({ kind: 'training', doc_type: null });
    expect(byName.get('fast card.pdf')).toMatchObject({ kind: 'fast_card' });
    expect(byName.get('maya resume.pdf')).toMatchObject({
      kind: 'resume',
      url: expect.stringMatching(
        new RegExp(`^/uploads/resumes/${s.resume.filename}\\?expires=\\d+&signature=[\\w-]{43}$`),
      ),
    });
    // Every document opens from its link, as the candidate's own do.
    for (const doc of f.documents) {
      const opened = await t.app.inject({ method: 'GET', url: doc.url });
      expect(opened.statusCode, doc.original_name).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
    }
    expect(byName.get('permit.pdf')?.url).toMatch(/^\/uploads\/documents\/.+\?expires=\d+&signature=[\w-]{43}$/);
    expect(f.events).toEqual([]);
    expect(f.other_applications).toEqual([]);
  });

  it('lists the candidate’s other applications', async () => {
    const candidate = await createCandidate(t);
    const first = await createPosition(t, { p_position_title: 'First Try' });
    const second = await createPosition(t, { p_position_title: 'Second Try' });
    const applied = (await call('POST', apiPaths.apply, candidate.token, applyForm(first.p_id))).json();
    expect((await call('DELETE', apiPaths.cancelApplication(applied.application_id), candidate.token)).statusCode).toBe(
      200,
    );
    const again = (await call('POST', apiPaths.apply, candidate.token, applyForm(second.p_id))).json();
    const f = await file(again.application_id);
    expect(f.application).toMatchObject({
      status: 'in_progress',
      pipeline_status: 2,
      recruiter_stage: null,
      resume: null,
    });
    expect(f.onboarding_form).toBeNull();
    expect(f.qualifications).toBeNull();
    expect(f.licenses).toEqual({ primary: null, others: [] });
    expect(f.other_applications).toEqual([
      expect.objectContaining({
        id: applied.application_id,
        job_id: first.p_id,
        p_position_title: 'First Try',
        status: 'cancelled',
        cancelled_at: expect.any(String),
      }),
    ]);
    expect((await file(applied.application_id)).other_applications.map((a) => a.id)).toEqual([again.application_id]);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const missing = await call('GET', apiPaths.adminApplication(2_000_000_000), admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    const bad = await call('GET', apiPaths.adminApplication('abc'), admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(inEnglish.t('api.invalidId'));
  });
});

describe('PUT /api/admin/applications/{id}/status', () => {
  it('moves the stage with who and when, keeps the candidate’s status, and audits it', async () => {
    const s = await submittedCandidate(t);
    const before = Date.now();
    const response = await call('PUT', apiPaths.adminApplicationStatus(s.applicationId), admin.token, {
      stage: 'interview',
      note: 'Strong mountain experience',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: s.applicationId,
      recruiter_stage: 'interview',
      event: {
        kind: 'stage',
        from_stage: 'submitted',
        to_stage: 'interview',
        note: 'Strong mountain experience',
        actor_id: admin.id,
        actor_email: admin.email,
      },
    });
    expect(Date.parse(response.json().recruiter_stage_at)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, s.applicationId));
    expect(row).toMatchObject({ status: 'submitted', recruiter_stage: 'interview' });
    // What §4 shows the candidate stays 3.
    const check = await call('GET', apiPaths.applicationCheck, s.candidate.token);
    expect(check.json()).toMatchObject({ pipeline_status: 3 });
    const profile = await call('GET', apiPaths.profile, s.candidate.token);
    expect(profile.json().pipeline_status).toBe(3);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.stage'), eq(auditLog.target_id, s.applicationId)));
    expect(audit).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_type: 'application',
      details: { from: 'submitted', to: 'interview', note: 'Strong mountain experience' },
    });

    // Any direction, and the list and file show it.
    await call('PUT', apiPaths.adminApplicationStatus(s.applicationId), admin.token, { stage: 'rejected' });
    await call('PUT', apiPaths.adminApplicationStatus(s.applicationId), admin.token, { stage: 'in_review' });
    const f = await file(s.applicationId);
    expect(f.application.recruiter_stage).toBe('in_review');
    expect(f.application.pipeline_status).toBe(3);
    expect(f.events.map((e) => [e.from_stage, e.to_stage, e.note])).toEqual([
      ['rejected', 'in_review', null],
      ['interview', 'rejected', null],
      ['submitted', 'interview', 'Strong mountain experience'],
    ]);
    expect(f.events.every((e) => e.actor_email === admin.email && e.created_at)).toBe(true);
  });

  it('answers 409 for an application not submitted, and changes nothing', async () => {
    const position = await createPosition(t);
    for (const status of ['in_progress', 'cancelled'] as const) {
      const row = await seedApplicant(t, { jobId: position.p_id, status });
      const response = await call('PUT', apiPaths.adminApplicationStatus(row.id), admin.token, {
        stage: 'hired',
        hired_on: '2026-12-01',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: inEnglish.t('adminApplications.notSubmitted'),
        messageId: 'adminApplications.notSubmitted',
      });
      const [after] = await t.database.db.select().from(applications).where(eq(applications.id, row.id));
      expect(after?.recruiter_stage).toBeNull();
      const events = await t.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.application_id, row.id));
      expect(events).toEqual([]);
    }
  });

  it('answers 404 for an unknown application', async () => {
    const response = await call('PUT', apiPaths.adminApplicationStatus(2_000_000_000), admin.token, {
      stage: 'hired',
      hired_on: '2026-12-01',
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['an unknown stage', { stage: 'archived' }],
    ['no stage', { note: 'hello' }],
    ['a note over 5000 characters', { stage: 'hired', hired_on: '2026-12-01', note: 'x'.repeat(5001) }],
    ['a number for the note', { stage: 'hired', hired_on: '2026-12-01', note: 5 }],
  ])('answers 400 for %s', async (_label, payload) => {
    const position = await createPosition(t);
    const row = await seedApplicant(t, { jobId: position.p_id });
    const response = await call('PUT', apiPaths.adminApplicationStatus(row.id), admin.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    const [after] = await t.database.db.select().from(applications).where(eq(applications.id, row.id));
    expect(after?.recruiter_stage).toBe('submitted');
  });
});

describe('POST /api/admin/applications/{id}/notes', () => {
  it('adds a note with who and when, newest first in the file, and audits it', async () => {
    const position = await createPosition(t);
    const row = await seedApplicant(t, { jobId: position.p_id, status: 'in_progress' });
    const first = await call('POST', apiPaths.adminApplicationNotes(row.id), admin.token, {
      note: '  Left a voicemail ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'note',
      note: 'Left a voicemail',
      from_stage: null,
      to_stage: null,
      actor_id: admin.id,
      actor_email: admin.email,
      created_at: expect.any(String),
    });
    await call('POST', apiPaths.adminApplicationNotes(row.id), admin.token, { note: 'Called back' });
    const f = await file(row.id);
    expect(f.events.map((e) => e.note)).toEqual(['Called back', 'Left a voicemail']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.note'), eq(auditLog.target_id, row.id)))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_type: 'application',
      details: { note: 'Called back' },
    });
    // A note moves nothing.
    expect(f.application).toMatchObject({ status: 'in_progress', recruiter_stage: null });
  });

  it.each([
    ['an empty note', { note: '' }],
    ['a blank note', { note: '   ' }],
    ['no note', {}],
    ['a note over 5000 characters', { note: 'x'.repeat(5001) }],
  ])('answers 400 for %s', async (_label, payload) => {
    const position = await createPosition(t);
    const row = await seedApplicant(t, { jobId: position.p_id });
    const response = await call('POST', apiPaths.adminApplicationNotes(row.id), admin.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.application_id, row.id));
    expect(events).toEqual([]);
  });

  it('accepts a note of exactly 5000 characters and answers 404 for an unknown application', async () => {
    const position = await createPosition(t);
    const row = await seedApplicant(t, { jobId: position.p_id });
    expect(
      (await call('POST', apiPaths.adminApplicationNotes(row.id), admin.token, { note: 'y'.repeat(5000) })).statusCode,
    ).toBe(201);
    const missing = await call('POST', apiPaths.adminApplicationNotes(2_000_000_000), admin.token, { note: 'hi' });
    expect(missing.statusCode).toBe(404);
  });
});
