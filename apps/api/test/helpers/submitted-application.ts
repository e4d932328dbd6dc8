import { apiPaths, encodeReferBy } from '@roadhire/shared';
import { signBody } from '@roadhire/testing';
import { expect } from 'vitest';
import { applyForm, bearer, createCandidate, createPosition, multipartFile, SMALL_PDF } from './factories.js';
import {
  additionalLicense,
  onboardingForm,
  primaryLicense,
  qualifications,
  referenceIds,
  workHistoryEntry,
} from './onboarding-payloads.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (t: TestApp, method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ok = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);

async function upload(t: TestApp, url: string, token: string, name: string) {
  const body = multipartFile(SMALL_PDF, name);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * A driver who applies with a resume, uploads documents and finishes the final submit (SPEC §7),
 * all through the API. `workHistory` replaces the two default entries; `form` changes step 1 and 2's
 * answers; `unsigned` stops before the signature (decision 016), with every other final call made.
 */
export async function submittedCandidate(
  t: TestApp,
  options: {
    workHistory?: Array<Parameters<typeof workHistoryEntry>[0]>;
    /** Answers of the onboarding form to send instead of the defaults (step 9's gap explanations…). */
    form?: Parameters<typeof onboardingForm>[0];
    unsigned?: boolean;
  } = {},
) {
  const refs = await referenceIds(t.database.db);
  const candidate = await createCandidate(t, { first_name: 'Maya', last_name: 'Singh' });
  const position = await createPosition(t, { p_position_title: 'Regional AZ Driver' });
  const resume = await upload(t, apiPaths.uploadResume, candidate.token, 'maya resume.pdf');
  const applied = await call(
    t,
    'POST',
    apiPaths.apply,
    candidate.token,
    applyForm(position.p_id, { resume_file: resume.filename, resume_original: resume.originalName }),
  );
  ok(applied);
  const applicationId: number = applied.json().application_id;
  const permit = await upload(t, apiPaths.uploadCanadaDoc('work_permit'), candidate.token, 'permit.pdf');
  const training = await upload(t, apiPaths.uploadDoc('training'), candidate.token, 'air brakes.pdf');
  const fastCard = await upload(t, apiPaths.uploadFastCard, candidate.token, 'fast card.pdf');

  ok(
    await call(
      t,
      'PUT',
      apiPaths.onboarding(applicationId),
      candidate.token,
      onboardingForm({
        refer_status: 'Yes',
        refer_by: encodeReferBy({ name: 'Tom Reyes', employeeId: 'E-1042' }),
        dq_legal_right_canada: 'Yes',
        canada_doc_type: 'work_permit',
        ...options.form,
      }),
    ),
  );
  ok(await call(t, 'POST', apiPaths.license(candidate.id), candidate.token, primaryLicense()));
  ok(await call(t, 'POST', apiPaths.addLicense(candidate.id), candidate.token, additionalLicense()));
  ok(
    await call(
      t,
      'POST',
      apiPaths.qualifications(candidate.id),
      candidate.token,
      qualifications(refs, {
        dq_training: 'Yes',
        dq_trainings: [{ type: 'Defensive driving', date: '2021-05-01', doc_id: training.doc_id }],
        dq_fast_card: 'Yes',
        dq_fast_card_no: 'FC123456',
        dq_fast_card_expiry: '2030-01-01',
      }),
    ),
  );
  // Ten years without a gap (decision 017): a current job since 2019 and the one before it.
  const entries = options.workHistory ?? [
    { wh_dateto: null, wh_status: 'Yes' },
    { wh_name: 'Prairie Haulers', wh_datefrom: '2015-01-01', wh_dateto: '2019-02-28' },
  ];
  for (const entry of entries)
    ok(await call(t, 'POST', apiPaths.workHistory(candidate.id), candidate.token, workHistoryEntry(entry)));
  const parts = { candidate, position, applicationId, resume, permit, training, fastCard };
  if (options.unsigned) return parts;
  ok(
    await call(
      t,
      'POST',
      apiPaths.sign(applicationId),
      candidate.token,
      signBody({ first_name: 'Maya', last_name: 'Singh' }),
    ),
  );
  ok(await call(t, 'PUT', apiPaths.pipeline(candidate.id), candidate.token, { pipeline_status: 3 }));
  return parts;
}
