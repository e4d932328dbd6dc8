import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { takenOver } from '../support/page-watch.js';

// Every page a visitor can reach, checked by axe at phone and desktop width.
const pages = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/some-token',
  '/',
  '/privacy',
  '/fr/confidentialite',
];

for (const path of pages) {
  test(`${path} has one main landmark, one h1 and no WCAG A/AA violations @phone @desktop`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectNoAccessibilityViolations(page);
  });
}

test('/ with the details panel of a position open has no WCAG A/AA violations @phone @desktop', async ({ page }) => {
  await page.goto('/');
  await takenOver(page);
  await page.getByRole('main').getByRole('link', { name: 'Details / Apply' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Position Description' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAccessibilityViolations(page);
});
