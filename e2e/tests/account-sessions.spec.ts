import { expect, test } from '@playwright/test';
import { logIn, openAccountMenu, verifiedCandidate } from '../support/accounts.js';
import { BASE_URL } from '../support/environment.js';

// Decision 019: a password change ends every other session of the account at once.
test('a driver changes the password with the current one and a session on another device is sent to log in again @phone', async ({
  page,
  browser,
  request,
}) => {
  const driver = await verifiedCandidate(request);
  const otherPhone = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const other = await otherPhone.newPage();
  await logIn(other, driver.email, driver.password);
  await expect(other.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();

  await logIn(page, driver.email, driver.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  // Without the current password the form says what is missing and sends nothing.
  await page.getByLabel('New password', { exact: true }).fill('Fresh-route-2027');
  await page.getByLabel('Confirm new password').fill('Fresh-route-2027');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter your current password to set a new one.')).toBeVisible();

  await page.getByLabel('Current password').fill(driver.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Profile saved successfully!');

  // This phone carries on with the session the change handed it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Casey');

  // The other phone's next call is refused: SPEC §4's session-expired path.
  await (await openAccountMenu(other)).getByRole('menuitem', { name: 'Profile' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('alert')).toHaveText('Session timed out. Please log in again.');
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await logIn(other, driver.email, 'Fresh-route-2027');
  await expect(other.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await otherPhone.close();
});
