import { expect, test } from '@playwright/test';
import { logIn, openAccountMenu, signedInCandidate } from '../support/accounts.js';
import { ADMIN } from '../support/environment.js';

test('the administrator has the Admin entry and the Menu button', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin');

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  const shown = await sidebar.isVisible();
  await menu.click();
  await expect(sidebar).toBeVisible({ visible: !shown });
});

test('a candidate has neither the Admin entry nor the Menu button, and cannot open /admin', async ({
  page,
  request,
}) => {
  await signedInCandidate(page, request);
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});
