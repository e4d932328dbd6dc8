import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { logIn, signedInCandidate } from '../support/accounts.js';
import { answerQuestions, choose } from '../support/apply-form.js';
import { ADMIN, HR_SITE_URL } from '../support/environment.js';
import {
  expectStep,
  fillStep1,
  fillStep2,
  fillStep3,
  fillStep4,
  fillStep6,
  fillStep7,
  fillStep8CurrentJob,
  next,
} from '../support/onboarding.js';
import { signAndSubmit } from '../support/signing.js';

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name });

test('an administrator posts a job, a driver on a phone applies and completes it, and the administrator finds, reads, prints and hires', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Cross-border Team Driver ${stamp}`;
  const number = `E2E-${stamp}`;

  // The administrator creates the position.
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('button', { name: 'My Account', exact: true })).toBeVisible();
  await page.goto('/admin');
  await section(page, 'Positions').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
  await page.getByRole('link', { name: 'New position' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New position' })).toBeVisible();
  await page.getByLabel('Position title').fill(title);
  await page.getByLabel('Position number').fill(number);
  await page.getByLabel('Number of openings').fill('3');
  await page.getByLabel('City').fill('Regina');
  await page.getByLabel('Province').selectOption('Saskatchewan');
  // A job without a CDL: its Hired stage needs no Clearinghouse step (decision 029).
  await page.getByRole('checkbox', { name: /^Needs a CDL/ }).uncheck();
  await page
    .getByRole('textbox', { name: 'Description (HTML)', exact: true })
    .fill('<p>Team runs from Regina to Chicago, home every second weekend.</p><script>alert(1)</script>');
  await page
    .getByRole('group', { name: 'Show on the careers page' })
    .getByRole('checkbox', { name: 'Openings' })
    .check();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Create position' }).click();
  await expect(page.getByText(`Position "${title}" created.`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Positions' }).getByRole('row').filter({ hasText: number }),
  ).toContainText('Open');

  // A driver on the narrowest phone finds it on the careers page, applies and completes the application.
  const driverContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await driverContext.newPage();
  const driver = await signedInCandidate(phone, request);
  await phone.getByRole('searchbox', { name: 'Search positions' }).fill(stamp);
  const card = phone
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: phone.getByRole('heading', { level: 3, name: title }) });
  await card.getByRole('link', { name: 'Details / Apply' }).click();
  const details = phone.getByRole('dialog', { name: title });
  await expect(details).toContainText('Team runs from Regina to Chicago');
  await details.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(phone).toHaveURL(/\/apply\/\d+$/);
  await answerQuestions(phone);
  await phone.getByRole('button', { name: 'Submit and Begin the application!' }).click();
  await expectStep(phone, 1);
  await fillStep1(phone);
  await next(phone);
  await expectStep(phone, 2);
  await fillStep2(phone);
  await next(phone);
  await expectStep(phone, 3);
  await fillStep3(phone);
  await next(phone);
  await expectStep(phone, 4);
  await fillStep4(phone);
  await next(phone);
  await expectStep(phone, 5);
  await choose(phone, "Have you held any other driver's licences in the last 3 years?", 'No');
  await next(phone);
  await expectStep(phone, 6);
  await fillStep6(phone);
  await next(phone);
  await expectStep(phone, 7);
  await fillStep7(phone);
  await next(phone);
  await expectStep(phone, 8);
  await fillStep8CurrentJob(phone);
  await next(phone);
  await expectStep(phone, 9);
  const driverToken = await phone.evaluate(() => localStorage.getItem('token'));
  await signAndSubmit(phone);
  await expect(phone).toHaveURL(HR_SITE_URL);
  await driverContext.close();

  // The administrator finds the application by the driver's email among every applicant.
  await section(page, 'Applicants').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search' })
    .or(page.getByRole('textbox', { name: 'Search' }))
    .fill(driver.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: driver.email });
  await expect(row).toContainText(title);
  await expect(row).toContainText('Waiting for review');
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();
  await row.getByRole('link', { name: 'Casey Driver' }).click();

  // The whole file on one page, with documents that open.
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Driver' })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Work history' })).toBeVisible();
  await expect(page.getByText('Northern Freight Lines').first()).toBeVisible();
  await expect(page.getByText('D1234-56789-01234').first()).toBeVisible();
  const documents = page.getByRole('table', { name: 'Uploaded documents' });
  for (const name of ['passport.pdf', 'us-visa.pdf', 'fast-card.pdf', 'air-brakes.pdf']) {
    await expect(documents.getByRole('row').filter({ hasText: name })).toBeVisible();
  }
  const passport = await documents.getByRole('link', { name: 'Open passport.pdf' }).getAttribute('href');
  const opened = await request.get(passport ?? '');
  expect(opened.status()).toBe(200);
  expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAccessibilityViolations(page);

  // The printable application downloads as a PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^application-\d+-driver\.pdf$/);
  const printed = await readFile((await download.path()) ?? '');
  expect(printed.subarray(0, 5).toString()).toBe('%PDF-');
  expect(printed.length).toBeGreaterThan(2000);

  // The recruiter hires the driver with a note; the history says who and when.
  await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Hired' });
  await page.getByLabel('Hire date').fill('2026-12-01');
  await page.getByLabel('Note (optional)').fill('Road test passed; starts Monday.');
  await page.getByRole('button', { name: 'Change stage' }).click();
  // Before a move to hired the recruiter reads the message to the driver; it goes as written.
  const message = page.getByRole('dialog', { name: 'Message to the driver' });
  await expect(message.getByRole('textbox', { name: 'Message' })).toHaveValue(/glad to offer you the position/);
  await message.getByRole('button', { name: 'Confirm stage change' }).click();
  await expect(page.getByText('Stage changed to Hired.')).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Stage changed from Waiting for review to Hired');
  await expect(history).toContainText('Road test passed; starts Monday.');
  await expect(history).toContainText(ADMIN.email);
  await expect(page.getByText('Recruiter stage: Hired')).toBeVisible();

  // Back to the very list the recruiter searched, where the row now says Hired.
  await page.getByRole('link', { name: /Back to applicants/ }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(row).toContainText('Hired');

  // The driver still sees a completed application (SPEC §4: 3), whatever the recruiters decide.
  const check = await request.get('/api/apply/check', { headers: { Authorization: `Bearer ${driverToken}` } });
  expect((await check.json()).pipeline_status).toBe(3);

  // The position is filled: closing it takes it off the careers page at once.
  await section(page, 'Positions').click();
  const positionRow = page.getByRole('table', { name: 'Positions' }).getByRole('row').filter({ hasText: number });
  await positionRow.getByRole('button', { name: `Close position ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this position?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Close position' }).click();
  await expect(positionRow).toContainText('Closed');
  const open = (await (await request.get('/api/open-positions')).json()) as Array<{ p_position_number: string }>;
  expect(open.map((position) => position.p_position_number)).not.toContain(number);
});
