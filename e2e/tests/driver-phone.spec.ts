import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInCandidate } from '../support/accounts.js';
import { choose } from '../support/apply-form.js';
import { EXPIRED_TOKEN } from '../support/drafts.js';
import { candidateOnOnboarding, expectStep, fillStep1, next } from '../support/onboarding.js';
import { answerUpTo } from '../support/onboarding-quick.js';
import { aPhoto } from '../support/photo.js';

// What a driver meets on a phone in the application: photos of documents, the browser's Back,
// and a shared phone's Logout.

test('a photo of a document is made a PDF in the browser and uploaded; one it cannot read is refused @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await candidateOnOnboarding(page, request);
  await fillStep1(page);
  await next(page);
  await expectStep(page, 2);
  await choose(page, 'Do you have the legal right to work in Canada?', 'Yes');
  await page.getByLabel('Document type').selectOption({ label: 'Passport' });
  const proof = page.getByLabel('Proof of the right to work in Canada (PDF)');
  await expect(proof).toHaveAttribute('accept', /image\/jpeg/);

  await proof.setInputFiles({ name: 'broken.heic', mimeType: 'image/heic', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'This photo cannot be read on this device.' })).toBeVisible();
  await proof.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF files are allowed' })).toBeVisible();

  await proof.setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await aPhoto(page) });
  const link = page.getByRole('link', { name: 'passport.pdf' });
  await expect(link).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('photo-uploaded.png'), fullPage: true });
  const file = await request.get((await link.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const body = await file.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.toString('latin1')).toContain('/DCTDecode');
});

test("the browser's Back steps back through the application, keeping what was typed @phone", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await candidateOnOnboarding(page, request);
  await answerUpTo(page, 3);
  await page.getByLabel('Licence number').fill('ON-77');
  await page.goBack();
  await expectStep(page, 2);
  await expect(page).toHaveURL(/\/candidate\/onboarding\/\d+$/);
  await page.goBack();
  await expectStep(page, 1);
  await expect(page.getByLabel('Address 1')).toHaveValue('120 Front Street West');
  await page.goForward();
  await page.goForward();
  await expectStep(page, 3);
  await expect(page.getByLabel('Licence number')).toHaveValue('ON-77');
  // A reload keeps the step and the answer too.
  await page.reload();
  await expectStep(page, 3);
  await expect(page.getByLabel('Licence number')).toHaveValue('ON-77');
});

test("Logout in the application's header signs out and leaves no answer in the phone @phone", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await candidateOnOnboarding(page, request);
  await page.getByLabel('Address 1').fill('9 Shared Phone Road');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const header = page.getByRole('navigation', { name: 'Application' });
  await header.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('help.png') });
  await page.getByRole('button', { name: 'OK' }).click();
  await page.screenshot({ path: test.info().outputPath('application-header.png') });
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('onboardingDraft:')));
  expect(kept).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

/** Drawn whole: inside the screen's width and not clipped by its own box. */
async function expectWhole(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  const clipped = await element.evaluate(
    (node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
  );
  expect(clipped).toBe(false);
}

test('a long company name shows whole in the header of a 360 px phone, beside the buttons @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'Northern Wheels Transport & Logistics Incorporated';
  await signedInCandidate(page, request);
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), companyName: name } });
  });
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/profile');
    const brand = page.getByRole('banner').getByText(name, { exact: true });
    await expect(brand).toBeVisible();
    await expectWhole(page, brand);
    await expectWhole(page, page.getByRole('button', { name: 'My Account', exact: true }));
    await page.screenshot({ path: test.info().outputPath(`header-${width}.png`) });
  }
});

test("'Sign in again' beside the save status fits a 390 px phone @phone", async ({ page, request }) => {
  test.setTimeout(120_000);
  await candidateOnOnboarding(page, request);
  await page.evaluate((token) => localStorage.setItem('token', token), EXPIRED_TOKEN);
  await page.getByLabel('City').fill('Barrie');
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const button = page.getByRole('button', { name: 'Sign in again' });
  await expect(button).toBeVisible();
  await expectWhole(page, button);
  await page.screenshot({ path: test.info().outputPath('sign-in-again.png') });
});
