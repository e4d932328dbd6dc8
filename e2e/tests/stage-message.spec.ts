import { expect, test } from '@playwright/test';
import { readMailFromDir } from '@roadhire/testing';
import { signInThroughApi } from '../support/accounts.js';
import { chooseHired, recordClearinghouseStep, signClearinghouseConsent } from '../support/clearinghouse.js';
import { ADMIN, HR_SITE_HEADING, MAIL_DIR } from '../support/environment.js';
import { expectStep, fillStep8CurrentJob, next } from '../support/onboarding.js';
import { driverOnStep } from '../support/onboarding-quick.js';
import { signAndSubmit } from '../support/signing.js';

// A recruiter asks on My Profile for a mail per submitted application; a driver submits and receives
// the receipt, and the recruiter the news; the recruiter hires them with a message rewritten in the
// dialog; the driver receives those words, and the applicant file lists the message as sent.

const EDITED = 'Welcome aboard, Casey. Orientation is Monday at 8:00 at the Mississauga yard; bring your abstract.';

test('a recruiter who asked is told of each submit; the driver receives the receipt; the recruiter marks them hired with an edited message, and the driver receives that text', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const recruiter = await desk.newPage();
  await signInThroughApi(recruiter, ADMIN.email, ADMIN.password);
  await recruiter.goto('/profile');
  const notify = recruiter.getByRole('checkbox', { name: 'Email me each submitted application' });
  await notify.check();
  await recruiter.getByRole('button', { name: 'Save Changes' }).click();
  await expect(recruiter.getByText('Profile saved successfully!')).toBeVisible();
  await recruiter.reload();
  await expect(notify).toBeChecked();

  const driver = await driverOnStep(page, request, 8);
  await fillStep8CurrentJob(page);
  await next(page);
  await expectStep(page, 9);
  await signAndSubmit(page);
  await expect(page.getByText('Onboarding completed!')).toBeVisible();
  // The driver hears at once that the application arrived, and what happens next.
  const receipt = await readMailFromDir(MAIL_DIR, driver.email, /^We received your application for /, 60_000);
  expect(receipt.text).toContain('Thank you.');
  const fileLink = `/admin/applicants/${driver.applicationId}`;
  await readMailFromDir(MAIL_DIR, ADMIN.email, /^New application: Casey Driver for /, 60_000, fileLink);

  // The job needs a CDL: the Clearinghouse step comes first (decision 029), once the driver is on
  // the carrier's HR site the portal hands them to.
  await expect(page.getByRole('heading', { level: 1, name: HR_SITE_HEADING })).toBeVisible();
  await signClearinghouseConsent(page, driver.applicationId);
  await recruiter.goto(`/admin/applicants/${driver.applicationId}`);
  await recordClearinghouseStep(recruiter, '2026-11-25');
  await chooseHired(recruiter, '2026-12-01');

  const dialog = recruiter.getByRole('dialog', { name: 'Message to the driver' });
  await expect(dialog).toContainText(driver.email);
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(/glad to offer you the position/);
  await expect(dialog.getByRole('checkbox', { name: 'Send this message to the driver' })).toBeChecked();
  await message.fill(EDITED);
  await dialog.getByRole('button', { name: 'Confirm stage change' }).click();
  await expect(recruiter.getByText('Stage changed to Hired.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await readMailFromDir(MAIL_DIR, driver.email, /^Welcome aboard: you are hired for /, 60_000);
  expect(mail.text).toContain(EDITED);
  expect(mail.text).not.toContain('glad to offer you the position');

  // The worker sent it after the move: the file lists it as sent once read again.
  const list = recruiter.getByRole('list', { name: 'Messages to the driver' });
  await expect(async () => {
    await recruiter.reload();
    // The file drawn again first: on a busy machine a reload alone can take longer than the check.
    await expect(list).toBeVisible();
    const hired = list.getByRole('listitem').filter({ hasText: 'Welcome aboard: you are hired for' });
    await expect(hired).toContainText('Sent', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const hired = list.getByRole('listitem').filter({ hasText: 'Welcome aboard: you are hired for' });
  await hired.getByText('Show the text').click();
  await expect(hired.getByText(EDITED)).toBeVisible();
  await desk.close();
});
