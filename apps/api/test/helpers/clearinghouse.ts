import { apiPaths } from '@roadhire/shared';
import { bearer, multipartFile, SMALL_PDF } from './factories.js';
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
