import { expect, test } from '@playwright/test';

/** An unsigned JWT: the page reads only its expiry; the server would refuse it anyway. */
function tokenExpiringAt(secondsSinceEpoch: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', role: 2, exp: secondsSinceEpoch })}.signature`;
}

test('an expired session sends the candidate to log in again @phone', async ({ page }) => {
  await page.goto('/login');
  const expired = tokenExpiringAt(Math.floor(Date.now() / 1000) - 60);
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', '1');
    localStorage.setItem('userRole', '2');
  }, expired);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await expect(page.getByRole('alert')).toHaveText('Session timed out. Please log in again.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a visitor never signed in who opens /admin is asked to sign in, not told a session timed out', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Session timed out', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
