/**
 * `npm run bench:autosave` (decision 010): on the built server with a fresh PGlite, in Chromium at
 * 390×844,
 * 1. the time from a driver's last keystroke to the answer being on the server (the draft the API
 *    answers), median and p95 over BENCH_RUNS answers typed on step 1 without pressing Next;
 * 2. a chaos run: two phones on one application typing answers, one reloaded mid-way, one whose
 *    session times out and is renewed in the sign-in dialog, and one whose network is cut for 30 s
 *    while the driver keeps typing; it counts the answers typed that the server does not hold at
 *    the end. Target: 0 (exit code 1 otherwise).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { applyForm, benchChromiumLaunchOptions, startBuiltServer } from '@roadhire/testing';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CUT_SECONDS = Number(process.env.BENCH_CUT_SECONDS ?? 30);
const PASSWORD = 'Drive-safe-2026';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: BASE };
// A token whose expiry has passed: the page reads only `exp` (SPEC §4).
const EXPIRED_TOKEN = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"exp":1}').toString('base64url')}.x`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built server on a fresh PGlite in `dataDir`, as `npm start` runs it. */
const startServer = (dataDir: string) =>
  startBuiltServer({
    entry: path.join(root, 'apps/api/dist/server.js'),
    port: PORT,
    timeoutMs: 180_000,
    env: { NODE_ENV: 'test', DATA_DIR: dataDir },
  });

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A verified candidate with an application in progress (the verification link from the outbox). */
async function candidateWithApplication(dataDir: string) {
  const email = `bench-${Date.now()}@bench.example`;
  await api('POST', '/api/auth/register', {
    first_name: 'Bench',
    last_name: 'Driver',
    full_name: 'Bench Driver',
    email,
    mobile: '4165550123',
    password: PASSWORD,
  });
  const outbox = path.join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((name) =>
      readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .find((text) => text.includes(email));
  const link = mail?.match(/\/api\/auth\/verify-email\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error('no verification mail');
  await fetch(`${BASE}${link}`, { redirect: 'manual' });
  const { token } = await api<{ token: string }>('POST', '/api/auth/login', { userid: email, password: PASSWORD });
  const [position] = await api<Array<{ p_id: number }>>('GET', '/api/open-positions');
  const { application_id } = await api<{ application_id: number }>(
    'POST',
    '/api/apply',
    applyForm(position?.p_id ?? 0, { first_name: 'Bench', last_name: 'Driver' }),
    token,
  );
  return { email, token, applicationId: application_id };
}

type Draft = { data: Record<string, unknown> | null };
const serverAnswers = async (token: string, applicationId: number) =>
  (await api<Draft>('GET', `/api/candidate/user/onboarding/${applicationId}`, undefined, token)).data ?? {};

/** A phone signed in through the login page; the login flow opens the application (SPEC §4). */
async function phone(browser: Browser, email: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 2, name: 'Personal & Address Information' }).waitFor();
  return { context, page };
}

// A required field's name ends with its asterisk, so the label is matched from its start.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function keystrokeToServer(browser: Browser, dataDir: string): Promise<number[]> {
  const { email, token, applicationId } = await candidateWithApplication(dataDir);
  const { context, page } = await phone(browser, email);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const value = `City ${run}`;
    await field(page, 'City').fill('');
    await field(page, 'City').pressSequentially(value, { delay: 40 });
    const lastKey = Date.now();
    while ((await serverAnswers(token, applicationId)).city !== value) await sleep(25);
    times.push(Date.now() - lastKey);
  }
  await context.close();
  return times;
}

/** Two phones, each typing its own answers; the last value typed per answer must reach the server. */
async function chaos(browser: Browser, dataDir: string): Promise<{ typed: number; lost: string[] }> {
  const { email, token, applicationId } = await candidateWithApplication(dataDir);
  const a = await phone(browser, email);
  const b = await phone(browser, email);
  const last: Record<string, string> = {};
  let typed = 0;
  const type = async (page: Page, label: string, key: string, value: string) => {
    await field(page, label).fill(value);
    last[key] = value;
    typed++;
  };
  for (let round = 0; round < 4; round++) {
    await type(a.page, 'City', 'city', `Town ${round}`);
    await type(b.page, 'Address 2', 'address2', `Unit ${round}`);
    await sleep(400);
    await type(a.page, 'Address 1', 'address1', `${round} King Street`);
    await type(b.page, 'Postal / ZIP code', 'postal_code', `M5V ${round}T${round}`);
  }
  // A reload on phone A, mid-typing.
  await type(a.page, 'City', 'city', 'Reloaded town');
  await a.page.reload();
  await a.page.getByRole('heading', { level: 2 }).waitFor();
  // Phone B's session times out; the driver keeps typing, then signs in on the page.
  await b.page.evaluate(`localStorage.setItem('token', '${EXPIRED_TOKEN}')`);
  await type(b.page, 'Address 2', 'address2', 'Unit after expiry');
  const dialog = b.page.getByRole('dialog', { name: 'Sign in again' });
  await dialog.waitFor();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // Phone A loses the network for 30 s while both keep typing.
  await a.context.setOffline(true);
  for (let round = 0; round < 3; round++) {
    await type(a.page, 'City', 'city', `Offline town ${round}`);
    await type(b.page, 'Postal / ZIP code', 'postal_code', `K1A ${round}B${round}`);
    await sleep((CUT_SECONDS * 1000) / 3);
  }
  await a.context.setOffline(false);
  await type(a.page, 'Address 1', 'address1', 'Back online street');
  // Wait for both phones to say Saved, then compare.
  for (const page of [a.page, b.page]) {
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor({ timeout: 60_000 });
  }
  const held = await serverAnswers(token, applicationId);
  const lost = Object.entries(last)
    .filter(([key, value]) => held[key] !== value)
    .map(([key, value]) => `${key}: typed "${value}", server holds "${String(held[key])}"`);
  await a.context.close();
  await b.context.close();
  return { typed, lost };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roadhire-bench-autosave-'));
const server = await startServer(dataDir);
const browser = await chromium.launch(benchChromiumLaunchOptions);
let failed = false;
try {
  const times = await keystrokeToServer(browser, dataDir);
  console.log(
    `last keystroke → on the server: median ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms over ${times.length} answers`,
  );
  const { typed, lost } = await chaos(browser, dataDir);
  console.log(`chaos run: ${typed} answers typed on two phones, ${lost.length} lost ${lost.length ? 'FAIL' : 'PASS'}`);
  for (const line of lost) console.log(`  lost ${line}`);
  failed = lost.length > 0;
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
