import { expect, test } from '@playwright/test';
import { logIn, openAccountMenu, uniqueEmail, verifiedCandidate } from '../support/accounts.js';
import { mailedLink } from '../support/mail.js';
import { takenOver } from '../support/page-watch.js';

test('a candidate registers, verifies the email, logs in, edits the profile and logs out @phone', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'Drive-safe-2026';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('(306) 555-0142');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  await page.goto(await mailedLink(email, /Verify/, '/api/auth/verify-email/'));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByRole('alert')).toHaveText('Your email has been verified. You can now log in.');

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Mobile')).toHaveValue('3065550142');
  await page.getByLabel('City').fill('Regina');
  await page.getByLabel('Date of birth').fill('1988-07-15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Profile saved successfully!');
  // A new attempt that fails its own check never stands beside the old success.
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-1');
  await expect(page.getByText('Profile saved successfully!')).toHaveCount(0);
  await page.getByLabel('Confirm new password').fill('Another-pass-2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expect(page.getByText('Profile saved successfully!')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('');
  await page.getByLabel('Confirm new password').fill('');

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Regina');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1988-07-15');

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/profile');
  // Signing in again leads back to the page that was refused.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Regina');
});

test('registering for a job names it, shows the password rule, and the login page does not claim what is not true @phone', async ({
  page,
  browser,
}) => {
  const title = 'Tanker Driver — Fuel Delivery (TDG)';
  await page.goto('/');
  await takenOver(page);
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) })
    .getByRole('link', { name: 'Details / Apply' })
    .click();
  await page.getByRole('dialog', { name: title }).getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page.getByText(`Create an account to apply for ${title}`)).toBeVisible();
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toHaveAccessibleDescription('At least 8 characters.');

  const email = uniqueEmail();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Gauthier');
  await page.getByLabel('Email').fill(email);
  await password.fill('Drive-safe-2026');
  await page.getByLabel('Confirm password').fill('Drive-safe-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login\?verified=1&redirect=/);
  // Not verified yet: no green banner, but what to do next.
  await expect(page.getByRole('alert')).toHaveText(
    'Open the link we emailed you to verify your address, then log in here.',
  );
  await expect(page.getByText('Your email has been verified')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Within the minute no new link leaves, and the page does not say one did.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Drive-safe-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please verify your email before logging in. We sent you a verification link less than a minute ago: check your inbox (and spam).',
  );
  await expect(page.getByText('We have sent you a new verification link')).toHaveCount(0);
  await expect(page.getByText('Your email has been verified')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Your email has been verified')).toHaveCount(0);

  // The link opened in another browser, which never saw the sign-up, still leads to the job.
  const jobId = new URL(page.url()).searchParams.get('redirect')?.split('/').pop();
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(await mailedLink(email, /Verify/, '/api/auth/verify-email/'));
  await expect(other).toHaveURL(new RegExp(`/login\\?verified=1&redirect=%2Fapply%2F${jobId}$`));
  await expect(other.getByRole('alert')).toHaveText('Your email has been verified. You can now log in.');
  await logIn(other, email, 'Drive-safe-2026');
  await expect(other).toHaveURL(new RegExp(`/apply/${jobId}$`));
  await elsewhere.close();
});

test('a signed-in candidate who goes Back to the login page is sent on, not shown the form @phone', async ({
  page,
  request,
}) => {
  const { email, password } = await verifiedCandidate(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // The sign-up page is drawn by the server: a tap before its code runs loads the login page anew,
  // and the sign-up page's own Email field stays on screen until then.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  // Back to the sign-up page, then to the login page: each sends a signed-in driver on to where a
  // login would, instead of showing its form.
  for (let i = 0; i < 2; i++) {
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  }
});
