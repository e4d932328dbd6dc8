import { expect, type Page, test } from '@playwright/test';
import { readMailFromDir } from '@roadhire/testing';
import { uniqueEmail } from '../support/accounts.js';
import { MAIL_DIR } from '../support/environment.js';
import { takenOver, watchPage } from '../support/page-watch.js';

/** Nothing wider than the screen: a French text runs 15–20 % longer than its English. */
async function expectNothingCut(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('French at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a driver switches the sign-up form to French, keeps what was typed, and gets a French account', async ({
    page,
  }, testInfo) => {
    const watch = await watchPage(page);
    const email = uniqueEmail('fr');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    // The page is drawn by the server: its buttons answer once its code has taken it over.
    await takenOver(page);
    await page.getByLabel('First name').fill('Josée');
    await page.getByLabel('Email').fill(email);

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByLabel('Prénom')).toHaveValue('Josée');
    await expect(page.getByLabel('Courriel')).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Afficher le mot de passe' }).first()).toBeVisible();
    await expectNothingCut(page);
    await page.screenshot({ path: testInfo.outputPath('register-fr-360.png'), fullPage: true });

    await page.getByLabel('Nom de famille').fill('Tremblay');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('court');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText('Le mot de passe doit compter au moins 8 caractères.').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Route-138-nord');
    await page.getByLabel('Confirmer le mot de passe').fill('Route-138-nord');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText('Courriel de vérification envoyé')).toBeVisible();
    await expectNothingCut(page);

    const mail = await readMailFromDir(MAIL_DIR, email, /Confirmez votre courriel/);
    expect(mail.headers['content-language']).toBe('fr-CA');
    expect(mail.text).toContain('Bonjour Josée,');

    // The choice is kept: the next visit to the sign-in pages is in French, drawn so by the server.
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expectNothingCut(page);
    await page.screenshot({ path: testInfo.outputPath('login-fr-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });
});
