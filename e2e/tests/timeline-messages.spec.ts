import { expect, test } from '@playwright/test';
import { readMailFromDir } from '@roadhire/testing';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { signInThroughApi, verifiedCandidate } from '../support/accounts.js';
import { ADMIN, MAIL_DIR } from '../support/environment.js';
import { submittedDriver } from '../support/submitted.js';

// Issue 43 (decision 035): at a 1280 px desk a recruiter logs a call and writes to the driver from
// a template; on a 390 px phone the driver reads it under "My applications" and answers; the answer
// shows on the recruiter's timeline, which was never reloaded.

const ANSWER = 'Thanks, call me after 5 pm any weekday.';

test('a recruiter logs a call and messages the driver; the driver answers from a phone; the answer reaches the open timeline', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const driver = await verifiedCandidate(request);
  const applicationId = await submittedDriver(driver.email, driver.password);

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const recruiter = await desk.newPage();
  await signInThroughApi(recruiter, ADMIN.email, ADMIN.password);
  await recruiter.goto(`/admin/applicants/${applicationId}`);
  const timeline = recruiter.getByRole('region', { name: 'Timeline' });
  const entries = timeline.getByRole('list', { name: 'Entries, newest first' });
  // The receipt mailed at the submit is there, with its state.
  await expect(entries.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });

  // A call, logged by hand with its outcome and note.
  await timeline.getByRole('button', { name: 'Log a contact' }).click();
  const contact = timeline.getByRole('form', { name: 'Log a contact' });
  await contact.getByRole('combobox', { name: 'How' }).selectOption({ label: 'Call' });
  await contact.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'No answer' });
  await contact.getByRole('textbox', { name: 'Note (optional)' }).fill('Rang twice, no voicemail set up.');
  await contact.getByRole('button', { name: 'Log the contact' }).click();
  await expect(timeline.getByRole('status')).toHaveText('Contact logged.');
  const call = entries.getByRole('listitem').first();
  await expect(call).toContainText('Call: No answer');
  await expect(call).toContainText('Rang twice, no voicemail set up.');

  // A message from a template, filled for the driver in their language, then edited.
  await timeline.getByRole('button', { name: 'Send a message' }).click();
  const message = timeline.getByRole('form', { name: 'Send a message' });
  await message.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'We tried to reach you' });
  const body = message.getByRole('textbox', { name: 'Message' });
  await expect(body).toHaveValue(/^Hello \S+, this is .+ I tried to call you about your application for /);
  await expect(message.getByText(/^Subject: About your application for /)).toBeVisible();
  await expect(message.getByText(/^Written in English, the driver’s language\./)).toBeVisible();
  await body.fill(`${await body.inputValue()} Tomorrow morning works too.`);
  await message.getByRole('button', { name: 'Send the message' }).click();
  await expect(timeline.getByRole('status')).toHaveText('Message sent. The driver is told by mail.');
  const sent = entries.getByRole('listitem').first();
  await expect(sent).toContainText('Message to the driver');
  await expect(sent).toContainText('Tomorrow morning works too.');
  await expectNoAccessibilityViolations(recruiter);
  await recruiter.screenshot({ path: test.info().outputPath('timeline-1280.png'), fullPage: true });

  // The driver is told by mail, without the words, and reads them behind their sign-in.
  const notice = await readMailFromDir(MAIL_DIR, driver.email, /^A message from .+ about /, 60_000);
  expect(notice.text).not.toContain('Tomorrow morning');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await signInThroughApi(page, driver.email, driver.password);
  await page.goto('/my-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  const messages = page.getByRole('button', { name: /^Messages\s*1 new$/ });
  await expect(messages).toHaveAttribute('aria-expanded', 'false');
  await messages.click();
  const conversation = page.getByRole('list', { name: 'Messages' });
  await expect(conversation).toContainText('Tomorrow morning works too.');
  await page.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your message was sent.');
  await expect(conversation.getByRole('listitem').last()).toContainText(ANSWER);
  await expect(page.getByRole('button', { name: /^Messages$/ })).toBeVisible();
  await expectNoAccessibilityViolations(page, '#messages');
  const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noScroll).toBe(true);
  await page.screenshot({ path: test.info().outputPath('driver-messages-390.png'), fullPage: true });

  // The recruiter's open timeline shows the answer on its own, no reload.
  const answer = entries.getByRole('listitem').filter({ hasText: ANSWER });
  await expect(answer).toBeVisible({ timeout: 45_000 });
  await expect(answer).toContainText('Answer from the driver');
  await expect(entries.getByRole('listitem').first()).toContainText(ANSWER);
});
