import { apiPaths, yearsBefore } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingForms, users } from '../src/db/schema.js';
import { carrierDay } from '../src/lib/zoned-time.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer } from './helpers/factories.js';
import { onboardingForm, startOnboarding } from './helpers/onboarding-payloads.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Step 1's address history covers the last HISTORY_YEARS_ALL years (3 by
// default), counted back from the carrier's today (TIME_ZONE, America/Toronto by default).

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const today = carrierDay(new Date(), 'America/Toronto');
const windowStart = yearsBefore(today, 3);
/** Moved into the current address a year ago: two more years of addresses are needed. */
const since = yearsBefore(today, 1);

/** An earlier address in Calgary, lived at from `from` to `to`. */
const earlier = (from: string, to: string) => ({
  address1: '400 Centre Street',
  city: 'Calgary',
  province: 'Alberta',
  country: 'Canada',
  postal_code: 't2g 5e1',
  from,
  to,
});

const putForm = (c: { token: string; applicationId: number }, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: apiPaths.onboarding(c.applicationId),
    headers: bearer(c.token),
    payload: payload as object,
  });
const storedForm = async (applicationId: number) =>
  (await t.database.db.select().from(onboardingForms).where(eq(onboardingForms.application_id, applicationId)))[0];

describe('PUT /api/candidate/user/onboarding/{applicationId}: the address history', () => {
  it('refuses a history with a gap, naming its dates, and writes nothing', async () => {
    const c = await startOnboarding(t);
    const gapEnd = shift(since, -1);
    // Lived in Calgary for the first year of the window only: a year is missing before `since`.
    const row = earlier(yearsBefore(today, 4), yearsBefore(today, 2));
    const response = await putForm(c, onboardingForm({ address_since: since, address_history: [row] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Please give every address of the last 3 years. No address is given from ${shift(yearsBefore(today, 2), 1)} to ${gapEnd}.`,
    );
    expect(await storedForm(c.applicationId)).toBeUndefined();
  });

  it('names the missing period when no earlier address is given', async () => {
    const c = await startOnboarding(t);
    const response = await putForm(c, onboardingForm({ address_since: since, address_history: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Please give every address of the last 3 years. No address is given from ${windowStart} to ${shift(since, -1)}.`,
    );
  });

  it('names the missing period in the French of a driver whose account is in French', async () => {
    const c = await startOnboarding(t);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, c.id));
    const response = await putForm(c, onboardingForm({ address_since: since, address_history: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Veuillez indiquer toutes vos adresses des 3 dernières années. Aucune adresse n’est indiquée du ${windowStart} au ${shift(since, -1)}.`,
    );
  });

  it('refuses a start date in the future, rows out of order and a postal code wrong for its country', async () => {
    const c = await startOnboarding(t);
    const future = await putForm(c, onboardingForm({ address_since: shift(today, 2) }));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toMatchObject({ address_since: ['This date cannot be in the future.'] });

    const backwards = earlier(shift(since, -1), yearsBefore(today, 4));
    const wrong = { ...earlier(yearsBefore(today, 4), shift(since, -1)), postal_code: '90210' };
    const rows = await putForm(c, onboardingForm({ address_since: since, address_history: [backwards, wrong] }));
    expect(rows.statusCode).toBe(400);
    expect(rows.json().errors).toMatchObject({
      'address_history.0.to': ['The end date must be on or after the start date.'],
      'address_history.1.postal_code': ['Please enter a valid postal or ZIP code for this country.'],
    });
    expect(await storedForm(c.applicationId)).toBeUndefined();
  });

  it('accepts a history that covers the window and stores it with the start date', async () => {
    const c = await startOnboarding(t);
    const rows = [
      earlier(yearsBefore(today, 4), yearsBefore(today, 2)),
      {
        ...earlier(yearsBefore(today, 2), shift(since, -1)),
        city: 'Buffalo',
        province: 'New York',
        country: 'United States',
        postal_code: '14202',
      },
    ];
    const response = await putForm(c, onboardingForm({ address_since: since, address_history: rows }));
    expect(response.statusCode, response.body).toBe(200);
    const stored = await storedForm(c.applicationId);
    expect(stored?.address_since).toBe(since);
    // Stored as each country writes its postal code.
    expect(stored?.address_history).toEqual([{ ...rows[0], postal_code: 'T2G 5E1' }, rows[1]]);
    // The profile keeps the current address only.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, c.id));
    expect(user?.city).toBe('Milton');
  });

  it('asks for no earlier address when the driver has lived at the current one longer than the window', async () => {
    const c = await startOnboarding(t);
    const response = await putForm(c, onboardingForm({ address_since: shift(windowStart, -1), address_history: [] }));
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the address history elsewhere', () => {
  it('is kept by the draft', async () => {
    const c = await startOnboarding(t);
    const half = { ...earlier(yearsBefore(today, 4), ''), city: '' };
    const data = { address_since: since, address_history: [half] };
    const saved = await t.app.inject({
      method: 'PUT',
      url: apiPaths.onboardingDraft(c.applicationId),
      headers: bearer(c.token),
      payload: { version: 0, step: 1, data },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const state = await t.app.inject({
      method: 'GET',
      url: apiPaths.onboarding(c.applicationId),
      headers: bearer(c.token),
    });
    expect(state.json().data).toEqual(data);
  });

  it('is in the applicant file and the printed application', async () => {
    const rows = [
      earlier(yearsBefore(today, 4), yearsBefore(today, 2)),
      {
        ...earlier(shift(yearsBefore(today, 2), 1), shift(since, -1)),
        address1: '77 Lakeshore Road',
        city: 'Oakville',
      },
    ];
    const s = await submittedCandidate(t, { form: { address_since: since, address_history: rows } });

    const file = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminApplication(s.applicationId),
      headers: bearer(admin.token),
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json().onboarding_form).toMatchObject({
      address_since: since,
      address_history: rows.map((row) => ({ ...row, postal_code: 'T2G 5E1' })),
    });

    const pdf = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminApplicationPdf(s.applicationId),
      headers: bearer(admin.token),
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    const printed = text.replace(/\s+/g, ' ');
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    for (const expected of [
      `Living at this address since ${day(since)}`,
      'Earlier address 1',
      'Street address 400 Centre Street',
      `Lived there from ${day(rows[0]?.from ?? '')}`,
      `Lived there until ${day(rows[0]?.to ?? '')}`,
      'Earlier address 2',
      'Street address 77 Lakeshore Road',
      'City Oakville',
      'Postal / ZIP code T2G 5E1',
      `Lived there until ${day(shift(since, -1))}`,
    ])
      expect(printed).toContain(expected);
  });
});
