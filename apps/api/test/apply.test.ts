import { inEnglish } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../src/db/schema.js';
import { applyForm, bearer, createCandidate, createPosition, multipartFile, SMALL_PDF } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const applyAs = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/apply', headers: bearer(token), payload });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const applicationsOf = (userId: number) =>
  t.database.db.select().from(applications).where(eq(applications.user_id, userId));

async function uploadResume(token: string, bytes = SMALL_PDF, name = 'my resume.pdf') {
  const { payload, headers } = multipartFile(bytes, name);
  return t.app.inject({
    method: 'POST',
    url: '/api/apply/upload-resume',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

describe('POST /api/apply', () => {
  it('opens an application with the answers stored as 1/0 and updates the candidate’s details', async () => {
    const candidate = await createCandidate(t);
    const position = await createPosition(t);
    const response = await applyAs(
      candidate.token,
      applyForm(position.p_id, { postal_code: 'k1a0b1', home_phone: '613-555-0100' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      pipeline_status: 2,
      application_id: expect.any(Number),
      message: inEnglish.t('apply.started'),
      messageId: 'apply.started',
    });

    const [row] = await applicationsOf(candidate.id);
    expect(row).toMatchObject({
      id: body.application_id,
      job_id: position.p_id,
      status: 'in_progress',
      is_over_21: 1,
      has_twic_card: 0,
      mountain_experience_years: 2,
      postal_code: 'K1A 0B1',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, candidate.id));
    expect(user).toMatchObject({ postal_code: 'K1A 0B1', home_phone: '613-555-0100', mobile: '4165550123' });

    expect((await get('/api/apply/check', candidate.token)).json()).toEqual({
      pipeline_status: 2,
      application_id: body.application_id,
    });
    expect((await get('/api/apply/latest', candidate.token)).json()).toEqual({ application_id: body.application_id });
    expect((await get('/api/candidate/user/profile', candidate.token)).json().pipeline_status).toBe(2);
  });

  it('keeps one active application: a second apply answers the one in progress', async () => {
    const candidate = await createCandidate(t);
    const first = (await applyAs(candidate.token, applyForm((await createPosition(t)).p_id))).json();
    const second = await applyAs(candidate.token, applyForm((await createPosition(t)).p_id));
    expect(second.json()).toEqual({
      pipeline_status: 2,
      application_id: first.application_id,
      message: inEnglish.t('apply.alreadyInProgress'),
      messageId: 'apply.alreadyInProgress',
    });
    expect(await applicationsOf(candidate.id)).toHaveLength(1);
  });

  it('answers pipeline_status 3 and opens nothing for a candidate who completed onboarding', async () => {
    const candidate = await createCandidate(t);
    const first = (await applyAs(candidate.token, applyForm((await createPosition(t)).p_id))).json();
    await t.database.db
      .update(applications)
      .set({ status: 'submitted' })
      .where(eq(applications.id, first.application_id));
    const again = await applyAs(candidate.token, applyForm((await createPosition(t)).p_id));
    expect(again.json()).toEqual({
      pipeline_status: 3,
      application_id: first.application_id,
      message: inEnglish.t('apply.alreadyCompleted'),
      messageId: 'apply.alreadyCompleted',
    });
    expect(await applicationsOf(candidate.id)).toHaveLength(1);
    expect((await get('/api/apply/check', candidate.token)).json().pipeline_status).toBe(3);
  });

  it.each(['is_over_21', 'has_class1_license', 'has_1yr_experience'] as const)(
    'refuses a No to %s with "Not eligible to apply" and writes nothing',
    async (gate) => {
      const candidate = await createCandidate(t);
      const response = await applyAs(candidate.token, applyForm((await createPosition(t)).p_id, { [gate]: 0 }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Not eligible to apply', messageId: 'apply.notEligible' });
      expect(await applicationsOf(candidate.id)).toHaveLength(0);
    },
  );

  it.each([
    [{ convicted_felony_7yrs: 1, felony_details: 'Theft' }, 'Please provide the felony conviction date.'],
    [{ convicted_dui_dwi: 1, dui_details: 'Impaired' }, 'Please provide the DUI conviction date.'],
    [{ convicted_felony_7yrs: 1, felony_date: '2021-03-01' }, inEnglish.t('apply.felonyDetails')],
    [{ postal_code: '12345' }, 'Please enter a valid postal code in the format A0A 0A0'],
    [{ mobile: '555-0123' }, 'Mobile number must be exactly 10 digits'],
    [{ mountain_experience_years: -1 }, inEnglish.t('apply.mountainYears')],
    [{ live_in_canada: 2 }, inEnglish.t('apply.answerRequired')],
    [{ has_twic_card: undefined }, inEnglish.t('apply.answerRequired')],
    [{ first_name: ' ' }, inEnglish.t('apply.nameRequired')],
  ])('answers 400 for %j', async (change, message) => {
    const candidate = await createCandidate(t);
    const form = { ...applyForm((await createPosition(t)).p_id), ...change };
    const response = await applyAs(candidate.token, form);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await applicationsOf(candidate.id)).toHaveLength(0);
  });

  it('stores the felony and DUI follow-ups when Yes', async () => {
    const candidate = await createCandidate(t);
    const form = applyForm((await createPosition(t)).p_id, {
      convicted_felony_7yrs: 1,
      felony_date: '2020-05-04',
      felony_details: 'Details',
      convicted_dui_dwi: 1,
      dui_date: '2019-01-02',
      dui_details: 'More',
    });
    expect((await applyAs(candidate.token, form)).statusCode).toBe(200);
    const [row] = await applicationsOf(candidate.id);
    expect(row).toMatchObject({ felony_date: '2020-05-04', dui_date: '2019-01-02', dui_details: 'More' });
  });

  it('answers 404 for a closed position', async () => {
    const candidate = await createCandidate(t);
    const closed = await createPosition(t, { p_status: 'closed' });
    const response = await applyAs(candidate.token, applyForm(closed.p_id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: inEnglish.t('apply.positionClosed'),
      messageId: 'apply.positionClosed',
    });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/apply', payload: applyForm(1) });
    expect(response.statusCode).toBe(401);
    expect((await get('/api/apply/check')).statusCode).toBe(401);
    expect((await get('/api/apply/latest')).statusCode).toBe(401);
  });

  it('links the candidate’s own resume and refuses another candidate’s', async () => {
    const owner = await createCandidate(t);
    const other = await createCandidate(t);
    const uploaded = (await uploadResume(owner.token)).json();
    const position = await createPosition(t);

    const stolen = await applyAs(other.token, applyForm(position.p_id, { resume_file: uploaded.filename }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ message: inEnglish.t('apply.resumeNotFound'), messageId: 'apply.resumeNotFound' });

    const own = await applyAs(
      owner.token,
      applyForm(position.p_id, { resume_file: uploaded.filename, resume_original: uploaded.originalName }),
    );
    expect(own.statusCode).toBe(200);
    const [row] = await applicationsOf(owner.id);
    expect(row?.resume_upload_id).toEqual(expect.any(Number));
  });
});

describe('GET /api/apply/latest and /check with no application', () => {
  it('answers 404 and a null status', async () => {
    const candidate = await createCandidate(t);
    expect((await get('/api/apply/latest', candidate.token)).statusCode).toBe(404);
    expect((await get('/api/apply/check', candidate.token)).json()).toEqual({
      pipeline_status: null,
      application_id: null,
    });
  });
});

describe('DELETE /api/candidate/apply/cancel/{applicationId}', () => {
  const cancel = (id: number | string, token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/candidate/apply/cancel/${id}`, headers: bearer(token) });

  it('keeps the application as cancelled history and frees the candidate to apply again', async () => {
    const candidate = await createCandidate(t);
    const position = await createPosition(t);
    const first = (await applyAs(candidate.token, applyForm(position.p_id))).json();
    const response = await cancel(first.application_id, candidate.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Application cancelled', messageId: 'apply.cancelled' });
    expect((await get('/api/apply/check', candidate.token)).json()).toEqual({
      pipeline_status: null,
      application_id: null,
    });

    const second = (await applyAs(candidate.token, applyForm(position.p_id))).json();
    expect(second.application_id).not.toBe(first.application_id);
    const rows = await applicationsOf(candidate.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'in_progress']);
  });

  it("offers again, on the next application's step 1, the date of birth and addresses given before", async () => {
    const candidate = await createCandidate(t);
    const position = await createPosition(t);
    const first = (await applyAs(candidate.token, applyForm(position.p_id))).json();
    const aboutTheDriver = {
      dob: '1984-05-17',
      address1: '120 Front Street West',
      address2: 'Unit 4',
      country: 'Canada',
      province: 'Ontario',
      city: 'Toronto',
      postal_code: 'M5V 2T6',
      address_since: '2016-09-01',
      address_history: [],
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/candidate/user/onboarding/${first.application_id}/draft`,
      headers: bearer(candidate.token),
      payload: { step: 3, version: 0, data: { ...aboutTheDriver, refer_status: 'Yes', dl_license_no: 'D1234' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await cancel(first.application_id, candidate.token)).statusCode).toBe(200);

    const second = (await applyAs(candidate.token, applyForm(position.p_id))).json();
    const state = await get(`/api/candidate/user/onboarding/${second.application_id}`, candidate.token);
    expect(state.statusCode).toBe(200);
    // Only what is about the driver: the referral and the licence were answers to that application.
    expect(state.json().data).toEqual(aboutTheDriver);
    expect(state.json().version).toBe(0);

    // Another driver's new application starts empty.
    const other = await createCandidate(t);
    const theirs = (await applyAs(other.token, applyForm(position.p_id))).json();
    expect((await get(`/api/candidate/user/onboarding/${theirs.application_id}`, other.token)).json().data).toBeNull();
  });

  it('lets only the owner cancel', async () => {
    const owner = await createCandidate(t);
    const intruder = await createCandidate(t);
    const application = (await applyAs(owner.token, applyForm((await createPosition(t)).p_id))).json();
    const response = await cancel(application.application_id, intruder.token);
    expect(response.statusCode).toBe(403);
    expect((await applicationsOf(owner.id))[0]?.status).toBe('in_progress');
  });

  it('answers 404 for an unknown id, 400 for a bad one, 409 for a submitted application', async () => {
    const candidate = await createCandidate(t);
    expect((await cancel(2_000_000_000, candidate.token)).statusCode).toBe(404);
    expect((await cancel('abc', candidate.token)).statusCode).toBe(400);
    const application = (await applyAs(candidate.token, applyForm((await createPosition(t)).p_id))).json();
    await t.database.db
      .update(applications)
      .set({ status: 'submitted' })
      .where(eq(applications.id, application.application_id));
    const response = await cancel(application.application_id, candidate.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: inEnglish.t('apply.notCancellable'),
      messageId: 'apply.notCancellable',
    });
  });
});
