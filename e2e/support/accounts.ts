import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiPaths } from '@roadhire/shared';
import { ADMIN } from './environment.js';
import { mailedLink } from './mail.js';

/** A fresh address per test, so tests never share an account (STYLE: unique data, no cleanup). */
export function uniqueEmail(prefix = 'cand'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@e2e.example`;
}

/** Creates a candidate through the API and follows the mailed verification link. */
export async function verifiedCandidate(
  request: APIRequestContext,
  { password = 'Drive-safe-2026' }: { password?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const created = await request.post('/api/auth/register', {
    data: {
      first_name: 'Casey',
      last_name: 'Driver',
      full_name: 'Casey Driver',
      email,
      mobile: '4165550123',
      password,
    },
  });
  expect(created.status()).toBe(201);
  const verified = await request.get(await mailedLink(email, /Verify/, '/api/auth/verify-email/'), { maxRedirects: 0 });
  expect(verified.headers().location).toBe('/login?verified=1');
  return { email, password };
}

/** Logs in through the login page, the way a person does. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  // The session is stored once the login has answered and the page moved on: a load before then
  // finds none. A refused login stays on the page, as its tests expect.
  if ((await answer).ok()) await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** What the login endpoint answers: the session data the login page stores (SPEC §3). */
export interface ApiSession {
  token: string;
  id: number;
  role: number;
}

/** Logs in through the login endpoint, as the login page does, and returns its answer. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<ApiSession> {
  const answer = await request.post(apiPaths.login, { data: { userid: email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ApiSession;
}

/**
 * Signs `page` in through the login endpoint and stores the session as the login page does, for a
 * test about what comes after the login: it spares the login page and the page it lands on. The
 * tests about logging in use `logIn`.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<ApiSession> {
  const session = await apiLogin(page.request, email, password);
  // Any document of the portal's origin reaches its storage; robots.txt runs none of the app's code.
  await page.goto('/robots.txt');
  await page.evaluate(({ token, id, role }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', String(id));
    localStorage.setItem('userRole', String(role));
  }, session);
  return session;
}

/** A fresh verified candidate, logged in through the login page and landed on the home page. */
export async function signedInCandidate(
  page: Page,
  request: APIRequestContext,
): Promise<{ email: string; password: string }> {
  const candidate = await verifiedCandidate(request);
  await logIn(page, candidate.email, candidate.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  return candidate;
}

/** Opens My Account and chooses an entry. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  return page.getByRole('menu');
}

/**
 * A fresh administrator, for a test that changes its own account (its language): the seeded one is
 * shared by every test at once. Made a candidate, then given the role and the investigation
 * permission by the seeded administrator, through the API.
 */
export async function freshAdministrator(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const account = await verifiedCandidate(request);
  const { id } = await apiLogin(request, account.email, account.password);
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.put(apiPaths.adminUserRole(id), { headers, data: { role: 1 } })).status()).toBe(200);
  const permission = await request.put(apiPaths.adminUserPermissions(id), {
    headers,
    data: { can_view_investigations: true },
  });
  expect(permission.status()).toBe(200);
  return account;
}
