import { expect, test } from '@playwright/test';
import { openAccountMenu, signInThroughApi, verifiedCandidate } from '../support/accounts.js';
import { chooseHired, recordFullQuery, signClearinghouseConsent } from '../support/clearinghouse.js';
import { ADMIN } from '../support/environment.js';
import { pdf } from '../support/onboarding.js';
import { SUBMITTED_DRIVER_NAME, submittedDriver } from '../support/submitted.js';

// From a signed application to a hire (decision 029): the driver, on a phone, sees where the
// application stands and signs the Clearinghouse consent; the recruiter, at a desk, is told at once,
// in the Hired stage's dialog, why the hire cannot happen on the day chosen (no full query, a query
// after that day, a violation without its return-to-duty documents), records each query and
// document, then hires with a date; the driver's account then shows the decision.

test('a driver follows the application and signs the Clearinghouse consent on a phone; the recruiter completes the step and hires with a date', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const driver = await verifiedCandidate(request);
  const applicationId = await submittedDriver(driver.email, driver.password);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await signInThroughApi(page, driver.email, driver.password);

  // The account says where the application stands, on its own page, and asks for the consent.
  await page.goto('/profile');
  const withdraw = page.getByRole('button', { name: /^Withdraw my application for / });
  await expect(withdraw).toBeVisible();
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'My applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  const mine = page.getByRole('main');
  await expect(mine.getByText('Received')).toBeVisible();
  await expect(mine.getByText('current step')).toBeVisible();
  await expect(
    mine.getByText('The carrier needs your consent to query the FMCSA Drug and Alcohol Clearinghouse.'),
  ).toBeVisible();
  // Styled as a compact list of steps, not icons the width of the phone.
  expect((await mine.boundingBox())?.height).toBeLessThan(640);
  await page.screenshot({ path: test.info().outputPath('driver-status-390.png'), fullPage: true });
  await mine.getByRole('link', { name: 'Read and sign the Clearinghouse consent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clearinghouse consent' })).toBeVisible();
  await expect(page.getByText(/I consent to the employer named above conducting limited queries/)).toBeVisible();
  // Unticked, nothing is signed.
  await page.getByRole('textbox', { name: 'Your full name' }).fill(SUBMITTED_DRIVER_NAME);
  await page.getByRole('button', { name: 'Sign the consent' }).click();
  await expect(page.getByText('Please tick the box to sign.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('consent-390.png'), fullPage: true });
  const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noScroll).toBe(true);
  await signClearinghouseConsent(page, applicationId, SUBMITTED_DRIVER_NAME);

  // The recruiter cannot hire before the step allows it: the dialog says why at once, and asks for no message.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const recruiter = await desk.newPage();
  await signInThroughApi(recruiter, ADMIN.email, ADMIN.password);
  await recruiter.goto(`/admin/applicants/${applicationId}`);
  const step = recruiter.getByRole('region', { name: 'Clearinghouse' });
  await expect(step.getByText(`Signed by ${SUBMITTED_DRIVER_NAME} on `, { exact: false })).toBeVisible();
  await expect(step.getByText('Incomplete', { exact: true })).toBeVisible();
  const dialog = recruiter.getByRole('dialog', { name: 'Message to the driver' });
  const refusal = dialog.getByRole('alert');
  const refusedOn = async (day: string, reason: string) => {
    await chooseHired(recruiter, day);
    await expect(refusal).toContainText(`The driver cannot be hired on ${day}:`);
    await expect(refusal).toContainText(reason);
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Confirm stage change' })).toHaveCount(0);
  };
  await refusedOn('2026-12-01', 'No full query of the Clearinghouse is recorded with its result PDF');
  await recruiter.screenshot({ path: test.info().outputPath('hire-refused-1280.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A full query that found violations, made after the day first chosen.
  await recordFullQuery(recruiter, { day: '2026-12-03', result: 'Violations found' });
  await refusedOn('2026-12-01', 'The full query was made on 2026-12-03, after the hire date 2026-12-01');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await refusedOn('2026-12-05', 'Missing: SAP report, Negative return-to-duty test result and Follow-up testing plan.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The return-to-duty documents, each a PDF with its date.
  const rtd = step.getByRole('form', { name: 'Add the document' });
  for (const [label, day] of [
    ['SAP report', '2026-12-01'],
    ['Negative return-to-duty test result', '2026-12-03'],
    ['Follow-up testing plan', '2026-12-04'],
  ] as const) {
    await rtd.getByRole('combobox', { name: 'Document', exact: true }).selectOption({ label });
    await rtd.getByLabel('Date of the document').fill(day);
    await rtd.getByLabel('Document PDF').setInputFiles(pdf(`${day}.pdf`));
    await rtd.getByRole('button', { name: 'Add the document' }).click();
    await expect(step.getByRole('button', { name: `Download ${label} (${day})` })).toBeVisible();
  }
  await expect(step.getByText('Complete', { exact: true })).toBeVisible();
  await chooseHired(recruiter, '2026-12-05');
  await dialog.getByRole('button', { name: 'Confirm stage change' }).click();
  await expect(recruiter.getByText('Stage changed to Hired.')).toBeVisible();
  await expect(recruiter.getByText('2026-12-05')).toBeVisible();
  await expect(step.getByText('Next query due by 2027-12-03')).toBeVisible();
  await recruiter.screenshot({ path: test.info().outputPath('recruiter-checklist-1280.png'), fullPage: true });

  // The driver's account now shows the decision, and offers no withdrawal of a hire.
  await page.goto('/my-applications');
  await expect(mine.getByText('You are hired. Welcome aboard!')).toBeVisible();
  await expect(mine.getByText('Clearinghouse consent signed.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('driver-decision-390.png'), fullPage: true });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
  await expect(withdraw).toHaveCount(0);
  await phone.close();
  await desk.close();
});
