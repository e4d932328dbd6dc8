import { apiPaths } from '@roadhire/shared';
import { fetchReferenceIds, finalSubmitSteps, journey } from '@roadhire/testing';
import { BASE_URL } from './environment.js';

/** The name the apply form of packages/testing gives the driver; the profile and the signature follow it. */
export const SUBMITTED_DRIVER_NAME = 'Maya Singh';
const SIGNER = { first_name: 'Maya', last_name: 'Singh' };

type WorkEntry = Record<string, unknown>;

/**
 * A submitted, signed application for the first open position, made over HTTP with the endpoints
 * the web app calls (the steps' screens have their own tests). `workEntry` may change each work
 * history entry before it is sent. Answers the application's id.
 */
export async function submittedDriver(
  email: string,
  password: string,
  workEntry: (entry: WorkEntry) => WorkEntry = (entry) => entry,
): Promise<number> {
  const http = journey({ baseUrl: BASE_URL });
  const login = await http.expectOk({
    name: 'login',
    method: 'POST',
    path: apiPaths.login,
    json: { userid: email, password },
  });
  const driver = { email, password, id: Number(login.id), token: String(login.token) };
  const positions = (await (await fetch(`${BASE_URL}${apiPaths.openPositions}`)).json()) as Array<{ p_id: number }>;
  const jobId = positions[0]?.p_id;
  if (!jobId) throw new Error('no open position');
  const applicationId = await http.applyWithResume(driver, jobId);
  const refs = await fetchReferenceIds(BASE_URL);
  const steps = finalSubmitSteps(driver.id, applicationId, refs, undefined, SIGNER).map((step) =>
    step.name === 'final 5 work history' && step.json ? { ...step, json: workEntry(step.json as WorkEntry) } : step,
  );
  for (const step of steps) await http.expectOk(step, driver.token);
  return applicationId;
}
