import { type AdminVerification, apiPaths, type DriverVerification, type DriverVerifications } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, verificationResponses } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { dayOffset, driverWithTwoDotEmployers, employerAnswer } from './helpers/employer-checks.js';
import { bearer, createCandidate } from './helpers/factories.js';
import { pdfText } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The driver's review of a previous employer's answer (49 CFR 391.23(i), decision 030): asked,
// due in 5 business days of the carrier's calendar, released by a recruiter, read, a correction
// mailed to the employer and a rebuttal kept with the answer, through the real app and SMTP.

const SLOW = { timeout: 120_000 };
const DAY = 86_400_000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
/** The server's clock while set; the real time otherwise. */
let clock: Date | null = null;

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_INTERVAL: '200ms' }, { clock: () => clock ?? new Date() });
  admin = await createAdmin(t, { investigations: true });
}, 180_000);
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });

async function adminCheck(applicationId: number, id: number): Promise<AdminVerification> {
  const response = await get(apiPaths.adminApplicationVerifications(applicationId), admin.token);
  expect(response.statusCode, response.body).toBe(200);
  const found = (response.json().verifications as AdminVerification[]).find((item) => item.id === id);
  if (!found) throw new Error(`check ${id} not listed`);
  return found;
}

async function driverCheck(token: string, id: number): Promise<DriverVerification> {
  const list: DriverVerifications = (await get(apiPaths.candidateVerifications, token)).json();
  const found = list.verifications.find((item) => item.id === id);
  if (!found) throw new Error(`check ${id} not listed`);
  return found;
}

/** A driver whose first employer answered through its link, the second not yet. */
async function answeredCheck(name: string) {
  const answers = `${name}-answers@carrier-a.test`;
  const { candidate, applicationId } = await driverWithTwoDotEmployers(t, {
    a: answers,
    b: `${name}-silent@carrier-b.test`,
  });
  const list: DriverVerifications = (await get(apiPaths.candidateVerifications, candidate.token)).json();
  for (const item of list.verifications) {
    const signed = await post(
      apiPaths.candidateVerificationRelease(item.id),
      { typed_name: 'Maya Singh', certify: true },
      candidate.token,
    );
    expect(signed.statusCode, signed.body).toBe(200);
  }
  const request = await t.mailbox.waitFor(answers, /Employment verification request/);
  const token = new URL(linkIn(request, '/employer-response/')).pathname.split('/').pop() ?? '';
  const answered = await t.app.inject({
    method: 'POST',
    url: apiPaths.employerResponse(token),
    payload: employerAnswer({ responder_email: answers }),
  });
  expect(answered.statusCode, answered.body).toBe(200);
  const answeredId = list.verifications.find((item) => item.employer_name === 'Northern Freight Ltd.')?.id ?? 0;
  const openId = list.verifications.find((item) => item.employer_name === 'Metro Transit Lines')?.id ?? 0;
  return { candidate, applicationId, answeredId, openId, answers, sha256: answered.json().sha256 as string };
}

/** The next Friday after today, 15:00 UTC (10:00 in Toronto). */
function nextFriday(): Date {
  const day = new Date(Date.now() + DAY);
  while (day.getUTCDay() !== 5) day.setTime(day.getTime() + DAY);
  return new Date(`${day.toISOString().slice(0, 10)}T15:00:00Z`);
}

describe('the driver’s review of an answer', () => {
  it('is asked, due in 5 business days, released, read, corrected and rebutted', SLOW, async () => {
    const other = await createAdmin(t);
    const { candidate, applicationId, answeredId, openId, answers, sha256 } = await answeredCheck('review');
    const review = apiPaths.candidateVerificationReview;
    const correction = apiPaths.candidateVerificationCorrection;
    const rebuttal = apiPaths.candidateVerificationRebuttal;
    const release = apiPaths.adminVerificationRelease;

    // Nothing to review before an answer; nothing to correct or rebut before a release.
    const early = await post(review(openId), {}, candidate.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This employer has not answered yet.');
    for (const url of [correction(answeredId), rebuttal(answeredId)]) {
      const refused = await post(url, { text: 'The accident was not mine.' }, candidate.token);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe('This answer has not been released to you yet.');
    }
    const unasked = await post(release(answeredId), {}, admin.token);
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json().message).toBe('The driver has not asked to review this answer.');

    // Another driver's check is unknown to this one, whatever the route.
    const stranger = await createCandidate(t);
    for (const url of [review(answeredId), correction(answeredId), rebuttal(answeredId)])
      expect((await post(url, { text: 'Mine?' }, stranger.token)).statusCode, url).toBe(404);

    const before = await driverCheck(candidate.token, answeredId);
    expect(before).toMatchObject({ answered: true, answer: null, review: { requested_at: null, due: null } });

    // Asked on a Friday: Monday to Friday of the next week, on the carrier's calendar.
    const friday = nextFriday();
    clock = friday;
    const asked = await post(review(answeredId), {}, candidate.token);
    clock = null;
    expect(asked.statusCode, asked.body).toBe(200);
    const due = new Date(friday.getTime() + 7 * DAY).toISOString().slice(0, 10);
    expect(asked.json()).toMatchObject({ review: { requested_at: friday.toISOString(), due }, answer: null });
    // Asking again changes nothing.
    const again = await post(review(answeredId), {}, candidate.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().review).toEqual(asked.json().review);
    // The recruiters allowed to release it are mailed, once, without the answer; the others are not.
    const told = await t.mailbox.waitFor(admin.email, /^Maya Singh asked to review a previous employer's answer$/);
    expect(told.text).toContain('what Northern Freight Ltd. answered about them');
    expect(told.text).not.toContain('Buffalo');
    expect(linkIn(told, '/admin/applicants/')).toBe(`http://portal.test/admin/applicants/${applicationId}`);
    const reviewMails = (to: string) =>
      t.mailbox.messages.filter((mail) => /asked to review/.test(mail.subject) && mail.to.includes(to));
    expect(reviewMails(other.email)).toEqual([]);
    expect(reviewMails(admin.email)).toHaveLength(1);

    const clockShown = await adminCheck(applicationId, answeredId);
    expect(clockShown.review).toMatchObject({ requested_at: friday.toISOString(), due, released_at: null });

    const released = await post(release(answeredId), {}, admin.token);
    expect(released.statusCode, released.body).toBe(200);
    const afterRelease = (released.json().verifications as AdminVerification[]).find((i) => i.id === answeredId);
    expect(afterRelease?.review.released_at).toBeTruthy();
    expect(afterRelease?.review.released_by).toBe(admin.email);
    const readable = await t.mailbox.waitFor(
      candidate.email,
      /^You can now read what Northern Freight Ltd\. answered about you$/,
    );
    expect(linkIn(readable, '/candidate/verifications')).toBe('http://portal.test/candidate/verifications');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.release_to_driver'), eq(auditLog.target_id, answeredId)));
    expect(audits).toHaveLength(1);

    // The driver reads the answer as stored, with its fingerprint.
    const read = await driverCheck(candidate.token, answeredId);
    expect(read.answer).toMatchObject({
      employment: { position: 'AZ Driver', reason_for_leaving: 'Still employed' },
      accidents: [{ city: 'Buffalo', state: 'NY', injuries: 1, fatalities: 0 }],
      no_accidents: false,
      drug_alcohol: null,
      responder_name: 'Dana Reed',
      responder_title: 'Safety Manager',
      sha256,
    });
    expect((await driverCheck(candidate.token, openId)).answer).toBeNull();

    // Bad bodies are refused with a message, and change nothing.
    for (const body of [{}, { text: '   ' }, { text: 42 }, { text: 'x'.repeat(5001) }]) {
      for (const url of [correction(answeredId), rebuttal(answeredId)]) {
        const refused = await post(url, body, candidate.token);
        expect(refused.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(typeof refused.json().message).toBe('string');
      }
    }

    const asking = 'The accident in Buffalo was another driver’s truck; I was off that week.';
    const corrected = await post(correction(answeredId), { text: asking }, candidate.token);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().review).toMatchObject({ correction_text: asking });
    const mail = await t.mailbox.waitFor(answers, /Correction requested: your answer about Maya Singh/);
    expect(mail.text).toContain(asking);
    expect(mail.text).toContain(sha256);
    expect(mail.text).toContain('391.23(i)');
    expect((await post(correction(answeredId), { text: asking }, candidate.token)).statusCode).toBe(409);

    const statement = 'I dispute the accident of this answer: see my correction request.';
    const rebutted = await post(rebuttal(answeredId), { text: statement }, candidate.token);
    expect(rebutted.statusCode, rebutted.body).toBe(200);
    expect((await post(rebuttal(answeredId), { text: 'Again' }, candidate.token)).statusCode).toBe(409);

    // The recruiter sees both beside the answer, which itself is unchanged.
    const file = await adminCheck(applicationId, answeredId);
    expect(file.review).toMatchObject({ correction_text: asking, rebuttal_text: statement });
    expect(file.response?.sha256).toBe(sha256);
    const [stored] = await t.database.db
      .select()
      .from(verificationResponses)
      .where(eq(verificationResponses.verification_id, answeredId));
    expect(stored?.answer_sha256).toBe(sha256);

    // The investigation file keeps the review with the answer it is about.
    const investigation = await get(apiPaths.adminInvestigationFilePdf(applicationId), admin.token);
    expect(investigation.statusCode, investigation.body.slice(0, 200)).toBe(200);
    const printed = await pdfText(investigation.rawPayload);
    expect(printed).toContain('The driver’s review (49 CFR 391.23(i))');
    expect(printed).toContain(`Released to the driver`);
    expect(printed).toContain(asking);
    expect(printed).toContain(statement);
  });

  it('may be asked until 30 days after the driver was turned down or hired', SLOW, async () => {
    const { candidate, applicationId, answeredId } = await answeredCheck('window');
    const review = apiPaths.candidateVerificationReview(answeredId);
    const setStage = (changes: Partial<typeof applications.$inferInsert>) =>
      t.database.db.update(applications).set(changes).where(eq(applications.id, applicationId));

    // 32 days of 24 hours: across a change of clocks, 31 can still be the 30th carrier day back.
    await setStage({ recruiter_stage: 'rejected', recruiter_stage_at: new Date(Date.now() - 32 * DAY) });
    const late = await post(review, {}, candidate.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/time to ask for a review has passed/);

    await setStage({ recruiter_stage: 'hired', hiredOn: dayOffset(-31) });
    expect((await post(review, {}, candidate.token)).statusCode).toBe(409);

    await setStage({ recruiter_stage: 'hired', hiredOn: dayOffset(-29) });
    const inTime = await post(review, {}, candidate.token);
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(inTime.json().review.due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
