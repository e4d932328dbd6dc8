import { expect, test } from '@playwright/test';
import { readMailFromDir } from '@roadhire/testing';
import { logIn, openAccountMenu, uniqueEmail, verifiedCandidate } from '../support/accounts.js';
import { COMPANY, MAIL_DIR } from '../support/environment.js';
import { mailedLink } from '../support/mail.js';

test('a candidate who forgot the password sets a new one from the mailed link @phone', async ({ page, request }) => {
  const { email, password: oldPassword } = await verifiedCandidate(request);
  const newPassword = 'Fresh-route-2027';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toContainText('password reset link');

  await page.goto(await mailedLink(email, /Reset/, '/reset-password/'));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password reset successfully!');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, oldPassword);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Account', exact: true })).toBeVisible();
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an address no account uses is told so by mail, in French when asked in French @phone', async ({ page }) => {
  const email = uniqueEmail('personne');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Courriel').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  // The same answer as for a known address; then a mail saying no account uses it, with no link.
  await expect(page.getByRole('alert')).toContainText('Si un compte existe pour ce courriel');
  const mail = await readMailFromDir(MAIL_DIR, email, new RegExp(`^Aucun compte chez ${COMPANY.name} n’utilise`));
  expect(mail.text).toContain('aucun compte ouvert ne l’utilise');
  expect(mail.text).not.toContain('/reset-password/');
  await page.screenshot({ path: test.info().outputPath('forgot-password-unknown-fr-390.png') });
});
