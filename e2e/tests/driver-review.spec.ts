import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiPaths } from '@roadhire/shared';
import { readMailFromDir } from '@roadhire/testing';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { logIn, signInThroughApi, uniqueEmail, verifiedCandidate } from '../support/accounts.js';
import { ADMIN, MAIL_DIR } from '../support/environment.js';
import { mailedLink } from '../support/mail.js';
import { submittedDriver } from '../support/submitted.js';

// The driver's rights over a previous employer's answer (49 CFR 391.23(i), decision 030), on a
// phone: from an answered check set up over HTTP, the driver asks to review it, the recruiter at a
// desk sees the carrier's due day and releases it, and the driver reads it, asks the employer for a
// correction and adds a rebuttal statement; the recruiter downloads the investigation file.

test('a driver asks to review an answer, reads it once released, and corrects and rebuts it @phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const employerEmail = uniqueEmail('review-employer');
  const candidate = await verifiedCandidate(request);
  const applicationId = await submittedDriver(candidate.email, candidate.password, (entry) =>
    entry.wh_status === 'Yes'
      ? { ...entry, wh_name: 'Northern Freight Ltd.', wh_transport_regulation: 'Yes', wh_email: employerEmail }
      : entry,
  );

  // The release signed and the employer's answer sent over HTTP, as their own tests do on screen.
  const login = await request.post(apiPaths.login, { data: { userid: candidate.email, password: candidate.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const checks = (await (await request.get(apiPaths.candidateVerifications, { headers })).json()).verifications;
  const check = checks.find((item: { employer_name: string }) => item.employer_name === 'Northern Freight Ltd.');
  expect(check).toBeTruthy();
  const signed = await request.post(apiPaths.candidateVerificationRelease(check.id), {
    headers,
    data: { typed_name: 'Maya Singh', certify: true },
  });
  expect(signed.status()).toBe(200);
  const link = await mailedLink(employerEmail, /Employment verification request: Maya Singh/, '/employer-response/');
  const token = new URL(link).pathname.split('/').pop() ?? '';
  const answered = await request.post(apiPaths.employerResponse(token), {
    data: {
      employment: {
        dates_confirmed: true,
        employed_from: '2024-01-15',
        employed_to: null,
        position: 'AZ Driver',
        drove_cmv: true,
        vehicle_types: ['Tractor-trailer'],
        reason_for_leaving: 'Still employed',
        eligible_for_rehire: 'yes',
      },
      accidents: [
        { date: '2025-03-14', city: 'Buffalo', state: 'NY', injuries: 1, fatalities: 0, hazmat_released: false },
      ],
      no_accidents: false,
      responder_name: 'Dana Reed',
      responder_title: 'Safety Manager',
      typed_signature: 'Dana Reed',
      certify: true,
    },
  });
  expect(answered.status()).toBe(200);

  // The driver, on a phone, asks to review the answer.
  await logIn(page, candidate.email, candidate.password);
  await page.goto('/candidate/verifications');
  const card = page.getByRole('region', { name: 'Northern Freight Ltd.' });
  await expect(card).toContainText('Answered');
  await expect(page.getByRole('heading', { name: 'Your rights about these answers' })).toBeVisible();
  await card.getByRole('button', { name: 'Ask to review this answer' }).click();
  await expect(card.getByRole('status')).toContainText('You asked to review this answer on');
  await expectNoAccessibilityViolations(page);

  // The recruiter at a 1280 px desk sees the carrier's due day and releases the answer.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const recruiter = await desk.newPage();
  await signInThroughApi(recruiter, ADMIN.email, ADMIN.password);
  await recruiter.goto(`/admin/applicants/${applicationId}`);
  const checkCard = recruiter.getByRole('article', { name: 'Northern Freight Ltd.' });
  await expect(checkCard).toContainText(/Driver asked to review on .+, due /);
  await checkCard.getByRole('button', { name: 'Release to driver' }).click();
  await expect(checkCard).toContainText('Released to the driver on');

  // The driver reads the answer, asks for a correction and adds a statement.
  await page.reload();
  const answer = card.getByRole('region', { name: 'The employer’s answer' });
  await expect(answer).toContainText('Buffalo, NY: 1 injured, 0 killed');
  await expect(answer).toContainText('Dana Reed, Safety Manager');
  const correction = card.getByRole('form', { name: 'Ask for a correction' });
  await correction.getByLabel('What is wrong, and what is right').fill('The Buffalo accident was not mine.');
  await correction.getByRole('button', { name: 'Send the correction request' }).click();
  await expect(card).toContainText('You asked for a correction on');
  const rebuttal = card.getByRole('form', { name: 'Add a rebuttal statement' });
  await rebuttal.getByLabel('Your statement').fill('I was on leave the week of that accident.');
  await rebuttal.getByRole('button', { name: 'Add the statement' }).click();
  await expect(card).toContainText('is kept with this answer');
  await page.screenshot({ path: test.info().outputPath('driver-review-390.png'), fullPage: true });
  await expectNoAccessibilityViolations(page);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const mail = await readMailFromDir(MAIL_DIR, employerEmail, /Correction requested: your answer about Maya Singh/);
  expect(mail.text).toContain('The Buffalo accident was not mine.');

  // The recruiter reads both beside the answer.
  await recruiter.reload();
  await expect(checkCard).toContainText('The Buffalo accident was not mine.');
  await expect(checkCard).toContainText('I was on leave the week of that accident.');

  // And downloads the whole investigation file, the review in it.
  const [download] = await Promise.all([
    recruiter.waitForEvent('download'),
    recruiter.getByRole('button', { name: 'Download investigation file (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^investigation-file-${applicationId}-.*\\.pdf$`));
  const saved = await download.path();
  expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
  await desk.close();
});
