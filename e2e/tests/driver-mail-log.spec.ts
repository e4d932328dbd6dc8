import { expect, test } from '@playwright/test';
import { apiPaths } from '@roadhire/shared';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { signInThroughApi, uniqueEmail, verifiedCandidate } from '../support/accounts.js';
import { ADMIN, COMPANY } from '../support/environment.js';
import { mailedLink } from '../support/mail.js';
import { submittedDriver } from '../support/submitted.js';

// Issue 41, points 1 and 14: "Messages to the driver" on the applicant file lists the mail sent to
// the driver, not the request to a previous employer with its single-use link, and shows no link
// only the driver may open. Read at a 1280 px desk by a recruiter without the investigation
// permission, after the driver signed a release and asked for a password reset.

test('a recruiter reads the messages to the driver without an employer’s mail or a live link', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const employerEmail = uniqueEmail('employer');
  const driver = await verifiedCandidate(request);
  const applicationId = await submittedDriver(driver.email, driver.password, (entry) =>
    entry.wh_status === 'Yes'
      ? {
          ...entry,
          wh_name: 'Lakeshore Coach Lines',
          wh_safety_sensitive: 'Yes',
          wh_transport_regulation: 'No',
          wh_email: employerEmail,
        }
      : entry,
  );
  const login = async (email: string, password: string) => {
    const answer = await request.post(apiPaths.login, { data: { userid: email, password } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { id: number; token: string };
  };
  // The driver signs the release: the employer is mailed its single-use link.
  const session = await login(driver.email, driver.password);
  const auth = { Authorization: `Bearer ${session.token}` };
  const checks = (await (await request.get(apiPaths.candidateVerifications, { headers: auth })).json()) as {
    verifications: { id: number }[];
  };
  for (const check of checks.verifications) {
    const signed = await request.post(apiPaths.candidateVerificationRelease(check.id), {
      headers: auth,
      data: { typed_name: 'Maya Singh', certify: true },
    });
    expect(signed.status()).toBe(200);
  }
  const employerLink = await mailedLink(employerEmail, /Employment verification request/, '/employer-response/');
  // The driver asks for a password reset.
  expect((await request.post(apiPaths.forgotPassword, { data: { email: driver.email } })).status()).toBe(200);
  const resetLink = await mailedLink(
    driver.email,
    new RegExp(`Reset your ${COMPANY.name} password`),
    '/reset-password/',
  );

  // A recruiter: an administrator without the investigation permission.
  const recruiter = await verifiedCandidate(request);
  const { id: recruiterId } = await login(recruiter.email, recruiter.password);
  const admin = await login(ADMIN.email, ADMIN.password);
  const granted = await request.put(apiPaths.adminUserRole(recruiterId), {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { role: 1 },
  });
  expect(granted.status()).toBe(200);

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await desk.newPage();
  await signInThroughApi(page, recruiter.email, recruiter.password);
  await page.goto(`/admin/applicants/${applicationId}`);
  const messages = page.getByRole('list', { name: 'Messages to the driver' });
  await expect(messages.getByText(`Reset your ${COMPANY.name} password`)).toBeVisible();
  for (const summary of await messages.getByText('Show the text').all()) await summary.click();
  await expect(messages).toContainText('[a link for the recipient only, not shown]');
  await expect(messages).not.toContainText('Employment verification request');
  await expect(messages).not.toContainText(employerEmail);
  await expect(messages).not.toContainText(new URL(resetLink).pathname);
  await expect(messages).not.toContainText(new URL(employerLink).pathname);
  await expect(messages).not.toContainText('/reset-password/');
  await page.getByRole('heading', { name: 'Messages to the driver' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('messages-to-the-driver-1280.png') });
  await expectNoAccessibilityViolations(page);
  await desk.close();
});
