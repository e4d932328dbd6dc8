import { expect, type Page, test } from '@playwright/test';
import { tokenOf } from '../support/drafts.js';
import { expectStep, fillStep8CurrentJob, next } from '../support/onboarding.js';
import { driverOnStep } from '../support/onboarding-quick.js';
import { watchPage } from '../support/page-watch.js';
import { CANDIDATE_NAME } from '../support/signing.js';

// A French-speaking driver signs at 360 px (decision 032): the pages speak French, the prescribed
// English texts stay English with the carrier's translation beside them, labelled as one, and the
// signature records the language and the translations shown.

const TRANSLATION = 'Traduction française, pour lecture\u00a0: c’est le texte anglais que vous acceptez.';

async function expectNothingCut(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a driver signs in French with the translation beside each English text @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const watch = await watchPage(page);
  const driver = await driverOnStep(page, request, 8);
  await fillStep8CurrentJob(page);
  await next(page);
  await expectStep(page, 9);

  // The application's own header has the switch: the page turns French at once, answers kept.
  await page.getByRole('navigation', { name: 'Application' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('button', { name: 'Soumettre la candidature' }).click();
  await expect(page.getByRole('heading', { name: 'Révisez votre candidature' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  const notice = page.getByRole('heading', { name: /^Notice: previous employers will be contacted/ });
  await expect(notice).toBeVisible();
  const beside = page.getByRole('complementary', { name: TRANSLATION });
  await expect(beside).toContainText('Avis\u00a0: vos employeurs précédents seront contactés');
  await expect(beside).toHaveAttribute('lang', 'fr-CA');
  await expectNothingCut(page);
  await page.screenshot({ path: testInfo.outputPath('notice-fr-360.png'), fullPage: true });

  const certify = page.getByRole('heading', { name: 'Attester et signer' });
  // Each signing page is a history entry, drawn once the move is: wait for the page count to change.
  const pageCount = page.getByText(/^Signature\u00a0: page \d+ sur \d+$/);
  for (let guard = 0; guard < 10 && !(await certify.isVisible()); guard++) {
    await page.getByRole('checkbox', { name: 'J’ai lu ce document et je l’accepte.' }).check();
    const before = (await pageCount.textContent()) ?? '';
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(pageCount).not.toHaveText(before);
  }
  await expect(certify).toBeVisible();
  await expect(page.getByRole('complementary', { name: TRANSLATION })).toContainText('J’atteste que cette demande');
  await page.getByRole('checkbox', { name: /^This certifies that this application was completed by me/ }).check();
  await page.getByRole('textbox', { name: 'Entrez votre nom légal complet' }).fill(CANDIDATE_NAME);
  await expectNothingCut(page);
  await page.screenshot({ path: testInfo.outputPath('certify-fr-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Signer et soumettre' }).click();
  await expect(page.getByText('Candidature terminée!')).toBeVisible({ timeout: 30_000 });

  const signature = await request.get(`/api/candidate/user/sign/${driver.applicationId}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(signature.status()).toBe(200);
  const record = (await signature.json()) as {
    language: string;
    texts: Array<{ key: string; translation: { lang: string } | null }>;
  };
  expect(record.language).toBe('fr');
  expect(record.texts.find((text) => text.key === 'certification')?.translation?.lang).toBe('fr');
  expect(watch.errors).toEqual([]);
});
