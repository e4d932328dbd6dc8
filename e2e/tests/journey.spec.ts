import { expect, test } from '@playwright/test';
import { logIn, uniqueEmail } from '../support/accounts.js';
import { answerQuestions } from '../support/apply-form.js';
import { mailedLink } from '../support/mail.js';
import { takenOver } from '../support/page-watch.js';

test('a visitor on a phone finds a job, creates an account, verifies it, logs in and starts that application @phone @desktop', async ({
  page,
  request,
}) => {
  const [position] = (await (await request.get('/api/open-positions')).json()) as Array<{
    p_id: number;
    p_position_title: string;
  }>;
  if (!position) throw new Error('the demo positions are missing');

  // Browse: open the job's details and press Apply, logged out.
  await page.goto('/');
  await takenOver(page);
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: position.p_position_title }) });
  await card.getByRole('link', { name: 'Details / Apply' }).click();
  await page
    .getByRole('dialog', { name: position.p_position_title })
    .getByRole('link', { name: 'Apply Now' })
    .first()
    .click();
  await expect(page).toHaveURL(`/register?redirect=${encodeURIComponent(`/apply/${position.p_id}`)}`);

  // Create the account, then follow the mailed link.
  const email = uniqueEmail('journey');
  const password = 'Long-haul-2026';
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('5145550177');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  await page.goto(await mailedLink(email, /Verify/, '/api/auth/verify-email/'));
  await expect(page).toHaveURL(/\/login\?verified=1/);

  // Log in: the pending job brings the driver back to the form for that job.
  await logIn(page, email, password);
  await expect(page).toHaveURL(`/apply/${position.p_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apply for ${position.p_position_title}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Answer, submit, and arrive at the driver application.
  await answerQuestions(page);
  await page.getByRole('button', { name: 'Submit and Begin the application!' }).click();
  await expect(page).toHaveURL(/\/candidate\/onboarding\/\d+$/);
});
