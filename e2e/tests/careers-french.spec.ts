import { expect, test } from '@playwright/test';
import { paintBeforeScripts, takenOver, watchPage } from '../support/page-watch.js';

test('the French list is drawn in French, words and jobs, hydrates without a shift, and leads to its English twin @phone', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await paintBeforeScripts(page);
  await page.goto('/fr/');
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  expect(await watch.layoutShifts()).toEqual([]);
  expect(await watch.redrawn()).toEqual([]);
  expect(watch.errors).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', /\/$/);
  // The interface is French too, as the server drew it and as the browser took it over.
  await expect(page.getByRole('heading', { level: 1, name: 'Postes offerts' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher des postes' })).toBeVisible();
  await expect(page).toHaveTitle(/^Postes offerts \| /);

  // Never a redirect on the browser's language: the visitor chooses, by a visible link.
  await page.getByRole('link', { name: 'English version' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('link', { name: 'Version française' })).toHaveAttribute('href', '/fr/');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
});

test('an English page never asks for the French texts @phone', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.includes('catalogue-fr'))).toEqual([]);
});

test('a visitor who applies from the French list signs up in French, and a reload keeps it @phone', async ({
  page,
}) => {
  await page.goto('/fr/');
  await takenOver(page);
  await page.getByRole('link', { name: 'Détails / Postuler' }).first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'Postuler maintenant' }).first().click();
  await expect(page).toHaveURL(/\/register\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();

  // Following the English version is choosing English, for the pages after it too.
  await page.goto('/fr/');
  await takenOver(page);
  await page.getByRole('link', { name: 'English version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  // Before the code runs, "Details / Apply" is a plain link to the job's page; the panel comes with it.
  await takenOver(page);
  await page.getByRole('link', { name: 'Details / Apply' }).first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('a French card leads to its French job page, which names its English twin, and applying stays French @phone', async ({
  page,
}) => {
  await page.goto('/fr/');
  await takenOver(page);
  const title = page.getByRole('heading', { level: 3 }).getByRole('link').first();
  const name = (await title.textContent()) ?? '';
  await title.click();
  await expect(page).toHaveURL(/\/fr\/emplois\/\d+-[a-z0-9-]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'English version' })).toHaveAttribute('href', /^\/jobs\/\d+-/);
  await page.getByRole('link', { name: 'Postuler maintenant' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr');
});
