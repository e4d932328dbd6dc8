import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { logIn } from './accounts.js';
import { answerQuestions } from './apply-form.js';
import { BASE_URL } from './environment.js';
import { expectStep } from './onboarding.js';

/** The bearer token the page holds (SPEC §3 session data). */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

export interface DraftState {
  step: number;
  version: number;
  data: Record<string, unknown> | null;
}

/** What the server holds for the application now, read with the driver's own token. */
export async function serverDraft(request: APIRequestContext, token: string, applicationId: number) {
  const response = await request.get(`/api/candidate/user/onboarding/${applicationId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as DraftState;
}

/** Waits until the server's copy of the answer `field` is `value`. */
export async function expectOnServer(
  request: APIRequestContext,
  token: string,
  applicationId: number,
  field: string,
  value: unknown,
) {
  await expect
    .poll(async () => (await serverDraft(request, token, applicationId)).data?.[field], { timeout: 15_000 })
    .toEqual(value);
}

/** Saves a draft through the API as another device would, based on the version the server holds. */
export async function saveDraftElsewhere(
  request: APIRequestContext,
  token: string,
  applicationId: number,
  step: number,
  data: Record<string, unknown>,
) {
  const { version } = await serverDraft(request, token, applicationId);
  const response = await request.put(`/api/candidate/user/onboarding/${applicationId}/draft`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { step, data, version },
  });
  expect(response.status()).toBe(200);
}

/** The careers page's details panel of the first open position, opened in the page (no reload after). */
export async function applyInPage(page: Page, request: APIRequestContext) {
  const [position] = (await (await request.get('/api/open-positions')).json()) as Array<{ p_id: number }>;
  if (!position) throw new Error('the demo positions are missing');
  await page.goto(`/?position=${position.p_id}`);
  await page.getByRole('dialog').getByRole('link', { name: 'Apply Now' }).first().click();
  await answerQuestions(page);
  await page.getByRole('button', { name: 'Submit and Begin the application!' }).click();
  await expect(page).toHaveURL(/\/candidate\/onboarding\/\d+$/);
  await expectStep(page, 1);
  return { positionId: position.p_id, applicationId: Number(new URL(page.url()).pathname.split('/').pop()) };
}

/** A second phone of the same driver, signed in; the login flow takes it to the application (SPEC §4). */
export async function secondDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/candidate\/onboarding\/\d+$/);
  return { context, page };
}

/** A token whose expiry has passed (SPEC §4: the client reads only `exp`). */
export const EXPIRED_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: '1', exp: 1_000_000_000 })).toString('base64url'),
  'expired',
].join('.');
