import { apiPaths, inEnglish } from '@roadhire/shared';
import { signBody } from '@roadhire/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  licenses,
  onboardingForms,
  qualifications as qualificationsTable,
  uploads,
  users,
  workHistories,
} from '../src/db/schema.js';
import { applyForm, bearer, createCandidate, createPosition, registration } from './helpers/factories.js';
import {
  additionalLicense,
  insertDocument,
  onboardingForm,
  primaryLicense,
  qualifications,
  referenceIds,
  startOnboarding,
  workHistoryEntry,
} from './helpers/onboarding-payloads.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgresOnly } from './helpers/test-database.js';

let t: TestApp;
let ids: { education: number; region: number; equipment: number };
beforeAll(async () => {
  t = await createTestApp();
  ids = await referenceIds(t.database.db);
});
afterAll(() => t.close());

type Candidate = { id: number; token: string; applicationId: number };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const submitForm = (c: Candidate, payload: unknown = onboardingForm(), token = c.token) =>
  call('PUT', apiPaths.onboarding(c.applicationId), token, payload);
const submitLicense = (c: Candidate, payload: unknown = primaryLicense(), userId = c.id) =>
  call('POST', apiPaths.license(userId), c.token, payload);
const addLicense = (c: Candidate, payload: unknown = additionalLicense(), userId = c.id) =>
  call('POST', apiPaths.addLicense(userId), c.token, payload);
const submitQualifications = (c: Candidate, payload: unknown = qualifications(ids), userId = c.id) =>
  call('POST', apiPaths.qualifications(userId), c.token, payload);
const addWorkHistory = (c: Candidate, payload: unknown = workHistoryEntry(), userId = c.id) =>
  call('POST', apiPaths.workHistory(userId), c.token, payload);
// The registration's name (Maya Singh), every consent the shipped texts require (decision 016).
/** A job held for the last ten years and more, so the work history leaves no gap to explain (decision 017). */
const currentJob = workHistoryEntry({ wh_datefrom: '2012-01-01', wh_dateto: null, wh_status: 'Yes' });
const sign = (c: Candidate) => call('POST', apiPaths.sign(c.applicationId), c.token, signBody(registration()));
const complete = (c: Candidate, payload: unknown = { pipeline_status: 3 }, userId = c.id) =>
  call('PUT', apiPaths.pipeline(userId), c.token, payload);

const db = () => t.database.db;
const formsOf = (applicationId: number) =>
  db().select().from(onboardingForms).where(eq(onboardingForms.application_id, applicationId));
const licensesOf = (applicationId: number) =>
  db().select().from(licenses).where(eq(licenses.application_id, applicationId));
const qualificationsOf = (applicationId: number) =>
  db().select().from(qualificationsTable).where(eq(qualificationsTable.application_id, applicationId));
const workHistoryOf = (applicationId: number) =>
  db().select().from(workHistories).where(eq(workHistories.application_id, applicationId));
const applicationOf = async (applicationId: number) =>
  (await db().select().from(applications).where(eq(applications.id, applicationId)))[0];

function expectSaved(response: { statusCode: number; json(): unknown }) {
  expect(response.json()).toEqual({ message: inEnglish.t('onboarding.api.saved'), messageId: 'onboarding.api.saved' });
  expect(response.statusCode).toBe(200);
}

function expectBadRequest(response: { statusCode: number; json(): unknown }, message?: string) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { message: string }).message).toEqual(message ?? expect.any(String));
}

/** The six calls of SPEC §7 in order, as the client sends them. */
async function runSequence(c: Candidate, extraLicenses: object[], entries: object[]) {
  expectSaved(await submitForm(c));
  expectSaved(await submitLicense(c));
  for (const licence of extraLicenses) expectSaved(await addLicense(c, licence));
  expectSaved(await submitQualifications(c));
  for (const entry of entries) expectSaved(await addWorkHistory(c, entry));
}

describe('PUT /api/candidate/user/onboarding/{applicationId}', () => {
  it('stores the form and copies the address into the candidate’s profile', async () => {
    const c = await startOnboarding(t);
    expectSaved(await submitForm(c));
    const [form] = await formsOf(c.applicationId);
    expect(form).toMatchObject({ user_id: c.id, dob: '1988-04-12', postal_code: 'L9T 2X5', refer_by: null });
    const profile = (await call('GET', apiPaths.profile, c.token)).json();
    expect(profile).toMatchObject({
      dob: '1988-04-12',
      address1: '12 King Street West',
      address2: 'Unit 4',
      city: 'Milton',
      province: 'Ontario',
      country: 'Canada',
      postal_code: 'L9T 2X5',
    });
  });

  it('replaces the form when sent again, keeping one row', async () => {
    const c = await startOnboarding(t);
    expectSaved(await submitForm(c));
    expectSaved(await submitForm(c, onboardingForm({ city: 'Halton Hills' })));
    const forms = await formsOf(c.applicationId);
    expect(forms).toHaveLength(1);
    expect(forms[0]?.city).toBe('Halton Hills');
  });

  it('answers 404 for another candidate’s application and writes nothing', async () => {
    const owner = await startOnboarding(t);
    const other = await startOnboarding(t);
    const response = await submitForm(owner, onboardingForm({ address1: 'Somewhere else' }), other.token);
    expect(response.statusCode).toBe(404);
    expect(await formsOf(owner.applicationId)).toHaveLength(0);
    const [otherUser] = await db().select().from(users).where(eq(users.id, other.id));
    expect(otherUser?.address1).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const c = await startOnboarding(t);
    expect((await call('PUT', apiPaths.onboarding(c.applicationId), undefined, onboardingForm())).statusCode).toBe(401);
    expect(await formsOf(c.applicationId)).toHaveLength(0);
  });

  it.each([
    ['a missing address', onboardingForm({ address1: undefined })],
    ['a date of birth that is not a date', onboardingForm({ dob: '1988-02-31' })],
    ['a date of birth in the future', onboardingForm({ dob: '2999-01-01' })],
    ['a number for the city', { ...onboardingForm(), city: 12 }],
    ['a Canadian postal code that is not one', onboardingForm({ postal_code: '12345' })],
    ['an answer other than Yes or No', { ...onboardingForm(), dq_legal_right_us: 'Maybe' }],
    ['a referral without the referrer', onboardingForm({ refer_status: 'Yes', refer_by: null })],
    ['right to work without a document type', onboardingForm({ dq_legal_right_canada: 'Yes' })],
    ['an array instead of the form', [onboardingForm()]],
  ])('answers 400 with a message for %s', async (_name, payload) => {
    const c = await startOnboarding(t);
    expectBadRequest(await submitForm(c, payload));
    expect(await formsOf(c.applicationId)).toHaveLength(0);
  });

  it('answers 400 for an application id that is not a number', async () => {
    const c = await startOnboarding(t);
    expectBadRequest(await call('PUT', apiPaths.onboarding('abc'), c.token, onboardingForm()));
  });

  it('needs the candidate’s own proof of the chosen type when they may work in Canada', async () => {
    const c = await startOnboarding(t);
    const other = await startOnboarding(t);
    const form = onboardingForm({ dq_legal_right_canada: 'Yes', canada_doc_type: 'passport' });
    expectBadRequest(await submitForm(c, form), inEnglish.t('onboarding.api.proofMissing'));

    await insertDocument(db(), c.id, 'canada_proof', 'work_permit');
    await insertDocument(db(), other.id, 'canada_proof', 'passport');
    expectBadRequest(await submitForm(c, form), inEnglish.t('onboarding.api.proofMissing'));
    expect(await formsOf(c.applicationId)).toHaveLength(0);

    await insertDocument(db(), c.id, 'canada_proof', 'passport');
    expectSaved(await submitForm(c, form));
    expect((await formsOf(c.applicationId))[0]?.canada_doc_type).toBe('passport');
  });
});

describe('POST /api/candidate/user/license/{userId}', () => {
  it('keeps one primary licence per application, replaced when sent again', async () => {
    const c = await startOnboarding(t);
    expectSaved(await submitLicense(c));
    expectSaved(await submitLicense(c, primaryLicense({ dl_license_no: 'S9999-00000-11111' })));
    const rows = await licensesOf(c.applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dl_status: 'primary', dl_license_no: 'S9999-00000-11111', dl_class: ['A', 'Z'] });
  });

  it('answers 403 for another candidate’s user id, even for an administrator, and writes nothing', async () => {
    const owner = await startOnboarding(t);
    const other = await startOnboarding(t);
    const response = await submitLicense(other, primaryLicense(), owner.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: inEnglish.t('api.forbidden'), messageId: 'api.forbidden' });

    await db().update(users).set({ role: 1 }).where(eq(users.id, other.id));
    expect((await submitLicense(other, primaryLicense(), owner.id)).statusCode).toBe(403);
    expect(await licensesOf(owner.applicationId)).toHaveLength(0);
  });

  it('answers 401 without a token and 409 without an application in progress', async () => {
    const c = await startOnboarding(t);
    expect((await call('POST', apiPaths.license(c.id), undefined, primaryLicense())).statusCode).toBe(401);
    const noApplication = await createCandidate(t);
    const response = await call('POST', apiPaths.license(noApplication.id), noApplication.token, primaryLicense());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: inEnglish.t('onboarding.api.noActiveApplication'),
      messageId: 'onboarding.api.noActiveApplication',
    });
  });

  it.each([
    ['no classes', primaryLicense({ dl_class: [] })],
    ['an expiry that is not a date', primaryLicense({ dl_expdate: '2030-13-45' })],
    ['a class list as text', { ...primaryLicense(), dl_class: 'AZ' }],
    ['a missing licence number', primaryLicense({ dl_license_no: undefined })],
    ['an array instead of the licence', [primaryLicense()]],
  ])('answers 400 with a message for %s', async (_name, payload) => {
    const c = await startOnboarding(t);
    expectBadRequest(await submitLicense(c, payload));
    expect(await licensesOf(c.applicationId)).toHaveLength(0);
  });

  it('answers 400 for a user id that is not a number', async () => {
    const c = await startOnboarding(t);
    expectBadRequest(await call('POST', apiPaths.license('me'), c.token, primaryLicense()));
  });
});

describe('POST /api/candidate/user/license/add/{userId}', () => {
  it('adds each licence once: a retried call with the same key replaces it', async () => {
    const c = await startOnboarding(t);
    const licence = additionalLicense();
    expectSaved(await addLicense(c, licence));
    expectSaved(await addLicense(c, { ...licence, dl_license_no: 'AB-000001' }));
    expectSaved(await addLicense(c));
    const rows = await licensesOf(c.applicationId);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.dl_status === 'other')).toBe(true);
    expect(rows.find((row) => row.entry_key === licence.entry_key)?.dl_license_no).toBe('AB-000001');
  });

  it('keeps one row when the same call arrives twice at once', async (context) => {
    onPostgresOnly(context);
    const c = await startOnboarding(t);
    const licence = additionalLicense();
    const [first, second] = await Promise.all([addLicense(c, licence), addLicense(c, licence)]);
    expectSaved(first as never);
    expectSaved(second as never);
    expect(await licensesOf(c.applicationId)).toHaveLength(1);
  });

  it('answers 403 for another candidate’s user id and writes nothing', async () => {
    const owner = await startOnboarding(t);
    const other = await startOnboarding(t);
    expect((await addLicense(other, additionalLicense(), owner.id)).statusCode).toBe(403);
    expect(await licensesOf(owner.applicationId)).toHaveLength(0);
    expect(await licensesOf(other.applicationId)).toHaveLength(0);
  });

  it.each([
    ['an entry key that is not a uuid', additionalLicense({ entry_key: 'entry-1' })],
    ['the primary status', { ...additionalLicense(), dl_status: 'primary' }],
    ['an expiry that is not a date', additionalLicense({ dl_expdate: 'soon' })],
  ])('answers 400 with a message for %s', async (_name, payload) => {
    const c = await startOnboarding(t);
    expectBadRequest(await addLicense(c, payload));
    expect(await licensesOf(c.applicationId)).toHaveLength(0);
  });
});

describe('POST /api/candidate/user/qualifications/{userId}', () => {
  it('stores the answers once per application', async () => {
    const c = await startOnboarding(t);
    expectSaved(await submitQualifications(c));
    expectSaved(await submitQualifications(c, qualifications(ids, { dq_school: 'Sheridan College' })));
    const rows = await qualificationsOf(c.applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      dq_school: 'Sheridan College',
      dq_education: ids.education,
      dq_reg_travelled: [ids.region],
    });
  });

  it('needs the candidate’s own FAST card when they answer Yes', async () => {
    const c = await startOnboarding(t);
    const other = await startOnboarding(t);
    const answers = qualifications(ids, {
      dq_fast_card: 'Yes',
      dq_fast_card_no: '42000123',
      dq_fast_card_expiry: '2028-01-01',
    });
    await insertDocument(db(), other.id, 'fast_card');
    expectBadRequest(await submitQualifications(c, answers), inEnglish.t('onboarding.api.fastCardMissing'));
    expect(await qualificationsOf(c.applicationId)).toHaveLength(0);
    await insertDocument(db(), c.id, 'fast_card');
    expectSaved(await submitQualifications(c, answers));
  });

  it('accepts only the candidate’s own training and award documents of that kind', async () => {
    const c = await startOnboarding(t);
    const other = await startOnboarding(t);
    const theirs = await insertDocument(db(), other.id, 'training');
    const ownAward = await insertDocument(db(), c.id, 'award');
    const ownTraining = await insertDocument(db(), c.id, 'training');
    const withTraining = (docId: number) =>
      qualifications(ids, {
        dq_training: 'Yes',
        dq_trainings: [{ type: 'Defensive driving', date: '2021-03-01', doc_id: docId }],
      });

    expectBadRequest(
      await submitQualifications(c, withTraining(theirs)),
      inEnglish.t('onboarding.api.documentMissing'),
    );
    expectBadRequest(
      await submitQualifications(c, withTraining(ownAward)),
      inEnglish.t('onboarding.api.documentMissing'),
    );
    expectBadRequest(
      await submitQualifications(c, withTraining(999_999)),
      inEnglish.t('onboarding.api.documentMissing'),
    );
    expectBadRequest(
      await submitQualifications(
        c,
        qualifications(ids, {
          dq_safe_driving_awards: 'Yes',
          dq_awards: [{ type: 'Driver of the Year', date: '2022-12-01', doc_id: ownTraining }],
        }),
      ),
      inEnglish.t('onboarding.api.documentMissing'),
    );
    expect(await qualificationsOf(c.applicationId)).toHaveLength(0);

    expectSaved(await submitQualifications(c, withTraining(ownTraining)));
    expect((await qualificationsOf(c.applicationId))[0]?.dq_trainings).toEqual([
      { type: 'Defensive driving', date: '2021-03-01', doc_id: ownTraining },
    ]);
  });

  it('drops the training and award PDFs no submitted row names, and no one else’s', async () => {
    const c = await startOnboarding(t);
    const other = await startOnboarding(t);
    const unsaved = await insertDocument(db(), c.id, 'training');
    const kept = await insertDocument(db(), c.id, 'training');
    const removedRow = await insertDocument(db(), c.id, 'award');
    const proof = await insertDocument(db(), c.id, 'us_proof');
    const theirs = await insertDocument(db(), other.id, 'training');

    expectSaved(
      await submitQualifications(
        c,
        qualifications(ids, {
          dq_training: 'Yes',
          dq_trainings: [{ type: 'Defensive driving', date: '2021-03-01', doc_id: kept }],
        }),
      ),
    );
    const left = await db()
      .select({ id: uploads.id })
      .from(uploads)
      .where(inArray(uploads.id, [unsaved, kept, removedRow, proof, theirs]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([kept, proof, theirs].sort((a, b) => a - b));
  });

  it('answers 400 with a message for ids that are not in the reference lists', async () => {
    const c = await startOnboarding(t);
    expectBadRequest(
      await submitQualifications(c, qualifications(ids, { dq_education: 999_999 })),
      inEnglish.t('onboarding.api.unknownEducation'),
    );
    expectBadRequest(
      await submitQualifications(c, qualifications(ids, { dq_reg_travelled: [ids.region, 999_999] })),
      inEnglish.t('onboarding.api.unknownRegion'),
    );
    expectBadRequest(
      await submitQualifications(
        c,
        qualifications(ids, {
          dq_equip_operated: [999_999],
          dq_equip_operated_detail: { '999999': { miles: 1, desc: 'Unknown' } },
        }),
      ),
      inEnglish.t('onboarding.api.unknownEquipment'),
    );
    expect(await qualificationsOf(c.applicationId)).toHaveLength(0);
  });

  it.each([
    ['an answer missing', { ...qualifications({ education: 1, region: 1, equipment: 1 }), dq_conviction: undefined }],
    [
      'a conviction without its date',
      qualifications({ education: 1, region: 1, equipment: 1 }, { dq_conviction: 'Yes' }),
    ],
    ['education as text', { ...qualifications({ education: 1, region: 1, equipment: 1 }), dq_education: 'College' }],
    ['no region', qualifications({ education: 1, region: 1, equipment: 1 }, { dq_reg_travelled: [] })],
    [
      'equipment without its detail',
      qualifications({ education: 1, region: 1, equipment: 1 }, { dq_equip_operated_detail: {} }),
    ],
    [
      'a licence date that is not a date',
      qualifications({ education: 1, region: 1, equipment: 1 }, { dq_commercial_license_date: '01/05/2012' }),
    ],
    [
      'training rows as an object',
      { ...qualifications({ education: 1, region: 1, equipment: 1 }), dq_training: 'Yes', dq_trainings: { type: 'x' } },
    ],
  ])('answers 400 with a message for %s', async (_name, payload) => {
    const c = await startOnboarding(t);
    expectBadRequest(await submitQualifications(c, payload));
    expect(await qualificationsOf(c.applicationId)).toHaveLength(0);
  });

  it('answers 403 for another candidate’s user id and writes nothing', async () => {
    const owner = await startOnboarding(t);
    const other = await startOnboarding(t);
    expect((await submitQualifications(other, qualifications(ids), owner.id)).statusCode).toBe(403);
    expect(await qualificationsOf(owner.applicationId)).toHaveLength(0);
  });
});

describe('work history', () => {
  it('adds each entry once and lists them newest start date first', async () => {
    const c = await startOnboarding(t);
    const older = workHistoryEntry({ wh_datefrom: '2012-01-01', wh_dateto: '2015-06-30' });
    const current = workHistoryEntry({
      wh_type: 'Driving School',
      wh_name: 'Crossroads Truck Training',
      wh_hours_of_instruction: 200,
      wh_datefrom: '2023-09-01',
      wh_dateto: null,
      wh_status: 'Yes',
    });
    expectSaved(await addWorkHistory(c, older));
    expectSaved(await addWorkHistory(c, { ...older, wh_position: 'Lead driver' }));
    expectSaved(await addWorkHistory(c, current));

    const response = await call('GET', apiPaths.workHistory(c.id), c.token);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      wh_type: 'Driving School',
      wh_hours_of_instruction: 200,
      wh_dateto: null,
      application_id: c.applicationId,
    });
    expect(list[1]).toMatchObject({
      wh_position: 'Lead driver',
      wh_datefrom: '2012-01-01',
      wh_skills: { border_crossing: true },
    });
  });

  it('lists the entries of every application the candidate made', async () => {
    const c = await startOnboarding(t);
    expectSaved(await addWorkHistory(c, workHistoryEntry({ wh_name: 'First Try Freight' })));
    expect((await call('DELETE', apiPaths.cancelApplication(c.applicationId), c.token)).statusCode).toBe(200);
    const position = await createPosition(t);
    const again = await call('POST', apiPaths.apply, c.token, applyForm(position.p_id));
    const second = { ...c, applicationId: again.json().application_id as number };
    expect(second.applicationId).not.toBe(c.applicationId);
    expectSaved(
      await addWorkHistory(second, workHistoryEntry({ wh_name: 'Second Try Freight', wh_datefrom: '2020-01-01' })),
    );

    const list = (await call('GET', apiPaths.workHistory(c.id), c.token)).json();
    expect(
      list.map((entry: { wh_name: string; application_id: number }) => [entry.wh_name, entry.application_id]),
    ).toEqual([
      ['Second Try Freight', second.applicationId],
      ['First Try Freight', c.applicationId],
    ]);
  });

  it('lets an administrator read another candidate’s list but not add to it', async () => {
    const owner = await startOnboarding(t);
    expectSaved(await addWorkHistory(owner));
    const admin = await startOnboarding(t);
    await db().update(users).set({ role: 1 }).where(eq(users.id, admin.id));
    const read = await call('GET', apiPaths.workHistory(owner.id), admin.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(1);
    expect((await addWorkHistory(admin, workHistoryEntry(), owner.id)).statusCode).toBe(403);
    expect(await workHistoryOf(owner.applicationId)).toHaveLength(1);
  });

  it('answers 403 for another candidate’s list or additions, and 401 without a token', async () => {
    const owner = await startOnboarding(t);
    const other = await startOnboarding(t);
    const read = await call('GET', apiPaths.workHistory(owner.id), other.token);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ message: inEnglish.t('api.forbidden'), messageId: 'api.forbidden' });
    expect((await addWorkHistory(other, workHistoryEntry(), owner.id)).statusCode).toBe(403);
    expect((await call('GET', apiPaths.workHistory(owner.id))).statusCode).toBe(401);
    expect((await call('POST', apiPaths.workHistory(owner.id), undefined, workHistoryEntry())).statusCode).toBe(401);
    expect(await workHistoryOf(owner.applicationId)).toHaveLength(0);
    expect(await workHistoryOf(other.applicationId)).toHaveLength(0);
  });

  it.each([
    ['an end date before the start', workHistoryEntry({ wh_datefrom: '2020-01-01', wh_dateto: '2019-01-01' })],
    ['no end date while not still active', workHistoryEntry({ wh_dateto: null })],
    ['a start date that is not a date', workHistoryEntry({ wh_datefrom: '2020-02-30' })],
    ['a start date in the future', workHistoryEntry({ wh_datefrom: '2999-01-01', wh_dateto: '2999-02-01' })],
    ['an unknown type', { ...workHistoryEntry(), wh_type: 'Freelance' }],
    ['a working entry without the employer', workHistoryEntry({ wh_name: null })],
    ['military without the branch', workHistoryEntry({ wh_type: 'Military', wh_military_rank: 'Corporal' })],
    ['an entry key that is not a uuid', workHistoryEntry({ entry_key: '123' })],
    ['an array of entries', [workHistoryEntry()]],
  ])('answers 400 with a message for %s', async (_name, payload) => {
    const c = await startOnboarding(t);
    expectBadRequest(await addWorkHistory(c, payload));
    expect(await workHistoryOf(c.applicationId)).toHaveLength(0);
  });
});

describe('the whole final submit', () => {
  it('run twice leaves one primary licence and each additional licence and entry once', async () => {
    const c = await startOnboarding(t);
    const extra = [additionalLicense(), additionalLicense({ dl_province: 'Manitoba' })];
    const entries = [
      workHistoryEntry(),
      workHistoryEntry({ wh_type: 'Unemployed', wh_datefrom: '2018-01-01', wh_dateto: '2019-02-01' }),
      workHistoryEntry({
        wh_type: 'Military',
        wh_branch_service: 'Army',
        wh_military_rank: 'Corporal',
        wh_datefrom: '2010-01-01',
        wh_dateto: '2012-01-01',
      }),
    ];
    await runSequence(c, extra, entries);
    await runSequence(c, extra, entries);

    const rows = await licensesOf(c.applicationId);
    expect(rows.filter((row) => row.dl_status === 'primary')).toHaveLength(1);
    expect(rows.filter((row) => row.dl_status === 'other')).toHaveLength(2);
    expect(await workHistoryOf(c.applicationId)).toHaveLength(3);
    expect(await formsOf(c.applicationId)).toHaveLength(1);
    expect(await qualificationsOf(c.applicationId)).toHaveLength(1);
  });

  it('keeps one row of each when the whole sequence arrives twice at once', async (context) => {
    onPostgresOnly(context);
    const c = await startOnboarding(t);
    const licence = additionalLicense();
    const entry = workHistoryEntry();
    expectSaved(await submitForm(c));
    const responses = await Promise.all([
      submitLicense(c),
      submitLicense(c),
      addLicense(c, licence),
      addLicense(c, licence),
      submitQualifications(c),
      submitQualifications(c),
      addWorkHistory(c, entry),
      addWorkHistory(c, entry),
    ]);
    for (const response of responses) expectSaved(response);
    const rows = await licensesOf(c.applicationId);
    expect(rows.filter((row) => row.dl_status === 'primary')).toHaveLength(1);
    expect(rows.filter((row) => row.dl_status === 'other')).toHaveLength(1);
    expect(await qualificationsOf(c.applicationId)).toHaveLength(1);
    expect(await workHistoryOf(c.applicationId)).toHaveLength(1);
  });

  it('drops an entry removed before the retry', async () => {
    const c = await startOnboarding(t);
    const [keep, drop] = [additionalLicense(), additionalLicense()];
    const [keepEntry, dropEntry] = [workHistoryEntry(), workHistoryEntry({ wh_name: 'Gone Ltd.' })];
    await runSequence(c, [keep, drop], [keepEntry, dropEntry]);
    await runSequence(c, [keep], [keepEntry]);

    const others = (await licensesOf(c.applicationId)).filter((row) => row.dl_status === 'other');
    expect(others.map((row) => row.entry_key)).toEqual([keep.entry_key]);
    expect((await workHistoryOf(c.applicationId)).map((row) => row.entry_key)).toEqual([keepEntry.entry_key]);
  });
});

describe('PUT /api/candidate/user/pipeline/{userId}', () => {
  it('refuses to complete an application with a step missing', async () => {
    const c = await startOnboarding(t);
    expectBadRequest(await complete(c), inEnglish.t('onboarding.api.incomplete'));
    expectSaved(await submitForm(c));
    expectSaved(await submitLicense(c));
    expectBadRequest(await complete(c), inEnglish.t('onboarding.api.incomplete'));
    expect((await applicationOf(c.applicationId))?.status).toBe('in_progress');
  });

  it.each([2, 4, '3', null])('answers 400 with the message for pipeline_status %s', async (status) => {
    const c = await startOnboarding(t);
    await runSequence(c, [], []);
    expectBadRequest(
      await complete(c, { pipeline_status: status }),
      inEnglish.t('onboarding.api.pipelineOnlyCompleted'),
    );
    expect((await applicationOf(c.applicationId))?.status).toBe('in_progress');
  });

  it('completes the application; the profile and the check answer pipeline_status 3; repeating answers 200', async () => {
    const c = await startOnboarding(t);
    await runSequence(c, [additionalLicense()], [currentJob]);
    expect((await sign(c)).statusCode).toBe(200);
    const done = await complete(c);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      pipeline_status: 3,
      message: inEnglish.t('onboarding.completed'),
      messageId: 'onboarding.completed',
    });
    const application = await applicationOf(c.applicationId);
    expect(application).toMatchObject({
      status: 'submitted',
      submitted_at: expect.any(Date),
      recruiter_stage: 'submitted',
      recruiter_stage_at: expect.any(Date),
    });

    expect((await call('GET', apiPaths.profile, c.token)).json()).toMatchObject({ pipeline_status: 3 });
    expect((await call('GET', apiPaths.applicationCheck, c.token)).json()).toEqual({
      pipeline_status: 3,
      application_id: c.applicationId,
    });
    const again = await complete(c);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      pipeline_status: 3,
      message: inEnglish.t('onboarding.completed'),
      messageId: 'onboarding.completed',
    });
    expect((await applicationOf(c.applicationId))?.submitted_at).toEqual(application?.submitted_at);
  });

  it('refuses every write after submission with 409, leaving the records as they were', async () => {
    const c = await startOnboarding(t);
    await runSequence(c, [], [currentJob]);
    expect((await sign(c)).statusCode).toBe(200);
    expect((await complete(c)).statusCode).toBe(200);

    const refusals = [
      await submitForm(c, onboardingForm({ city: 'Changed' })),
      await submitLicense(c, primaryLicense({ dl_license_no: 'CHANGED' })),
      await addLicense(c),
      await submitQualifications(c),
      await addWorkHistory(c),
      await call('PUT', apiPaths.onboardingDraft(c.applicationId), c.token, { step: 1, data: {}, version: 0 }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: inEnglish.t('onboarding.api.alreadySubmitted'),
        messageId: 'onboarding.api.alreadySubmitted',
      });
    }
    expect((await formsOf(c.applicationId))[0]?.city).toBe('Milton');
    expect(await licensesOf(c.applicationId)).toHaveLength(1);
    expect(await workHistoryOf(c.applicationId)).toHaveLength(1);
    expect((await call('GET', apiPaths.onboarding(c.applicationId), c.token)).json()).toMatchObject({
      status: 'submitted',
    });
  });

  it('answers 403 for another candidate, 401 without a token and 409 without an application', async () => {
    const owner = await startOnboarding(t);
    await runSequence(owner, [], []);
    const other = await startOnboarding(t);
    expect((await complete(other, { pipeline_status: 3 }, owner.id)).statusCode).toBe(403);
    expect((await call('PUT', apiPaths.pipeline(owner.id), undefined, { pipeline_status: 3 })).statusCode).toBe(401);
    expect((await applicationOf(owner.applicationId))?.status).toBe('in_progress');

    const nobody = await createCandidate(t);
    const response = await call('PUT', apiPaths.pipeline(nobody.id), nobody.token, { pipeline_status: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: inEnglish.t('onboarding.api.noActiveApplication'),
      messageId: 'onboarding.api.noActiveApplication',
    });
  });

  it('keeps a cancelled application out of the final calls', async () => {
    const c = await startOnboarding(t);
    await call('DELETE', apiPaths.cancelApplication(c.applicationId), c.token);
    expect((await applicationOf(c.applicationId))?.status).toBe('cancelled');
    const form = await submitForm(c);
    expect(form.statusCode).toBe(409);
    expect(form.json()).toEqual({
      message: inEnglish.t('onboarding.api.noActiveApplication'),
      messageId: 'onboarding.api.noActiveApplication',
    });
    expect((await submitLicense(c)).statusCode).toBe(409);
    expect(await db().select().from(licenses).where(eq(licenses.user_id, c.id))).toHaveLength(0);
  });
});
