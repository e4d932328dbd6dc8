import { type AdminApplicantFile, apiPaths, inEnglish } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingForms } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer } from './helpers/factories.js';
import { onboardingForm, workHistoryEntry } from './helpers/onboarding-payloads.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 017: the employment history's coverage, its gaps and their explanations.

let t: TestApp;
let admin: { id: number; token: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });

// Ten years with one gap of 61 days, from 2020-01-01 to 2020-03-01, the current job after it.
const tenYearsWithGap = [
  { wh_name: 'Prairie Haulers', wh_datefrom: '2015-01-01', wh_dateto: '2019-12-31' },
  { wh_name: 'Northern Freight Ltd.', wh_datefrom: '2020-03-02', wh_dateto: null, wh_status: 'Yes' as const },
];
const explained = { from: '2020-01-01', to: '2020-03-01', explanation: 'Cared for a family member.' };
const noSuchGap = { from: '2017-01-01', to: '2017-03-01', explanation: 'A gap the entries do not leave.' };

describe('work history entries', () => {
  it('refuses a Working entry without a reason for leaving, and writes nothing', async () => {
    const s = await submittedCandidate(t);
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.workHistory(s.candidate.id),
      headers: bearer(s.candidate.token),
      payload: workHistoryEntry({ wh_reason: null }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ wh_reason: [inEnglish.t('onboarding.step8.reasonRequired')] });
  });
});

describe('gap explanations', () => {
  it('are saved with the final onboarding form, and the admin file keeps only those of a gap the entries leave', async () => {
    const s = await submittedCandidate(t, {
      workHistory: tenYearsWithGap,
      form: { wh_gap_explanations: [explained, noSuchGap] },
    });
    const [stored] = await t.database.db
      .select()
      .from(onboardingForms)
      .where(eq(onboardingForms.application_id, s.applicationId));
    expect(stored?.wh_gap_explanations).toEqual([explained, noSuchGap]);

    const response = await get(apiPaths.adminApplication(s.applicationId));
    expect(response.statusCode, response.body).toBe(200);
    const file: AdminApplicantFile = response.json();
    expect(file.onboarding_form?.wh_gap_explanations).toEqual([explained]);
    expect(file.employment_coverage).toMatchObject({
      years: 10,
      commercial: true,
      period: { from: '2015-01-01', to: file.employment_coverage.as_of },
      gaps: [{ from: '2020-01-01', to: '2020-03-01', days: 61, explanation: 'Cared for a family member.' }],
      complete: true,
    });
  });

  it('leave a gap open in the admin file when none is given', async () => {
    const s = await submittedCandidate(t, {
      workHistory: [{ wh_datefrom: '2024-01-01', wh_dateto: '2024-06-30' }],
      unsigned: true,
    });
    const file: AdminApplicantFile = (await get(apiPaths.adminApplication(s.applicationId))).json();
    expect(file.employment_coverage.years).toBe(10);
    expect(file.employment_coverage.complete).toBe(false);
    expect(file.employment_coverage.gaps.map((gap) => gap.explanation)).toEqual([null, null]);
    expect(file.employment_coverage.gaps[0]).toMatchObject({
      from: file.employment_coverage.window_start,
      to: '2023-12-31',
    });
  });

  it('refuses an explanation whose gap ends before it starts', async () => {
    const s = await submittedCandidate(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: apiPaths.onboarding(s.applicationId),
      headers: bearer(s.candidate.token),
      payload: onboardingForm({ wh_gap_explanations: [{ from: '2020-03-01', to: '2020-01-01', explanation: 'x' }] }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('are printed in the PDF under the employment history coverage, with the period covered and the years', async () => {
    const s = await submittedCandidate(t, { workHistory: tenYearsWithGap, form: { wh_gap_explanations: [explained] } });
    const response = await get(apiPaths.adminApplicationPdf(s.applicationId));
    expect(response.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Employment history coverage');
    expect(text).toContain('Years required 10 years (commercial licence held)');
    expect(text).toMatch(/Period covered Jan 1, 2015 – \w{3} \d{1,2}, \d{4}/);
    expect(text).toContain('Gap: Jan 1, 2020 – Mar 1, 2020 (61 days)');
    expect(text).toContain('Explained: Cared for a family member.');
    expect(text).not.toContain(noSuchGap.explanation);
  });
});
