import { expect, type Page, test } from '@playwright/test';
import { paintBeforeScripts, watchPage } from '../support/page-watch.js';

const ready = (page: Page) => expect(page.locator('html[data-ready]')).toHaveCount(1);

test('the French list is drawn in French, hydrates without a shift, and leads to its English twin @phone', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await paintBeforeScripts(page);
  await page.goto('/fr/');
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(await watch.layoutShift()).toBe(0);
  expect(await watch.redrawn()).toEqual([]);
  expect(watch.errors).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', /\/$/);

  // Never a redirect on the browser's language: the visitor chooses, by a visible link.
  await page.getByRole('link', { name: 'English version' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('link', { name: 'Version française' })).toHaveAttribute('href', '/fr/');
});
