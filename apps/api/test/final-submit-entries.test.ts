import { randomUUID } from 'node:crypto';
import { apiPaths, inEnglish, latestDateOfBirth } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenses, onboardingForms, users, workHistories } from '../src/db/schema.js';
import { bearer } from './helpers/factories.js';
import {
  additionalLicense,
  onboardingForm,
  primaryLicense,
  startOnboarding,
  workHistoryEntry,
} from './helpers/onboarding-payloads.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgresOnly } from './helpers/test-database.js';

// SPEC §7 bodies as the spec names them (no entry_key), the Idempotency-Key header that keeps a
// retry from adding a copy (decision 007), and the age and licence checks of SPEC §9.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Candidate = { id: number; token: string; applicationId: number };

const post = (url: string, c: Candidate, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(c.token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
const addLicense = (c: Candidate, payload: object, key?: string) => post(apiPaths.addLicense(c.id), c, payload, key);
const addEntry = (c: Candidate, payload: object, key?: string) => post(apiPaths.workHistory(c.id), c, payload, key);

/** A payload helper's body without the entry_key the spec does not name. */
function specBody<T extends { entry_key?: string }>(payload: T): Omit<T, 'entry_key'> {
  const { entry_key: _key, ...body } = payload;
  return body;
}

const db = () => t.database.db;
const otherLicences = async (applicationId: number) =>
  (await db().select().from(licenses).where(eq(licenses.application_id, applicationId))).filter(
    (row) => row.dl_status === 'other',
  );
const entriesOf = (applicationId: number) =>
  db().select().from(workHistories).where(eq(workHistories.application_id, applicationId));

function expectSaved(response: { statusCode: number; json(): unknown }) {
  expect(response.json()).toEqual({ message: inEnglish.t('onboarding.api.saved'), messageId: 'onboarding.api.saved' });
  expect(response.statusCode).toBe(200);
}

function expectRefused(response: { statusCode: number; json(): unknown }, message: string) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { message: string }).message).toBe(message);
}

describe('SPEC §7 bodies without entry_key', () => {
  it('adds an additional licence and a work-history entry; each call appends, as the spec says', async () => {
    const c = await startOnboarding(t);
    const licence = specBody(additionalLicense());
    const entry = specBody(workHistoryEntry());
    expectSaved(await addLicense(c, licence));
    expectSaved(await addLicense(c, licence));
    expectSaved(await addEntry(c, entry));
    expectSaved(await addEntry(c, entry));

    expect(await otherLicences(c.applicationId)).toHaveLength(2);
    const rows = await entriesOf(c.applicationId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ wh_name: 'Northern Freight Ltd.', wh_skills: { border_crossing: true } });
    expect(new Set(rows.map((row) => row.entry_key)).size).toBe(2);
  });

  it('asks the reason for leaving only of a job that ended (49 CFR 391.21(b)(11))', async () => {
    const c = await startOnboarding(t);
    const current = { ...specBody(workHistoryEntry()), wh_dateto: null, wh_status: 'Yes', wh_reason: null };
    expectSaved(await addEntry(c, current));
    const ended = { ...current, wh_dateto: '2024-12-31', wh_status: 'No' };
    expectRefused(await addEntry(c, ended), inEnglish.t('onboarding.step8.reasonRequired'));
  });

  it('accepts an additional licence that has expired since (held in the last 3 years)', async () => {
    const c = await startOnboarding(t);
    expectSaved(await addLicense(c, specBody(additionalLicense({ dl_expdate: '2024-01-31' }))));
  });
});

describe('the Idempotency-Key header', () => {
  it('keeps one licence and one entry when a call is repeated with the same key, the last body winning', async () => {
    const c = await startOnboarding(t);
    const [licenceKey, entryKey] = [randomUUID(), randomUUID()];
    const licence = specBody(additionalLicense());
    const entry = specBody(workHistoryEntry());
    expectSaved(await addLicense(c, licence, licenceKey));
    expectSaved(await addLicense(c, { ...licence, dl_license_no: 'AB-000002' }, licenceKey));
    expectSaved(await addEntry(c, entry, entryKey));
    expectSaved(await addEntry(c, { ...entry, wh_position: 'Lead driver' }, entryKey));

    const licences = await otherLicences(c.applicationId);
    expect(licences.map((row) => [row.entry_key, row.dl_license_no])).toEqual([[licenceKey, 'AB-000002']]);
    const rows = await entriesOf(c.applicationId);
    expect(rows.map((row) => [row.entry_key, row.wh_position])).toEqual([[entryKey, 'Lead driver']]);
  });

  it('keeps one entry when the same call arrives twice at once', async (context) => {
    onPostgresOnly(context);
    const c = await startOnboarding(t);
    const entry = specBody(workHistoryEntry());
    const responses = await Promise.all([
      addEntry(c, entry, 'retry-token-0001'),
      addEntry(c, entry, 'retry-token-0001'),
    ]);
    for (const response of responses) expectSaved(response);
    expect(await entriesOf(c.applicationId)).toHaveLength(1);
  });

  it('takes a token that is not a UUID, and a key quoted as a structured-field string', async () => {
    const c = await startOnboarding(t);
    const key = randomUUID();
    const entry = specBody(workHistoryEntry());
    expectSaved(await addEntry(c, entry, 'tok_2026.11:retry~1'));
    expectSaved(await addEntry(c, entry, 'tok_2026.11:retry~1'));
    expectSaved(await addEntry(c, entry, `"${key}"`));
    expectSaved(await addEntry(c, entry, key));
    expect(await entriesOf(c.applicationId)).toHaveLength(2);
  });

  it('answers 400 with a message for a key that is too short, too long or has other characters, writing nothing', async () => {
    const c = await startOnboarding(t);
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it', 'key/with/slash', 'a,b-two-keys-joined'])
      for (const call of [
        addLicense(c, specBody(additionalLicense()), bad),
        addEntry(c, specBody(workHistoryEntry()), bad),
      ])
        expectRefused(await call, inEnglish.t('onboarding.validation.idempotencyKey'));
    expect(await otherLicences(c.applicationId)).toHaveLength(0);
    expect(await entriesOf(c.applicationId)).toHaveLength(0);
  });

  it('still takes entry_key in the body, and refuses a header naming another entry', async () => {
    const c = await startOnboarding(t);
    const entry = workHistoryEntry();
    expectSaved(await addEntry(c, entry));
    expectSaved(await addEntry(c, entry, entry.entry_key));
    expectRefused(await addEntry(c, entry, randomUUID()), inEnglish.t('onboarding.validation.idempotencyKeyMismatch'));
    expect(await entriesOf(c.applicationId)).toHaveLength(1);
  });

  it('is described in the OpenAPI document of both calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, { parameters?: object[] }>>;
    for (const path of ['/api/candidate/user/license/add/{userId}', '/api/candidate/user/work-history/{userId}'])
      expect(paths[path]?.post?.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      );
  });
});

describe('SPEC §9 age gate and a valid primary licence', () => {
  it('refuses a date of birth under 21, in the future or before 1900, writing nothing', async () => {
    const c = await startOnboarding(t);
    const oneDayTooYoung = new Date(`${latestDateOfBirth()}T00:00:00Z`);
    oneDayTooYoung.setUTCDate(oneDayTooYoung.getUTCDate() + 1);
    const cases: Array<[string, string]> = [
      ['2010-06-15', inEnglish.t('onboarding.validation.dobTooYoung')],
      [oneDayTooYoung.toISOString().slice(0, 10), inEnglish.t('onboarding.validation.dobTooYoung')],
      ['2999-01-01', inEnglish.t('onboarding.validation.dobPast')],
      ['1899-12-31', inEnglish.t('onboarding.validation.dobTooEarly')],
    ];
    for (const [dob, message] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: apiPaths.onboarding(c.applicationId),
        headers: bearer(c.token),
        payload: onboardingForm({ dob }),
      });
      expectRefused(response, message);
    }
    expect(
      await db().select().from(onboardingForms).where(eq(onboardingForms.application_id, c.applicationId)),
    ).toEqual([]);
    const [user] = await db().select({ dob: users.dob }).from(users).where(eq(users.id, c.id));
    expect(user?.dob).toBeNull();
  });

  it('takes a driver who turns 21 today', async () => {
    const c = await startOnboarding(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: apiPaths.onboarding(c.applicationId),
      headers: bearer(c.token),
      payload: onboardingForm({ dob: latestDateOfBirth() }),
    });
    expectSaved(response);
  });

  it('refuses an expired primary licence, writing nothing; one expiring today is taken', async () => {
    const c = await startOnboarding(t);
    const url = apiPaths.license(c.id);
    const send = (dl_expdate: string) =>
      t.app.inject({ method: 'POST', url, headers: bearer(c.token), payload: primaryLicense({ dl_expdate }) });
    expectRefused(await send('2020-06-30'), inEnglish.t('onboarding.validation.licenceExpired'));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expectRefused(await send(yesterday), inEnglish.t('onboarding.validation.licenceExpired'));
    expect(await db().select().from(licenses).where(eq(licenses.application_id, c.applicationId))).toEqual([]);
    expectSaved(await send(new Date().toISOString().slice(0, 10)));
  });
});
