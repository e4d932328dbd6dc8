import { apiPaths } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerVerifications, verificationAttempts } from '../src/db/schema.js';
import { sweepVerifications } from '../src/domain/verifications/verification-sweep.js';
import {
  driverWithTwoDotEmployers,
  employerAnswer,
  employerTokenOf,
  signAllReleases,
} from './helpers/employer-checks.js';
import { bearer } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A driver who withdraws an application, or asks for erasure, no longer lets previous employers
// answer about them (decision 030): every open check closes, its link stops opening the form, its
// reminders stop, and each employer is told the request is withdrawn, in its language, with no
// reason. Through the real app, database and SMTP.

const SLOW = { timeout: 120_000 };
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_INTERVAL: '200ms' });
}, 180_000);
afterAll(() => t.close());

/** A driver whose two employers have their request, one of them in French (an employer in Quebec). */
async function driverWithLiveRequests(emails: { a: string; b: string }) {
  const driver = await driverWithTwoDotEmployers(t, emails);
  await signAllReleases(t, driver.candidate.token);
  const english = await t.mailbox.waitFor(emails.a, /Employment verification request/);
  const french = await t.mailbox.waitFor(emails.b, /Employment verification request/);
  await t.database.db
    .update(employerVerifications)
    .set({ language: 'fr' })
    .where(eq(employerVerifications.contact_email, emails.b));
  return { ...driver, tokens: { a: employerTokenOf(english), b: employerTokenOf(french) } };
}

const checksOf = (applicationId: number) =>
  t.database.db.select().from(employerVerifications).where(eq(employerVerifications.application_id, applicationId));

async function expectWithdrawn(
  applicationId: number,
  emails: { a: string; b: string },
  tokens: { a: string; b: string },
  reason: string,
) {
  const checks = await checksOf(applicationId);
  expect(checks.map((row) => [row.status, row.status_reason, row.next_reminder_at])).toEqual([
    ['cancelled', reason, null],
    ['cancelled', reason, null],
  ]);
  // The links no longer open the form, and an answer is refused.
  for (const token of [tokens.a, tokens.b]) {
    const form = await t.app.inject({ method: 'GET', url: apiPaths.employerResponse(token) });
    expect(form.statusCode).toBe(410);
    expect(form.json().message).toBe('This link was withdrawn by the carrier.');
    const answer = await t.app.inject({
      method: 'POST',
      url: apiPaths.employerResponse(token),
      payload: employerAnswer(),
    });
    expect(answer.statusCode).toBe(410);
  }
  // Each employer is told, in its language, and nothing says why.
  const english = await t.mailbox.waitFor(emails.a, /^Request withdrawn: Maya Singh/);
  expect(english.text).toContain('withdraws the employment verification request about Maya Singh');
  expect(english.text).toContain('its link no longer opens the form, and no reminder will follow');
  const french = await t.mailbox.waitFor(emails.b, /^Demande retirée\u00a0: Maya Singh/);
  expect(french.text).toContain('retire la demande de vérification d’emploi au sujet de Maya Singh');
  for (const mail of [english, french]) {
    expect(mail.text).not.toMatch(/eras|effac|withdrew|privacy|confidentialit|candidature/i);
    expect(mail.text).not.toContain('/employer-response/');
  }
  // No reminder goes any more, whatever the day.
  const attempts = async () =>
    (
      await Promise.all(
        checks.map((row) =>
          t.database.db.select().from(verificationAttempts).where(eq(verificationAttempts.verification_id, row.id)),
        ),
      )
    ).flat().length;
  const before = await attempts();
  await sweepVerifications({ db: t.database.db, config: t.config }, new Date(Date.now() + 10 * DAY));
  expect(await attempts()).toBe(before);
}

describe('the previous-employer checks of a driver who leaves', () => {
  it('close when the driver asks for erasure', SLOW, async () => {
    const emails = { a: 'a@erased-driver.test', b: 'b@erased-driver.test' };
    const { candidate, applicationId, tokens } = await driverWithLiveRequests(emails);
    const erased = await t.app.inject({
      method: 'POST',
      url: apiPaths.privacyErasure,
      headers: bearer(candidate.token),
      payload: { current_password: candidate.password },
    });
    expect(erased.statusCode, erased.body).toBe(202);
    await expectWithdrawn(applicationId, emails, tokens, 'The driver asked for their data to be erased.');
  });

  it('close when the driver withdraws the application', SLOW, async () => {
    const emails = { a: 'a@withdrawn-driver.test', b: 'b@withdrawn-driver.test' };
    const { candidate, applicationId, tokens } = await driverWithLiveRequests(emails);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: apiPaths.withdrawApplication(applicationId),
      headers: bearer(candidate.token),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await expectWithdrawn(applicationId, emails, tokens, 'The driver withdrew the application.');
  });
});
