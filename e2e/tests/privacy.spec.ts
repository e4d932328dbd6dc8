import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiPaths } from '@roadhire/shared';
import { fetchReferenceIds, finalSubmitSteps, journey } from '@roadhire/testing';
import { logIn, signInThroughApi, verifiedCandidate } from '../support/accounts.js';
import { ADMIN, BASE_URL } from '../support/environment.js';

// A driver's data (decision 031): download it, withdraw, ask for erasure and be signed out for good;
// the recruiter finds the request in the register.

/** A submitted application made over HTTP (the steps' screens have their own tests). */
async function submittedDriver(email: string, password: string) {
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
  const signer = { first_name: 'Maya', last_name: 'Singh' };
  for (const step of finalSubmitSteps(driver.id, applicationId, refs, undefined, signer))
    await http.expectOk(step, driver.token);
}

test('a driver downloads their data, withdraws, asks for erasure, is told the account is closed and cancels @phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const driver = await verifiedCandidate(request);
  await submittedDriver(driver.email, driver.password);
  await signInThroughApi(page, driver.email, driver.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const privacy = page.getByRole('region', { name: 'Your data' });
  await expect(privacy).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveAttribute(
    'href',
    '/privacy',
  );

  const downloading = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-data.zip');
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.includes(Buffer.from('data.json'))).toBe(true);

  // Consents are off until given.
  await expect(privacy.getByRole('checkbox', { name: 'Keep my profile for future jobs' })).not.toBeChecked();

  await privacy.getByRole('button', { name: /^Withdraw my application for / }).click();
  await expect(privacy.getByText('Your application was withdrawn.')).toBeVisible();

  await privacy.getByLabel('Your password, to confirm the erasure').fill(driver.password);
  await privacy.getByRole('button', { name: 'Erase my account and data' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your account is closed.')).toBeVisible();

  // The right password hears that the account is closed, not that it is wrong.
  await logIn(page, driver.email, driver.password);
  const closed = page.getByRole('alert').filter({ hasText: 'This account is closed: you asked for its erasure.' });
  await expect(closed).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: false })).toHaveCount(0);

  // The recruiter sees the request in the register.
  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await signInThroughApi(recruiter, ADMIN.email, ADMIN.password);
  await recruiter.goto('/admin/privacy');
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  const register = recruiter.getByRole('table', { name: 'Requests register' });
  await expect(register.getByRole('row').filter({ hasText: 'erasure' }).first()).toBeVisible();
  await recruiterContext.close();

  // During the quarantine the driver takes the erasure back and is signed in again.
  await closed.getByRole('button', { name: 'Cancel the erasure and keep my account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test('the privacy page names the person in charge and where the data is kept', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Person in charge of personal information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where your information is kept' })).toBeVisible();
});
