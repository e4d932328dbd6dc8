import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, inEnglish, type OnboardingDraft } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { applications, positions, users } from '../src/db/schema.js';
import { bearer } from './helpers/factories.js';
import { startOnboarding } from './helpers/onboarding-payloads.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgresOnly } from './helpers/test-database.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getState = (applicationId: number | string, token?: string) =>
  t.app.inject({ method: 'GET', url: apiPaths.onboarding(applicationId), headers: token ? bearer(token) : {} });
const putDraft = (applicationId: number | string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: apiPaths.onboardingDraft(applicationId),
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const draftOf = async (applicationId: number) => {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
  return row;
};

const licenceKey = randomUUID();
const draft: OnboardingDraft = {
  version: 0,
  step: 5,
  data: {
    dob: '1988-04-12',
    address1: '12 King Street West',
    country: 'Canada',
    province: 'Ontario',
    refer_status: 'Yes',
    refer_by_name: 'Sam Lee',
    canada_doc_type: 'passport',
    dl_class: ['A', 'Z'],
    dq_trainings: [{ type: 'Defensive driving', date: '2020-05', doc_id: null }],
    other_licenses_held: 'Yes',
    additional_licenses: [
      {
        entry_key: licenceKey,
        dl_country: 'Canada',
        dl_province: 'Alberta',
        dl_license_no: 'AB-1',
        dl_class: ['1'],
        dl_condition: [],
        dl_expdate: '',
      },
    ],
    dq_reg_travelled: ['3', '4'],
    dq_equip_operated_detail: { '2': { miles: '12', desc: 'half-typ' } },
    wh_form: null,
    wh_editing_key: null,
  },
};

describe('GET /api/candidate/user/onboarding/{applicationId}', () => {
  it('starts a new application at step 1 with no answers and the position title', async () => {
    const candidate = await startOnboarding(t);
    const response = await getState(candidate.applicationId, candidate.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      application_id: candidate.applicationId,
      status: 'in_progress',
      p_position_title: 'Regional AZ Driver',
      position_open: true,
      step: 1,
      data: null,
      updated_at: null,
      version: 0,
      signed: false,
    });
  });

  it('says when the position closed while the driver was applying', async () => {
    const candidate = await startOnboarding(t);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, candidate.applicationId));
    await t.database.db
      .update(positions)
      .set({ p_status: 'closed' })
      .where(eq(positions.p_id, row?.job_id ?? 0));
    const response = await getState(candidate.applicationId, candidate.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'in_progress', position_open: false });
  });

  it('answers 404 for another candidate’s application and for one that does not exist', async () => {
    const owner = await startOnboarding(t);
    const other = await startOnboarding(t);
    const theirs = await getState(owner.applicationId, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    expect((await getState(999_999, other.token)).statusCode).toBe(404);
  });

  it('lets an administrator read a candidate’s draft', async () => {
    const owner = await startOnboarding(t);
    await putDraft(owner.applicationId, draft, owner.token);
    const admin = await startOnboarding(t);
    await t.database.db.update(users).set({ role: 1 }).where(eq(users.id, admin.id));
    const response = await getState(owner.applicationId, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ step: 5, data: draft.data });
  });

  it('answers 401 without a token and 400 with a message for an id that is not a number', async () => {
    const owner = await startOnboarding(t);
    expect((await getState(owner.applicationId)).statusCode).toBe(401);
    const bad = await getState('abc', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('shows a cancelled application as cancelled and refuses its draft with 409', async () => {
    const owner = await startOnboarding(t);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.cancelApplication(owner.applicationId),
      headers: bearer(owner.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await getState(owner.applicationId, owner.token)).json()).toMatchObject({ status: 'cancelled' });
    const save = await putDraft(owner.applicationId, draft, owner.token);
    expect(save.statusCode).toBe(409);
    expect(save.json()).toEqual({
      message: inEnglish.t('onboarding.api.noActiveApplication'),
      messageId: 'onboarding.api.noActiveApplication',
    });
    expect((await draftOf(owner.applicationId))?.draft).toBeNull();
  });
});

describe('PUT /api/candidate/user/onboarding/{applicationId}/draft', () => {
  it('saves the step and the answers, which the next GET answers as they were sent', async () => {
    const owner = await startOnboarding(t);
    const save = await putDraft(owner.applicationId, draft, owner.token);
    expect(save.statusCode).toBe(200);
    const saved = save.json();
    expect(saved).toEqual({ step: 5, updated_at: expect.any(String), version: 1 });

    const state = (await getState(owner.applicationId, owner.token)).json();
    expect(state).toMatchObject({ step: 5, data: draft.data, updated_at: saved.updated_at, version: 1 });
  });

  it('replaces the whole draft: answers left out of the next save are gone', async () => {
    const owner = await startOnboarding(t);
    await putDraft(owner.applicationId, draft, owner.token);
    const next = await putDraft(owner.applicationId, { step: 2, data: { dob: '1990-01-01' }, version: 1 }, owner.token);
    expect(next.statusCode).toBe(200);
    expect((await getState(owner.applicationId, owner.token)).json()).toMatchObject({
      step: 2,
      data: { dob: '1990-01-01' },
    });
    expect((await draftOf(owner.applicationId))?.draft).toEqual({ dob: '1990-01-01' });
  });

  it('survives a restart: a new server on the same database resumes at the same step', async () => {
    const owner = await startOnboarding(t);
    await putDraft(owner.applicationId, draft, owner.token);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-restart-'));
    const restarted = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://portal.test',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        COMPANY_NAME: 'Test Carrier',
        COMPANY_PHONE: '1-800-555-0100',
        HR_EMAIL: 'hr@portal.test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      }),
      database: t.database,
    });
    try {
      const response = await restarted.inject({
        method: 'GET',
        url: apiPaths.onboarding(owner.applicationId),
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ step: 5, data: draft.data });
    } finally {
      // The database belongs to the first app; closing only this server's hooks.
      await restarted.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses another candidate’s application with 404 and writes nothing', async () => {
    const owner = await startOnboarding(t);
    const other = await startOnboarding(t);
    const response = await putDraft(owner.applicationId, draft, other.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    expect((await draftOf(owner.applicationId))?.draft).toBeNull();
  });

  it('answers 401 without a token and writes nothing', async () => {
    const owner = await startOnboarding(t);
    const response = await putDraft(owner.applicationId, draft);
    expect(response.statusCode).toBe(401);
    expect((await draftOf(owner.applicationId))?.draft).toBeNull();
  });

  it.each([
    ['no version', { step: 2, data: {} }],
    ['a negative version', { step: 2, data: {}, version: -1 }],
    ['a version as text', { step: 2, data: {}, version: '1' }],
    ['a step past the last', { step: 10, data: {}, version: 0 }],
    ['a step of 0', { step: 0, data: {}, version: 0 }],
    ['a step as text', { step: 'two', data: {}, version: 0 }],
    ['no data', { step: 2, version: 0 }],
    ['data as an array', { step: 2, data: [], version: 0 }],
    ['a number where text goes', { step: 2, data: { dob: 19880412 }, version: 0 }],
    ['an answer that is not Yes or No', { step: 2, data: { refer_status: 'Maybe' }, version: 0 }],
    [
      'an entry key that is not a uuid',
      {
        step: 5,
        version: 0,
        data: { additional_licenses: [{ ...draft.data.additional_licenses?.[0], entry_key: 'k1' }] },
      },
    ],
    ['an array of answers instead of the draft', [draft]],
    ['text longer than a field may hold', { step: 2, data: { address1: 'x'.repeat(2001) }, version: 0 }],
  ])('answers 400 with a message for %s', async (_name, payload) => {
    const owner = await startOnboarding(t);
    const response = await putDraft(owner.applicationId, payload, owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await draftOf(owner.applicationId))?.draft).toBeNull();
  });

  it('refuses a save based on an older version with 409 and the current version, and writes nothing', async () => {
    const owner = await startOnboarding(t);
    // Two windows load version 0; the first one's save wins.
    const first = await putDraft(
      owner.applicationId,
      { step: 7, data: { dq_school: 'Fanshawe' }, version: 0 },
      owner.token,
    );
    expect(first.json()).toMatchObject({ version: 1 });
    const before = await draftOf(owner.applicationId);

    const stale = await putDraft(owner.applicationId, { step: 2, data: { dq_school: 'Old' }, version: 0 }, owner.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: inEnglish.t('onboarding.api.draftChanged'),
      messageId: 'onboarding.api.draftChanged',
      version: 1,
    });
    const after = await draftOf(owner.applicationId);
    expect(after).toMatchObject({ draft: { dq_school: 'Fanshawe' }, draft_step: 7, draft_version: 1 });
    expect(after?.draft_updated_at).toEqual(before?.draft_updated_at);

    // A version from the future is as stale as one from the past.
    expect((await putDraft(owner.applicationId, { ...draft, version: 5 }, owner.token)).statusCode).toBe(409);
    // Based on the version it was shown, the save goes through and raises it.
    const fresh = await putDraft(owner.applicationId, { step: 2, data: { dq_school: 'New' }, version: 1 }, owner.token);
    expect(fresh.json()).toMatchObject({ step: 2, version: 2 });
  });

  it('lets only one of two saves based on the same version through when they race', async (context) => {
    onPostgresOnly(context);
    const owner = await startOnboarding(t);
    const schools = ['A', 'B', 'C'];
    const saves = await Promise.all(
      schools.map((school) =>
        putDraft(owner.applicationId, { step: 7, data: { dq_school: school }, version: 0 }, owner.token),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = schools[saves.findIndex((save) => save.statusCode === 200)];
    const row = await draftOf(owner.applicationId);
    expect(row).toMatchObject({ draft_version: 1, draft: { dq_school: winner } });
  });

  it('answers 413 with a message for a body over the size limit', async () => {
    const owner = await startOnboarding(t);
    const huge = {
      step: 2,
      version: 0,
      data: { work_history: Array.from({ length: 30 }, () => ({ wh_reason: 'x'.repeat(60_000) })) },
    };
    const response = await putDraft(owner.applicationId, huge, owner.token);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: inEnglish.t('api.bodyTooLarge'), messageId: 'api.bodyTooLarge' });
  });

  it('answers 400 for an application id that is not a number', async () => {
    const owner = await startOnboarding(t);
    const response = await putDraft('1e3', draft, owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
