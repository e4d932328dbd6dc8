import { type AdminVerification, apiPaths, type DriverVerifications, type VerificationQueue } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, employerVerifications, verificationAttempts, verificationResponses } from '../src/db/schema.js';
import { sweepVerifications } from '../src/domain/verifications/verification-sweep.js';
import { formatCalendarDay } from '../src/lib/zoned-time.js';
import { RELEASE_REMINDERS_MAX, remindUnsignedReleases } from '../src/mail/release-reminders.js';
import { createAdmin } from './helpers/admin-applicants.js';
import {
  dayOffset,
  driverWithTwoDotEmployers,
  employerAnswer,
  employerTokenOf,
  FMCSA_EMPLOYER,
  signAllReleases,
  TRANSIT_EMPLOYER,
} from './helpers/employer-checks.js';
import { bearer, createCandidate } from './helpers/factories.js';
import { pdfText } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Previous-employer checks (49 CFR 391.23, decision 030), through the real app, database and SMTP.

const SLOW = { timeout: 120_000 };
const DAY = 86_400_000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_INTERVAL: '200ms' });
  admin = await createAdmin(t, { investigations: true });
}, 180_000);
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...(token ? { headers: bearer(token) } : {}) });
const sweep = (now: Date) => sweepVerifications({ db: t.database.db, config: t.config }, now);

async function adminList(applicationId: number): Promise<AdminVerification[]> {
  const response = await get(apiPaths.adminApplicationVerifications(applicationId), admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().verifications;
}

const signAll = (token: string, name?: string) => signAllReleases(t, token, name);

async function attemptsOf(id: number): Promise<number> {
  return (await t.database.db.select().from(verificationAttempts).where(eq(verificationAttempts.verification_id, id)))
    .length;
}

const tokenOf = employerTokenOf;

describe('a driver with two DOT employers in three years', () => {
  it('is mailed to sign the releases, and reminded until every one is signed', SLOW, async () => {
    const { candidate } = await driverWithTwoDotEmployers(t, { a: 'rel-a@carrier-a.test', b: 'rel-b@carrier-b.test' });
    const asked = await t.mailbox.waitFor(candidate.email, /^Sign the releases for your previous employers$/);
    expect(asked.text).toContain('Releases to sign: 2.');
    expect(linkIn(asked, '/candidate/verifications')).toBe('http://portal.test/candidate/verifications');
    const remind = (days: number) =>
      remindUnsignedReleases({ db: t.database.db, config: t.config }, new Date(Date.now() + days * DAY));
    // Not before three days, then once per three days.
    expect(await remind(2)).toBe(0);
    expect(await remind(3.01)).toBe(1);
    expect(await remind(3.02)).toBe(0);
    const reminder = await t.mailbox.waitFor(candidate.email, /^Reminder: sign the releases/);
    expect(reminder.text).toContain('Releases still to sign: 2.');

    // One signed: the next reminder counts the other; all signed: no more.
    const list: DriverVerifications = (await get(apiPaths.candidateVerifications, candidate.token)).json();
    const [first, other] = list.verifications;
    if (!first || !other) throw new Error('two checks expected');
    const signRelease = async (id: number) => {
      const release = { typed_name: 'Maya Singh', certify: true };
      const signed = await post(apiPaths.candidateVerificationRelease(id), release, candidate.token);
      expect(signed.statusCode, signed.body).toBe(200);
    };
    await signRelease(first.id);
    const since = t.mailbox.messages.length;
    expect(await remind(6.1)).toBe(1);
    const second = await t.mailbox.waitFor(candidate.email, /^Reminder: sign the releases/, { since });
    expect(second.text).toContain('Releases still to sign: 1.');
    await signRelease(other.id);
    expect(await remind(9.2)).toBe(0);
    expect(RELEASE_REMINDERS_MAX).toBeGreaterThan(1);
  });

  it('gets one check per employer, signs each release, and both employers get a link', SLOW, async () => {
    const { candidate, applicationId } = await driverWithTwoDotEmployers(t);
    const before: DriverVerifications = (await get(apiPaths.candidateVerifications, candidate.token)).json();
    expect(before.release.key).toBe('previous_employer_release');
    expect(before.verifications.map((item) => [item.employer_name, item.release_signed])).toEqual([
      ['Metro Transit Lines', false],
      ['Northern Freight Ltd.', false],
    ]);
    // No request leaves before its release.
    expect((await adminList(applicationId)).map((item) => item.status)).toEqual([
      'awaiting_release',
      'awaiting_release',
    ]);

    await signAll(candidate.token);
    const transit = await t.mailbox.waitFor(TRANSIT_EMPLOYER, /Employment verification request: Maya Singh/);
    const fmcsa = await t.mailbox.waitFor(FMCSA_EMPLOYER, /Employment verification request: Maya Singh/);
    for (const mail of [transit, fmcsa]) {
      expect(linkIn(mail, '/employer-response/')).toMatch(/^http:\/\/portal\.test\/employer-response\/[\w-]{43}$/);
      expect(mail.text).toContain('Release of my safety performance history to this carrier');
      expect(mail.text).toContain('signed by Maya Singh');
      // Each date says what it is: the day to answer by (30 days, 391.23(g)), then the link's life.
      expect(mail.text).toContain(
        `Please answer by ${formatCalendarDay(dayOffset(30))}: under 49 CFR 391.23(g), a previous employer answers`,
      );
      expect(mail.text).toMatch(
        /The link works once\. It stays open until .+, after those 30 days, so that a late answer/,
      );
      // An employer is not a driver: no footer about a driver's own data and privacy choices.
      expect(mail.text).not.toContain('Your data and your privacy choices');
      expect(mail.html).not.toContain('/privacy');
    }
    // The token is stored hashed only.
    const rows = await t.database.db
      .select()
      .from(employerVerifications)
      .where(eq(employerVerifications.application_id, applicationId));
    for (const row of rows)
      expect(row.token_hash).not.toBe(tokenOf(row.employer_name.startsWith('Metro') ? transit : fmcsa));
    expect(rows.every((row) => row.release_sha256?.length === 64)).toBe(true);

    const request = await get(apiPaths.employerResponse(tokenOf(transit)));
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json()).toMatchObject({
      driver_name: 'Maya Singh',
      employer_name: 'Metro Transit Lines',
      position: 'Bus operator',
      sections: { employment: true, accidents: true, drug_alcohol: true },
    });
    expect((await get(apiPaths.employerResponse(tokenOf(fmcsa)))).json().sections.drug_alcohol).toBe(false);

    const list = await adminList(applicationId);
    expect(list.map((item) => [item.employer_name, item.status, item.attempts.length])).toEqual([
      ['Metro Transit Lines', 'sent', 1],
      ['Northern Freight Ltd.', 'sent', 1],
    ]);
    expect(list[0]?.employer_due).toBe(dayOffset(30));
    expect(list[0]?.file_due).toBeNull();
    // Each sent check shows when its next reminder goes.
    for (const item of list)
      expect(item.next_reminder_at).toBe(
        rows.find((row) => row.id === item.id)?.next_reminder_at?.toISOString() ?? 'no reminder',
      );
    await expect
      .poll(async () => (await adminList(applicationId))[0]?.attempts[0]?.outcome)
      .toBe('mail delivered to the mail server');
  });

  it(
    'one answers, reminders go by the clock to the other, and the carrier deadline closes it in good faith',
    SLOW,
    async () => {
      const a = 'answers@carrier-a.test';
      const b = 'silent@carrier-b.test';
      const { candidate, applicationId } = await driverWithTwoDotEmployers(t, { a, b });
      await signAll(candidate.token);
      const answerer = await t.mailbox.waitFor(a, /Employment verification request/);
      const silent = await t.mailbox.waitFor(b, /Employment verification request/);
      const token = tokenOf(answerer);

      // The driver's account lists both employers as asked, neither answered yet.
      const asked = (await get(apiPaths.driverApplications, candidate.token)).json().items[0].checks;
      expect(asked).toHaveLength(2);
      expect(asked.every((check: { answered: boolean; asked_at: string }) => !check.answered && check.asked_at)).toBe(
        true,
      );

      const answered = await post(apiPaths.employerResponse(token), employerAnswer());
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json().sha256).toMatch(/^[0-9a-f]{64}$/);
      // The copy goes to the request's address, and the receipt says so.
      expect(answered.json()).toMatchObject({
        copy_to: a,
        message: 'Thank you. Your answer was received; a copy is on its way to your email.',
      });
      const followed = (await get(apiPaths.driverApplications, candidate.token)).json().items[0].checks;
      expect(followed.filter((check: { answered: boolean }) => check.answered)).toHaveLength(1);
      const copy = await t.mailbox.waitFor(a, /Copy of your answer about Maya Singh/);
      expect(copy.text).toContain('Buffalo, NY: 1 injured, 0 killed');
      expect(copy.text).not.toContain('Your data and your privacy choices');
      expect(copy.text).toContain(answered.json().sha256);
      // A double tap: the same answer again gets the receipt of the one stored, and stores nothing.
      const tappedTwice = await post(apiPaths.employerResponse(token), employerAnswer());
      expect(tappedTwice.statusCode, tappedTwice.body).toBe(200);
      expect(tappedTwice.json()).toEqual(answered.json());
      // Single use: another answer and a new read are refused, with a message.
      const again = await post(apiPaths.employerResponse(token), employerAnswer({ responder_title: 'Owner' }));
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe('This request has already been answered. Thank you.');
      expect((await get(apiPaths.employerResponse(token))).statusCode).toBe(410);

      // The answer is immutable in the database itself.
      const [stored] = await t.database.db.select().from(verificationResponses);
      await expect(
        t.database.db
          .update(verificationResponses)
          .set({ responder_name: 'Someone Else' })
          .where(eq(verificationResponses.verification_id, stored?.verification_id ?? 0)),
      ).rejects.toThrow();

      const [, open] = (await adminList(applicationId)).sort((x, y) =>
        x.status === 'answered' ? -1 : y.status === 'answered' ? 1 : 0,
      );
      const rows = await t.database.db
        .select()
        .from(employerVerifications)
        .where(eq(employerVerifications.id, open?.id ?? 0));
      const sentAt = rows[0]?.sent_at as Date;
      const firstDue = rows[0]?.next_reminder_at as Date;
      expect(firstDue.getTime() - sentAt.getTime()).toBeGreaterThanOrEqual(3 * DAY);
      expect([0, 6]).not.toContain(firstDue.getUTCDay());

      // Before the day: nothing. On it: one reminder to the silent employer only, with the same link.
      // Other drivers' checks share the database, so mails to these two employers are what count.
      const reminders = /^Reminder: employment verification request for Maya Singh/;
      const remindersTo = (to: string) =>
        t.mailbox.messages.filter((mail) => mail.to.includes(to) && reminders.test(mail.subject)).length;
      await sweep(new Date(firstDue.getTime() - 60_000));
      expect(await attemptsOf(open?.id ?? 0)).toBe(1);
      expect((await sweep(firstDue)).reminders).toBeGreaterThanOrEqual(1);
      expect((await sweep(firstDue)).reminders).toBe(0);
      const reminder = await t.mailbox.waitFor(b, reminders);
      expect(tokenOf(reminder)).toBe(tokenOf(silent));
      expect(await attemptsOf(open?.id ?? 0)).toBe(2);

      // Hired today: at the carrier's 30th day the silent one closes with a record written from the attempts.
      const hiredOn = dayOffset(0);
      await t.database.db.update(applications).set({ hiredOn }).where(eq(applications.id, applicationId));
      expect((await adminList(applicationId)).every((item) => item.file_due === dayOffset(30))).toBe(true);
      expect((await sweep(new Date(Date.now() + 29 * DAY))).closed).toBe(0);
      const result = await sweep(new Date(Date.now() + 31 * DAY));
      expect(result.closed).toBe(1);
      const after = await adminList(applicationId);
      const closed = after.find((item) => item.id === open?.id);
      expect(closed?.status).toBe('no_response');
      expect(closed?.good_faith?.text).toContain('Record of good-faith efforts (49 CFR 391.23(c)(2))');
      expect(closed?.good_faith?.text).toContain(`request by email to ${b}`);
      expect(closed?.good_faith?.text).toContain(`reminder by email to ${b}`);
      expect(closed?.good_faith?.sha256).toMatch(/^[0-9a-f]{64}$/);
      const done = after.find((item) => item.status === 'answered');
      expect(done?.response).toMatchObject({
        channel: 'web',
        responder_name: 'Dana Reed',
        responder_title: 'Safety Manager',
      });
      // The driver declared no accident: the one this employer reports is flagged, and the answered
      // check has no reminder to come.
      expect(done?.undeclared_accidents).toEqual([{ date: dayOffset(-200), city: 'Buffalo', state: 'NY' }]);
      expect(done?.next_reminder_at).toBeNull();
      // No more reminders once closed, and none ever to the employer who answered.
      const attemptsAtClose = await attemptsOf(open?.id ?? 0);
      await sweep(new Date(Date.now() + 40 * DAY));
      expect(await attemptsOf(open?.id ?? 0)).toBe(attemptsAtClose);
      expect(remindersTo(a)).toBe(0);

      const pdf = await get(apiPaths.adminVerificationResponsePdf(done?.id ?? 0), admin.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The carrier's record, in English whatever the reader's language.
      const text = await pdfText(pdf.rawPayload);
      for (const words of [
        'Safety performance history (49 CFR 391.23)',
        'Period claimed',
        'Release signed',
        'SHA-256 of the stored answer',
        'Page 1 of 1',
      ])
        expect(text).toContain(words);
    },
  );

  it("puts every application's checks in one queue for the recruiter: open, overdue, searched", SLOW, async () => {
    const { candidate, applicationId } = await driverWithTwoDotEmployers(t, { a: 'q1@a.test', b: 'q2@b.test' });
    const employer = 'Chaudière-Appalaches Cartage';
    await t.database.db
      .update(employerVerifications)
      .set({ employer_name: employer })
      .where(eq(employerVerifications.application_id, applicationId));
    const queue = async (query: string, token = admin.token) => {
      const response = await get(`${apiPaths.adminVerifications}?${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as VerificationQueue;
    };

    // Found by the employer's name typed without accents or hyphen, and by the driver's name.
    const waiting = await queue('q=chaudiere%20appalaches');
    expect(waiting.items.map((item) => item.application_id)).toEqual([applicationId, applicationId]);
    expect(waiting.items[0]).toMatchObject({ applicant_name: 'Maya Singh', status: 'awaiting_release', sent_at: null });
    expect(waiting.total).toBe(2);
    expect((await queue('q=maya%20singh')).items.some((item) => item.application_id === applicationId)).toBe(true);

    await signAll(candidate.token);
    expect((await queue('state=overdue&q=chaudiere')).items).toEqual([]);
    // A request sent 32 days ago is past the employer's 30 days (391.23(g)). Not 31: across a change
    // of clocks, 31 times 24 hours ago can still be the 30th day back in the carrier's calendar.
    await t.database.db
      .update(employerVerifications)
      .set({ sent_at: new Date(Date.now() - 32 * DAY) })
      .where(eq(employerVerifications.application_id, applicationId));
    const overdue = await queue('state=overdue&q=chaudiere');
    expect(overdue.items).toHaveLength(2);
    expect(overdue.items[0]?.employer_due && overdue.items[0].employer_due < dayOffset(0)).toBe(true);

    // Cancelled, a check leaves the open queue and stays in the whole list.
    const [first] = overdue.items;
    const closed = await post(apiPaths.adminVerificationClose(first?.id ?? 0), { reason: 'Duplicate' }, admin.token);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await queue('q=chaudiere')).items).toHaveLength(1);
    expect((await queue('state=all&q=chaudiere')).items).toHaveLength(2);

    // Bad input is refused with a message; the permission and the role are checked.
    const bad = await get(`${apiPaths.adminVerifications}?state=closed`, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose open, overdue or all for state.');
    expect((await get(`${apiPaths.adminVerifications}?page=0`, admin.token)).statusCode).toBe(400);
    expect((await get(`${apiPaths.adminVerifications}?q=${'x'.repeat(101)}`, admin.token)).statusCode).toBe(400);
    const plain = await createAdmin(t);
    expect((await get(apiPaths.adminVerifications, plain.token)).statusCode).toBe(403);
    expect((await get(apiPaths.adminVerifications, candidate.token)).statusCode).toBe(403);
    expect((await get(apiPaths.adminVerifications)).statusCode).toBe(401);
  });

  it('another driver sees none of them and cannot sign their releases', SLOW, async () => {
    const { candidate } = await driverWithTwoDotEmployers(t, { a: 'x1@a.test', b: 'x2@b.test' });
    const other = await createCandidate(t, { first_name: 'Omar', last_name: 'Other' });
    const theirs: DriverVerifications = (await get(apiPaths.candidateVerifications, candidate.token)).json();
    const mine = (await get(apiPaths.candidateVerifications, other.token)).json();
    expect(mine.verifications).toEqual([]);
    const id = theirs.verifications[0]?.id ?? 0;
    const refused = await post(
      apiPaths.candidateVerificationRelease(id),
      { typed_name: 'Omar Other', certify: true },
      other.token,
    );
    expect(refused.statusCode).toBe(404);
    expect((await get(apiPaths.candidateVerifications)).statusCode).toBe(401);
    expect(
      (await get(apiPaths.adminApplicationVerifications(theirs.verifications[0]?.application_id ?? 0), other.token))
        .statusCode,
    ).toBe(403);
    // The release takes the driver's own name, once.
    const wrong = await post(
      apiPaths.candidateVerificationRelease(id),
      { typed_name: 'Somebody Else', certify: true },
      candidate.token,
    );
    expect(wrong.statusCode).toBe(400);
    const unticked = await post(
      apiPaths.candidateVerificationRelease(id),
      { typed_name: 'Maya Singh' },
      candidate.token,
    );
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json()).toMatchObject({
      message: 'Please tick the box to sign the release.',
      messageId: 'verifications.validation.releaseCertify',
    });
    expect(
      (
        await post(
          apiPaths.candidateVerificationRelease(id),
          { typed_name: 'Maya Singh', certify: true },
          candidate.token,
        )
      ).statusCode,
    ).toBe(200);
    const twice = await post(
      apiPaths.candidateVerificationRelease(id),
      { typed_name: 'Maya Singh', certify: true },
      candidate.token,
    );
    expect(twice.statusCode).toBe(409);
  });
});

describe('the recruiter', () => {
  it('revokes, corrects the contact and resends, records a phone answer, adds, merges and cancels', SLOW, async () => {
    const { candidate, applicationId } = await driverWithTwoDotEmployers(t, { a: 'r1@a.test', b: 'typo@b.test' });
    await signAll(candidate.token);
    const first = await t.mailbox.waitFor('typo@b.test', /Employment verification request/);
    const [metro, northern] = await adminList(applicationId);
    if (!metro || !northern) throw new Error('two checks expected');

    const revoked = await post(apiPaths.adminVerificationRevoke(metro.id), {}, admin.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await get(apiPaths.employerResponse(tokenOf(first)));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This link was withdrawn by the carrier.');

    const corrected = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminVerificationContact(metro.id),
      headers: bearer(admin.token),
      payload: { contact_email: 'safety@metro.test', contact_name: 'Lee Park', resend: true },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const fresh = await t.mailbox.waitFor('safety@metro.test', /Employment verification request/);
    expect((await get(apiPaths.employerResponse(tokenOf(fresh)))).statusCode).toBe(200);
    const since = t.mailbox.messages.length;
    const resent = await post(apiPaths.adminVerificationSend(metro.id), {}, admin.token);
    expect(resent.statusCode).toBe(200);
    // A new request makes a new link; the one before it no longer opens.
    const latest = await t.mailbox.waitFor('safety@metro.test', /Employment verification request/, { since });
    expect((await get(apiPaths.employerResponse(tokenOf(fresh)))).statusCode).toBe(404);
    expect((await get(apiPaths.employerResponse(tokenOf(latest)))).statusCode).toBe(200);
    const attempts = resent.json().verifications.find((item: AdminVerification) => item.id === metro.id).attempts;
    expect(attempts.map((item: { address: string }) => item.address)).toEqual([
      'typo@b.test',
      'safety@metro.test',
      'safety@metro.test',
    ]);

    const phone = await post(
      apiPaths.adminVerificationResponse(northern.id),
      {
        channel: 'phone',
        responder_name: 'Dana Reed',
        responder_title: 'Dispatcher',
        employment: employerAnswer().employment,
        accidents: [],
        no_accidents: true,
        note: 'Called the terminal',
      },
      admin.token,
    );
    expect(phone.statusCode, phone.body).toBe(200);
    const recorded = phone.json().verifications.find((item: AdminVerification) => item.id === northern.id);
    expect(recorded.status).toBe('answered');
    expect(recorded.response).toMatchObject({
      channel: 'phone',
      responder_name: 'Dana Reed',
      recorded_by: admin.email,
    });

    const added = await post(
      apiPaths.adminApplicationVerifications(applicationId),
      {
        employer_name: 'Metro Transit Lines (second terminal)',
        contact_email: 'hr@metro.test',
        period_from: dayOffset(-700),
        period_to: dayOffset(-400),
        asks_drug_alcohol: true,
        reason: 'Listed again under another terminal',
      },
      admin.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    const extra = added.json().verifications.find((item: AdminVerification) => item.status === 'awaiting_release');
    expect(
      (await post(apiPaths.adminVerificationMerge(extra.id), { into: extra.id, reason: 'x' }, admin.token)).statusCode,
    ).toBe(400);
    expect((await post(apiPaths.adminVerificationMerge(extra.id), { into: metro.id }, admin.token)).statusCode).toBe(
      400,
    );
    const merged = await post(
      apiPaths.adminVerificationMerge(extra.id),
      { into: metro.id, reason: 'Same employer' },
      admin.token,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().verifications.find((item: AdminVerification) => item.id === extra.id)).toMatchObject({
      status: 'merged',
      merged_into: metro.id,
    });
    // The driver no longer sees the merged one.
    const driverView: DriverVerifications = (await get(apiPaths.candidateVerifications, candidate.token)).json();
    expect(driverView.verifications.map((item) => item.id)).not.toContain(extra.id);

    const noReason = await post(apiPaths.adminVerificationClose(metro.id), { reason: ' ' }, admin.token);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason.');
    const cancelled = await post(
      apiPaths.adminVerificationClose(metro.id),
      { reason: 'Not a DOT employer after all' },
      admin.token,
    );
    expect(cancelled.json().verifications.find((item: AdminVerification) => item.id === metro.id)).toMatchObject({
      status: 'cancelled',
      status_reason: 'Not a DOT employer after all',
    });
    expect((await get(apiPaths.employerResponse(tokenOf(latest)))).statusCode).toBe(410);
    expect((await post(apiPaths.adminVerificationSend(metro.id), {}, admin.token)).statusCode).toBe(409);
    expect((await post(apiPaths.adminVerificationSend(999_999), {}, admin.token)).statusCode).toBe(404);
  });
});

describe("the employer's link and form", () => {
  let token = '';
  let noDrugToken = '';
  beforeAll(async () => {
    const { candidate } = await driverWithTwoDotEmployers(t, { a: 'form-a@a.test', b: 'form-b@b.test' });
    await signAll(candidate.token);
    token = tokenOf(await t.mailbox.waitFor('form-b@b.test', /Employment verification request/));
    noDrugToken = tokenOf(await t.mailbox.waitFor('form-a@a.test', /Employment verification request/));
  }, 120_000);

  const drugAlcohol = {
    alcohol_04_or_more: false,
    verified_positive_drug: false,
    refusals: false,
    other_violations: false,
    return_to_duty_documents: false,
  };
  const valid = () => employerAnswer({ drug_alcohol: drugAlcohol });
  type Body = Record<string, unknown> & {
    employment: Record<string, unknown>;
    accidents: Record<string, unknown>[] | object;
  };
  const firstAccident = (b: Body) => (b.accidents as Record<string, unknown>[])[0] as Record<string, unknown>;
  const cases: Array<[string, (body: Body) => void, RegExp]> = [
    ['dates_confirmed', (b) => (b.employment.dates_confirmed = 'yes'), /required/],
    ['employed_from', (b) => (b.employment.employed_from = '2020-13-01'), /YYYY-MM-DD/],
    ['employed_to before from', (b) => (b.employment.employed_to = '2000-01-01'), /on or after the start date/],
    ['employed_from in the future', (b) => (b.employment.employed_from = dayOffset(30)), /cannot be in the future/],
    ['position', (b) => (b.employment.position = '  '), /required/],
    ['drove_cmv', (b) => delete b.employment.drove_cmv, /required/],
    ['vehicle_types', (b) => (b.employment.vehicle_types = 'truck'), /required/],
    [
      'reason_for_leaving once the driver has left',
      (b) => Object.assign(b.employment, { employed_to: dayOffset(-10), reason_for_leaving: '' }),
      /required/,
    ],
    ['eligible_for_rehire', (b) => (b.employment.eligible_for_rehire = 'maybe'), /yes, no or unknown/],
    ['accident date', (b) => (firstAccident(b).date = 'yesterday'), /YYYY-MM-DD/],
    ['accident date in the future', (b) => (firstAccident(b).date = dayOffset(3)), /future/],
    ['accident city', (b) => (firstAccident(b).city = ''), /required/],
    ['accident state', (b) => delete firstAccident(b).state, /required/],
    ['injuries', (b) => (firstAccident(b).injuries = -1), /0 to 999/],
    ['fatalities', (b) => (firstAccident(b).fatalities = 1.5), /0 to 999/],
    ['hazmat_released', (b) => (firstAccident(b).hazmat_released = null), /required/],
    ['no_accidents with accidents', (b) => (b.no_accidents = true), /not both/],
    ['neither accidents nor none', (b) => (b.accidents = []), /not both/],
    ['accidents not a list', (b) => (b.accidents = {}), /required/],
    ['drug_alcohol missing', (b) => delete b.drug_alcohol, /drug and alcohol questions/],
    ['drug_alcohol answer', (b) => ((b.drug_alcohol as Record<string, unknown>).refusals = 'no'), /Answer yes or no/],
    // No unanswered question is read as "No" (40.25(b)): each is answered, or a statement stands for all.
    [
      'drug_alcohol unanswered',
      (b) => delete (b.drug_alcohol as Record<string, unknown>).alcohol_04_or_more,
      /Answer yes or no/,
    ],
    [
      'a violation without the return-to-duty answer',
      (b) => {
        b.drug_alcohol = {
          ...(b.drug_alcohol as object),
          verified_positive_drug: true,
          return_to_duty_documents: null,
        };
      },
      /return-to-duty documents are on file/,
    ],
    [
      'a statement with answers',
      (b) => ((b.drug_alcohol as Record<string, unknown>).record = 'no_records'),
      /not both/,
    ],
    ['an unknown statement', (b) => ((b.drug_alcohol as Record<string, unknown>).record = 'unsure'), /Choose how/],
    ['responder_name', (b) => (b.responder_name = ''), /required/],
    ['responder_title', (b) => delete b.responder_title, /required/],
    ['typed_signature', (b) => (b.typed_signature = 'Someone Else'), /same name/],
    ['certify', (b) => (b.certify = false), /tick the certification/],
    ['responder_email', (b) => (b.responder_email = 'not-an-email'), /./],
  ];

  it.each(cases)('refuses a bad %s with a clear message and stores nothing', async (_name, spoil, message) => {
    const body = structuredClone(valid()) as unknown as Body;
    spoil(body);
    const response = await post(apiPaths.employerResponse(token), body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses drug and alcohol answers the request does not ask, and a body that is not JSON', async () => {
    const extra = await post(apiPaths.employerResponse(noDrugToken), valid());
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('The drug and alcohol questions are not asked of this employer.');
    const broken = await t.app.inject({
      method: 'POST',
      url: apiPaths.employerResponse(token),
      headers: { 'content-type': 'application/json' },
      payload: '{"employment":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBeTypeOf('string');
    // Still unanswered after every refusal.
    expect((await get(apiPaths.employerResponse(token))).statusCode).toBe(200);
  });

  it('names the length a text may not pass, in the caller’s language', async () => {
    const body = structuredClone(valid()) as unknown as Body;
    body.employment.position = 'p'.repeat(201);
    const answerIn = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.employerResponse(token),
        headers: { 'accept-language': language },
        payload: body,
      });
    const english = await answerIn('en-CA');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: 'At most 200 characters.',
      messageId: 'verifications.validation.tooLong',
      errors: { 'employment.position': ['At most 200 characters.'] },
    });
    const french = await answerIn('fr-CA');
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      message: 'Au plus 200 caractères.',
      messageId: 'verifications.validation.tooLong',
      errors: { 'employment.position': ['Au plus 200 caractères.'] },
    });
  });

  it('answers 404 for an unknown token, the same whatever its shape, and 410 once expired', async () => {
    for (const unknown of ['x', 'A'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const response = await get(apiPaths.employerResponse(unknown));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'This link is not valid.',
        messageId: 'verifications.api.unknownLink',
      });
      expect((await post(apiPaths.employerResponse(unknown), valid())).statusCode).toBe(404);
    }
    await t.database.db
      .update(employerVerifications)
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where(eq(employerVerifications.contact_email, 'form-b@b.test'));
    const expired = await post(apiPaths.employerResponse(token), valid());
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('is rate-limited per client address', SLOW, async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (await limited.app.inject({ method: 'GET', url: apiPaths.employerResponse(`guess-${i}`) })).statusCode,
        );
      expect(codes).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
