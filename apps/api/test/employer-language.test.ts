import { readFileSync } from 'node:fs';
import { type AdminVerification, apiPaths } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerVerifications, users } from '../src/db/schema.js';
import { sweepVerifications } from '../src/domain/verifications/verification-sweep.js';
import { SHIPPED_COMPLIANCE_TEXTS_DIR } from '../src/lib/compliance-texts.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { dayOffset, employerAnswer, employerTokenOf, signAllReleases } from './helpers/employer-checks.js';
import { bearer } from './helpers/factories.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A previous employer's language (decision 030, decision 032): French for an employer in Quebec,
// English otherwise, the recruiter's choice honoured, and the employer's own choice on its form
// kept for its later mails; through the real app, database and SMTP listener.

const SLOW = { timeout: 120_000 };
let t: TestApp;
let recruiter: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_INTERVAL: '200ms' });
  recruiter = await createAdmin(t, { investigations: true });
}, 180_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A driver whose one DOT employer of the last three years (a job before it is not DOT-regulated) is in `province`, mailed at `email`. */
function driverWithEmployerIn(province: string, email: string, country = 'Canada') {
  return submittedCandidate(t, {
    workHistory: [
      {
        wh_name: province === 'Quebec' ? 'Transports Laurentides inc.' : 'Northern Freight Ltd.',
        wh_city: province === 'Quebec' ? 'Laval' : 'Mississauga',
        wh_province: province,
        wh_country: country,
        wh_datefrom: dayOffset(-365),
        wh_dateto: null,
        wh_status: 'Yes',
        wh_transport_regulation: 'Yes',
        wh_safety_sensitive: 'Yes',
        wh_email: email,
      },
      // The years before, at a job no DOT rule covered: no check, and no gap in the history.
      {
        wh_name: 'Depanneur du Coin',
        wh_datefrom: dayOffset(-12 * 365),
        wh_dateto: dayOffset(-366),
        wh_transport_regulation: 'No',
        wh_safety_sensitive: 'No',
      },
    ],
  });
}

async function checksOf(applicationId: number): Promise<AdminVerification[]> {
  const response = await call('GET', apiPaths.adminApplicationVerifications(applicationId), undefined, recruiter.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().verifications;
}

const FRENCH_REQUEST = /^Demande de vérification d’emploi\u00a0: Maya Singh \(de la part de /;
const ENGLISH_REQUEST = /^Employment verification request: Maya Singh/;

describe('the language a previous employer is written to', () => {
  it('is French for an employer in Quebec: the request, its form and the reminder', SLOW, async () => {
    const email = 'paie@laurentides-qc.test';
    const { candidate, applicationId } = await driverWithEmployerIn('Quebec', email);
    expect((await checksOf(applicationId)).map((check) => check.language)).toEqual(['fr']);
    await signAllReleases(t, candidate.token);

    const mail = await t.mailbox.waitFor(email, FRENCH_REQUEST);
    expect(mail.headers['content-language']).toBe('fr-CA');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toContain('Maya Singh nous a déclaré avoir travaillé pour Transports Laurentides inc.');
    expect(mail.text).toContain('aujourd’hui');
    expect(mail.text).toContain('Répondre à la demande\u00a0: ');
    // The release the driver signed, in English as signed, then the carrier's translation of it, labelled.
    const release = readFileSync(`${SHIPPED_COMPLIANCE_TEXTS_DIR}/previous_employer_release.fr.md`, 'utf8');
    const translated = release.split('\n---\n')[1]?.trim() ?? '';
    expect(mail.text).toContain('I authorise the previous employer named below');
    expect(mail.text).toContain('Traduction du transporteur, pour lecture seulement');
    expect(mail.text).toContain(translated.split('\n')[0]);
    expect(mail.text.indexOf('I authorise')).toBeLessThan(mail.text.indexOf('J’autorise'));

    // The form opens in French, the release's translation beside it.
    const request = await call('GET', apiPaths.employerResponse(employerTokenOf(mail)));
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().language).toBe('fr');
    expect(request.json().release.translation).toMatchObject({ lang: 'fr', text: translated });

    // The reminder speaks it too.
    const [row] = await t.database.db
      .select()
      .from(employerVerifications)
      .where(eq(employerVerifications.application_id, applicationId));
    await sweepVerifications({ db: t.database.db, config: t.config }, row?.next_reminder_at as Date);
    const reminder = await t.mailbox.waitFor(email, /^Rappel\u00a0: demande de vérification d’emploi pour Maya Singh/);
    expect(reminder.headers['content-language']).toBe('fr-CA');
  });

  it('is English for an employer outside Quebec', SLOW, async () => {
    const email = 'hr@northern-on.test';
    const { candidate, applicationId } = await driverWithEmployerIn('Ontario', email);
    expect((await checksOf(applicationId)).map((check) => check.language)).toEqual(['en']);
    await signAllReleases(t, candidate.token);
    const mail = await t.mailbox.waitFor(email, ENGLISH_REQUEST);
    expect(mail.headers['content-language']).toBe('en-CA');
    expect(mail.text).toContain('to present');
    expect(mail.text).not.toContain('J’autorise');
    const request = (await call('GET', apiPaths.employerResponse(employerTokenOf(mail)))).json();
    expect(request.language).toBe('en');
    expect(request.release.translation).toBeUndefined();
  });

  it('shows a French driver the release with its translation beside it, and records the one shown', SLOW, async () => {
    const { candidate, applicationId } = await driverWithEmployerIn('Ontario', 'hr@northern-fr.test');
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, candidate.id));
    const list = (
      await t.app.inject({ method: 'GET', url: apiPaths.candidateVerifications, headers: bearer(candidate.token) })
    ).json();
    expect(list.release.text).toMatch(/^I authorise/);
    expect(list.release.translation).toMatchObject({ lang: 'fr', title: expect.stringMatching(/^Communication/) });
    await signAllReleases(t, candidate.token);
    const [row] = await t.database.db
      .select()
      .from(employerVerifications)
      .where(eq(employerVerifications.application_id, applicationId));
    expect(row?.release_text?.translation).toMatchObject({ lang: 'fr', sha256: list.release.translation.sha256 });
  });

  it('is the recruiter’s choice when the recruiter sets it, for the request sent again', SLOW, async () => {
    const email = 'dispatch@northern-override.test';
    const { candidate, applicationId } = await driverWithEmployerIn('Ontario', email);
    await signAllReleases(t, candidate.token);
    await t.mailbox.waitFor(email, ENGLISH_REQUEST);
    const [check] = await checksOf(applicationId);

    const corrected = await call(
      'PUT',
      apiPaths.adminVerificationContact(check?.id ?? 0),
      { contact_email: email, language: 'fr', resend: true },
      recruiter.token,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().verifications[0].language).toBe('fr');
    const french = await t.mailbox.waitFor(email, FRENCH_REQUEST);
    expect(french.headers['content-language']).toBe('fr-CA');

    // A check the recruiter adds speaks the language chosen for it.
    const added = await call(
      'POST',
      apiPaths.adminApplicationVerifications(applicationId),
      {
        employer_name: 'Fret Beauce inc.',
        contact_email: 'rh@fret-beauce.test',
        period_from: dayOffset(-700),
        period_to: dayOffset(-400),
        asks_drug_alcohol: false,
        language: 'fr',
        reason: 'Found in the road test interview',
      },
      recruiter.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    const languages = (added.json().verifications as AdminVerification[]).map((item) => [
      item.employer_name,
      item.language,
    ]);
    expect(languages).toContainEqual(['Fret Beauce inc.', 'fr']);
  });

  it('refuses a language it does not speak with 400', async () => {
    const { applicationId } = await driverWithEmployerIn('Ontario', 'refused@northern.test');
    const [check] = await checksOf(applicationId);
    for (const language of ['de', 'FR', '', 7, null]) {
      const contact = await call(
        'PUT',
        apiPaths.adminVerificationContact(check?.id ?? 0),
        { contact_email: 'refused@northern.test', language, resend: false },
        recruiter.token,
      );
      expect(contact.statusCode, `${String(language)}: ${contact.body}`).toBe(400);
    }
    const added = await call(
      'POST',
      apiPaths.adminApplicationVerifications(applicationId),
      {
        employer_name: 'Somewhere Inc.',
        period_from: dayOffset(-700),
        period_to: null,
        asks_drug_alcohol: false,
        language: 'es',
        reason: 'A test',
      },
      recruiter.token,
    );
    expect(added.statusCode, added.body).toBe(400);
    expect((await checksOf(applicationId)).map((item) => item.language)).toEqual(['en']);
  });

  it('follows the employer’s own choice on its form for the copy of its answer', SLOW, async () => {
    const email = 'securite@laurentides-choice.test';
    const { candidate } = await driverWithEmployerIn('Quebec', email);
    await signAllReleases(t, candidate.token);
    const token = employerTokenOf(await t.mailbox.waitFor(email, FRENCH_REQUEST));

    expect((await call('PUT', apiPaths.employerResponseLanguage(token), { language: 'xx' })).statusCode).toBe(400);
    expect((await call('PUT', apiPaths.employerResponseLanguage('not-a-token'), { language: 'en' })).statusCode).toBe(
      404,
    );
    const chosen = await call('PUT', apiPaths.employerResponseLanguage(token), { language: 'en' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await call('GET', apiPaths.employerResponse(token))).json().language).toBe('en');

    const answered = await call('POST', apiPaths.employerResponse(token), employerAnswer());
    expect(answered.statusCode, answered.body).toBe(200);
    const copy = await t.mailbox.waitFor(email, /^Copy of your answer about Maya Singh/);
    expect(copy.headers['content-language']).toBe('en-CA');
    expect(copy.text).toContain('Buffalo, NY: 1 injured, 0 killed');
  });
});
