import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { applyForm } from '@roadhire/testing';
import { signInThroughApi, verifiedCandidate } from './accounts.js';
import { choose } from './apply-form.js';
import { expectStep, fillStep1, fillStep3, fillStep6, fillStep7, next, STEP_TITLES } from './onboarding.js';

/** Step 2 with no document to upload: no right to work in Canada or to enter the US asked for. */
export async function fillStep2WithoutProofs(page: Page) {
  await choose(page, 'Do you have the legal right to work in Canada?', 'No');
  await choose(page, 'Do you have the legal right to enter the US?', 'No');
  await choose(page, 'Have you previously worked for our company?', 'No');
}

/** Step 4 with every answer No (the lift question Yes): nothing to upload. */
export async function fillStep4AllNo(page: Page) {
  for (const question of [
    'Have you been convicted of an offence for which you have not been pardoned?',
    'Do you have a FAST card?',
    'Has a FAST card of yours ever been revoked or denied?',
    'Have you had any accidents in the last 5 years?',
    'Have you had any moving violations in the past 3 years?',
    'Do you have a physical condition that may limit your ability to do this work?',
    'Have you completed any training courses?',
    'Have you received any safe driving awards?',
  ])
    await choose(page, question, 'No');
  await choose(page, 'Are you able to lift above 40lb above the head?', 'Yes');
}

const FILL: Record<number, (page: Page) => Promise<void>> = {
  1: fillStep1,
  2: fillStep2WithoutProofs,
  3: fillStep3,
  4: fillStep4AllNo,
  5: (page) => choose(page, "Have you held any other driver's licences in the last 3 years?", 'No'),
  6: fillStep6,
  7: fillStep7,
};

/** From step `from`, answers each step the shortest valid way and moves on until `step` is shown. */
export async function answerUpTo(page: Page, step: number, from = 1) {
  for (let shown = from; shown < step; shown += 1) {
    await FILL[shown]?.(page);
    await next(page);
    await expectStep(page, shown + 1);
  }
}

/**
 * What the page saves for steps 1 to 7 when `answerUpTo` answers them (the FILL functions above,
 * read back from the server's draft): keep the two in step.
 */
const SHORTEST_ANSWERS: Record<number, Record<string, unknown>> = {
  1: {
    dob: '1984-05-17',
    address1: '120 Front Street West',
    address2: '',
    country: 'Canada',
    province: 'Ontario',
    city: 'Toronto',
    postal_code: 'm5v 2t6',
    address_since: '2016-09-01',
    address_history: [],
    refer_status: 'No',
    refer_by_name: '',
    refer_by_id: '',
  },
  2: {
    dq_legal_right_canada: 'No',
    canada_doc_type: '',
    dq_legal_right_us: 'No',
    dq_previous_nwt_employee: 'No',
    dq_previous_nwt_from: '',
    dq_previous_nwt_to: '',
  },
  3: {
    dl_country: 'Canada',
    dl_province: 'Ontario',
    dl_license_no: 'D1234-56789-01234',
    dl_class: ['A'],
    dl_condition: [],
    dl_expdate: '2029-08-31',
  },
  4: {
    dq_conviction: 'No',
    dq_conviction_date: '',
    dq_fast_card: 'No',
    dq_fast_card_no: '',
    dq_fast_card_expiry: '',
    dq_fast_card_revoked: 'No',
    dq_fast_card_revoked_date: '',
    dq_fast_card_revoked_detail: '',
    dq_accidents_last5yr: 'No',
    dq_accidents_last5yr_date: '',
    dq_accidents_last5yr_detail: '',
    dq_violations_last3yr: 'No',
    dq_violations_last3yr_date: '',
    dq_violations_last3yr_detail: '',
    dq_physical_condition: 'No',
    dq_physical_condition_detail: '',
    dq_lift_40lb: 'Yes',
    dq_training: 'No',
    dq_trainings: [],
    dq_safe_driving_awards: 'No',
    dq_awards: [],
  },
  5: { other_licenses_held: 'No', additional_licenses: [] },
  6: {
    dq_commercial_license_date: '2012-06-01',
    dq_license_denied: 'No',
    dq_denied_explanation: '',
    dq_abstract_clean: 'Yes',
    dq_abstract_explanation: '',
    dq_license_suspended: 'No',
    dq_suspended_explanation: '',
  },
  7: {
    // The first of each reference list a fresh database holds.
    dq_education: '2',
    dq_school: 'Central Technical School',
    dq_experience: '',
    dq_exp_detail: '',
    dq_reg_travelled: ['1'],
    dq_equip_operated: ['2'],
    dq_equip_operated_detail: { '2': { miles: '850000', desc: 'Dry van and reefer, Ontario to Texas.' } },
  },
};

/**
 * A fresh driver who applied for the first open position with the steps before `step` answered the
 * shortest valid way, signed in in `page` and shown `step`. Everything before is set up through the
 * endpoints the web app calls (sign-up, login, apply, draft save), as `answerUpTo` would leave it,
 * for tests about a later step; the tests about the earlier steps walk them in the page.
 */
export async function driverOnStep(page: Page, request: APIRequestContext, step: number) {
  const driver = await applicationOnStep(page, request, step);
  await page.goto(`/candidate/onboarding/${driver.applicationId}`);
  // A whole page load (the app's code, the profile and the draft), not a move within the app.
  await expect(page.getByRole('heading', { level: 2, name: STEP_TITLES[step - 1] })).toBeVisible({ timeout: 30_000 });
  await expectStep(page, step);
  return driver;
}

/** The driver `driverOnStep` makes, signed in in `page`, before any page of the application is open. */
export async function applicationOnStep(page: Page, request: APIRequestContext, step: number) {
  const candidate = await verifiedCandidate(request);
  const session = await signInThroughApi(page, candidate.email, candidate.password);
  const headers = { Authorization: `Bearer ${session.token}` };
  const [position] = (await (await request.get('/api/open-positions')).json()) as Array<{ p_id: number }>;
  if (!position) throw new Error('the demo positions are missing');
  // The apply page as `answerQuestions` leaves it, with the name the account was made with.
  const answers = { first_name: 'Casey', last_name: 'Driver', postal_code: 'S4P 3Y2', has_twic_card: 1 as const };
  const applied = await request.post('/api/apply', { headers, data: applyForm(position.p_id, answers) });
  expect(applied.status()).toBe(200);
  const applicationId = Number(((await applied.json()) as { application_id: number }).application_id);
  const data = Object.assign({}, ...Array.from({ length: step - 1 }, (_, i) => SHORTEST_ANSWERS[i + 1]));
  const saved = await request.put(`/api/candidate/user/onboarding/${applicationId}/draft`, {
    headers,
    data: { step, data, version: 0 },
  });
  expect(saved.status()).toBe(200);
  return { ...candidate, applicationId };
}
