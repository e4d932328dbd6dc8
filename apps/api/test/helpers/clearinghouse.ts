import { apiPaths } from '@roadhire/shared';
import { clearinghouseChecks } from '../../src/db/schema.js';
import { seedApplicant } from './admin-applicants.js';
import { bearer, createPosition, multipartFile, SMALL_PDF } from './factories.js';
import type { TestApp } from './test-app.js';

// The Clearinghouse step's records as a recruiter sends them: the facts in the query string, the
// PDF as the one multipart file (decision 029).

/** A pre-employment full query, no violations, approved and made on 2026-11-20. */
export const FULL_QUERY = {
  query_type: 'full',
  purpose: 'pre_employment',
  driver_approved_on: '2026-11-20',
  queried_on: '2026-11-20',
  result: 'no_violations',
} as const;

export function postWithPdf(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  token: string,
  { bytes = SMALL_PDF, name = 'result.pdf' }: { bytes?: Buffer; name?: string } = {},
) {
  const body = multipartFile(bytes, name);
  return t.app.inject({
    method: 'POST',
    url: `${url}?${new URLSearchParams(fields)}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

export const recordQuery = (
  t: TestApp,
  applicationId: number,
  fields: Record<string, string>,
  token: string,
  file?: { bytes?: Buffer; name?: string },
) => postWithPdf(t, apiPaths.adminClearinghouseQueries(applicationId), fields, token, file);

/** A CDL job's submitted application, its driver `${name} Query`, who signed the consent. */
export async function consentedApplication(t: TestApp, name = 'Sam'): Promise<number> {
  const position = await createPosition(t, { p_requires_cdl: true });
  const application = await seedApplicant(t, { jobId: position.p_id, first_name: name, last_name: 'Query' });
  await t.database.db
    .insert(clearinghouseChecks)
    .values({ application_id: application.id, consent_typed_name: `${name} Query`, consent_signed_at: new Date() });
  return application.id;
}

/** The move to Hired on a day, as the stage form sends it. */
export const hireOn = (t: TestApp, applicationId: number, hiredOn: string, token: string) =>
  t.app.inject({
    method: 'PUT',
    url: apiPaths.adminApplicationStatus(applicationId),
    headers: bearer(token),
    payload: { stage: 'hired', hired_on: hiredOn },
  });
