import { expect, test } from '@playwright/test';
import { logIn, openAccountMenu, uniqueEmail } from '../support/accounts.js';
import { mailedLink } from '../support/mail.js';

test('a candidate registers, verifies the email, logs in, edits the profile and logs out @phone', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'Drive-safe-2026';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('(306) 555-0142');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  await page.goto(await mailedLink(email, /Verify/, '/api/auth/verify-email/'));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByRole('alert')).toHaveText('Your email has been verified. You can now log in.');

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Mobile')).toHaveValue('3065550142');
  await page.getByLabel('City').fill('Regina');
  await page.getByLabel('Date of birth').fill('1988-07-15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Profile saved successfully!');

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Regina');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1988-07-15');

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
