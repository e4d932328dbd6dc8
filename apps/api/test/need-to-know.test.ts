import { apiPaths, inEnglish } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../src/db/schema.js';
import { isInvestigationRoute } from '../src/plugins/investigation-access.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { collectRoutes } from './helpers/app-routes.js';
import { consentedApplication, FULL_QUERY, recordQuery } from './helpers/clearinghouse.js';
import {
  driverWithTwoDotEmployers,
  employerAnswer,
  employerTokenOf,
  FMCSA_EMPLOYER,
  signAllReleases,
  TRANSIT_EMPLOYER,
} from './helpers/employer-checks.js';
import { bearer } from './helpers/factories.js';
import { pdfText } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 41, point 1: a live link is readable by its recipient alone, and drug-and-alcohol answers
// only by those allowed to see the investigation file. A member without that permission walks
// every admin route and every stored mail of a driver whose checks were answered and who asked
// for a password reset: nothing they read carries a token, such a link, or a D&A answer.

let t: TestApp;
const secrets: string[] = [];
let ids: { user: number; application: number; position: number };

beforeAll(async () => {
  t = await createTestApp();
  const { candidate, applicationId, position } = await driverWithTwoDotEmployers(t);
  ids = { user: candidate.id, application: applicationId, position: position.p_id };
  await signAllReleases(t, candidate.token);
  const transitToken = employerTokenOf(await t.mailbox.waitFor(TRANSIT_EMPLOYER, /Employment verification request/));
  const fmcsaToken = employerTokenOf(await t.mailbox.waitFor(FMCSA_EMPLOYER, /Employment verification request/));
  const answered = await t.app.inject({
    method: 'POST',
    url: apiPaths.employerResponse(transitToken),
    payload: employerAnswer({
      drug_alcohol: {
        alcohol_04_or_more: true,
        verified_positive_drug: false,
        refusals: false,
        other_violations: false,
        return_to_duty_documents: true,
      },
    }),
  });
  expect(answered.statusCode, answered.body).toBe(200);
  await t.mailbox.waitFor(TRANSIT_EMPLOYER, /copy/i);

  const forgot = await t.app.inject({
    method: 'POST',
    url: apiPaths.forgotPassword,
    payload: { email: candidate.email },
  });
  expect(forgot.statusCode).toBe(200);
  const reset = await t.mailbox.waitFor(candidate.email, /Reset your/);
  const resetToken = new URL(linkIn(reset, '/reset-password/')).pathname.split('/').pop() ?? '';
  secrets.push(transitToken, fmcsaToken, resetToken);
  for (const secret of secrets) expect(secret.length).toBeGreaterThan(20);

  // A Clearinghouse query that found violations, recorded by an administrator allowed to: its
  // result is a drug-and-alcohol fact too, and the audit log keeps it.
  const allowed = await createAdmin(t, { investigations: true });
  const queried = await recordQuery(
    t,
    await consentedApplication(t),
    { ...FULL_QUERY, result: 'violations_found' },
    allowed.token,
  );
  expect(queried.statusCode, queried.body).toBe(200);
}, 180_000);
afterAll(() => t.close());

/** What must never reach this member: the tokens, any link carrying one, and D&A answers. */
function leaks(text: string): string[] {
  const found = secrets.filter((secret) => text.includes(secret));
  for (const path of ['/employer-response/', '/reset-password/', '/verify-email/', '/confirm-email/']) {
    if (text.includes(path)) found.push(path);
  }
  for (const label of [
    inEnglish.t('investigationFile.lines.drugAlcohol'),
    inEnglish.t('investigationFile.lines.alcohol'),
    inEnglish.t('investigationFile.lines.drugs'),
    inEnglish.t('investigationFile.lines.refusals'),
    'violations_found',
  ]) {
    if (text.includes(label)) found.push(label);
  }
  return found;
}

/** A route pattern with each parameter set to the driver's, their application's or their job's id. */
function filledFor(pattern: string): string {
  return pattern
    .replace(/^\/api\/admin\/users\/:id/, `/api/admin/users/${ids.user}`)
    .replace(/^\/api\/admin\/applications\/:id/, `/api/admin/applications/${ids.application}`)
    .replace(/^\/api\/admin\/positions\/:id/, `/api/admin/positions/${ids.position}`)
    .replace(/:\w+/g, '1');
}

async function readAs(token: string, url: string): Promise<{ status: number; text: string }> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const isPdf = String(response.headers['content-type'] ?? '').startsWith('application/pdf');
  return { status: response.statusCode, text: isPdf ? await pdfText(response.rawPayload) : response.body };
}

describe('what a member without the investigation permission reads', () => {
  it('walks every admin route and finds no token, no such link and no drug-and-alcohol answer', async () => {
    const member = await createAdmin(t);
    const routes = collectRoutes(t.app, (pattern) => pattern.startsWith('/api/admin')).filter((route) =>
      route.startsWith('GET '),
    );
    expect(routes.length).toBeGreaterThan(20);
    const read: string[] = [];
    for (const route of routes) {
      const pattern = route.slice('GET '.length);
      const { status, text } = await readAs(member.token, filledFor(pattern));
      if (isInvestigationRoute(pattern)) {
        expect(status, route).toBe(403);
        continue;
      }
      expect(status, route).toBeLessThan(500);
      if (status === 200) read.push(route);
      expect(leaks(text), route).toEqual([]);
    }
    // The walk read the driver's file, their mail and the audit log, not only refusals.
    expect(read).toEqual(
      expect.arrayContaining([
        'GET /api/admin/applications/:id',
        'GET /api/admin/users/:id/mail',
        'GET /api/admin/audit',
        'GET /api/admin/applications.csv',
      ]),
    );
  });

  it('reads every stored mail of every account without a token, such a link or a drug-and-alcohol answer', async () => {
    const member = await createAdmin(t);
    const owners = await t.database.db
      .selectDistinct({ user_id: mailMessages.user_id })
      .from(mailMessages)
      .where(isNotNull(mailMessages.user_id));
    expect(owners.map((row) => row.user_id)).toContain(ids.user);
    for (const { user_id } of owners) {
      const { status, text } = await readAs(member.token, apiPaths.adminUserMail(user_id ?? 0));
      expect(status).toBe(200);
      expect(leaks(text), `mail of account ${user_id}`).toEqual([]);
    }
    // The driver's own mails are listed, with their reset mail's link taken out.
    const driverMail = JSON.parse((await readAs(member.token, apiPaths.adminUserMail(ids.user))).text) as {
      items: { kind: string; recipient: string }[];
    };
    expect(driverMail.items.map((item) => item.kind)).toContain('password_reset');
    expect(driverMail.items.map((item) => item.recipient)).not.toContain(TRANSIT_EMPLOYER);
  });
});
