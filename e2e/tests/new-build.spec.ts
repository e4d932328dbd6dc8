import { expect, test } from '@playwright/test';
import { takenOver } from '../support/page-watch.js';

// A tab opened before a deploy asks for a page's code under the old build's name. The server
// answers 404 (never the app's HTML, which would break as a script), and the page loads again into
// the current build at the address the visitor was going to.

test('a page whose code is gone since the tab opened loads again and shows @phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const missing = await page.request.get('/assets/register-page-0ld0b1ld.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<!doctype html>');

  // The register page's code as the old build named it: gone, this once.
  let refused = 0;
  await page.route(/\/assets\/register-page-[^/]+\.js$/, (route) => {
    refused += 1;
    return refused === 1 ? route.fulfill({ status: 404, body: '' }) : route.continue();
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // The server draws the sign-up page, so its heading shows before the reloaded page asks for its code.
  await expect.poll(() => refused).toBe(2);
  expect(loads).toEqual([expect.stringMatching(/\/register$/)]);
});

test("a server-rendered careers page loads again too when a job page's code is gone @phone", async ({ page }) => {
  await page.goto('/');
  await takenOver(page);
  let refused = 0;
  await page.route(/\/assets\/job-page-[^/]+\.js$/, (route) => {
    refused += 1;
    return refused === 1 ? route.fulfill({ status: 404, body: '' }) : route.continue();
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const title = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
  const name = (await title.textContent()) ?? '';
  await title.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(refused).toBeGreaterThanOrEqual(1);
  // The server's HTML shows the job before the load has ended.
  await expect.poll(() => loads).toEqual([expect.stringMatching(/\/jobs\//)]);
});
