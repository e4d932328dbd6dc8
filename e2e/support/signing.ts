import { expect, type Page } from '@playwright/test';

/** The name every e2e candidate registers with (support/accounts.ts). */
export const CANDIDATE_NAME = 'Casey Driver';

/**
 * From step 9: Submit Application, then the signing pages (decision 016): the summary, each notice
 * and authorisation accepted on its own page, the certification and the typed name. Stops before
 * "Sign and submit" so a test can look first; `signAndSubmit` taps it.
 */
export async function reachSignature(page: Page, name = CANDIDATE_NAME) {
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Review your application' })).toBeVisible();
  // Each signing page is a history entry, drawn once the move is: wait for the page count to change.
  const pageCount = page.getByText(/^Signing: page \d+ of \d+$/);
  const onward = async () => {
    const before = (await pageCount.textContent()) ?? '';
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(pageCount).not.toHaveText(before);
  };
  await onward();
  // One page per text, until the certification.
  const certify = page.getByRole('heading', { name: 'Certify and sign' });
  for (let guard = 0; guard < 10 && !(await certify.isVisible()); guard++) {
    await page.getByRole('checkbox', { name: 'I have read this document and I accept it.' }).check();
    await onward();
  }
  await expect(certify).toBeVisible();
  await page.getByRole('checkbox', { name: /^This certifies that this application was completed by me/ }).check();
  await page.getByRole('textbox', { name: 'Type your full legal name' }).fill(name);
}

export async function signAndSubmit(page: Page, name = CANDIDATE_NAME) {
  await reachSignature(page, name);
  await page.getByRole('button', { name: 'Sign and submit' }).click();
}
