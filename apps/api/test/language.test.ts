import { apiPaths, type CandidateProfile, inEnglish } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { applyForm, bearer, createCandidate, createPosition, registration } from './helpers/factories.js';
import { mailRows } from './helpers/mail-outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchLanguage = (userId: number | string, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: apiPaths.updateUser(userId),
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const languageOf = async (id: number) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('the API answers in the caller’s language', () => {
  it('speaks French to Accept-Language fr or fr-CA, field names and statuses unchanged', async () => {
    for (const language of ['fr', 'fr-CA,fr;q=0.9,en;q=0.5', 'en;q=0.2, fr-FR']) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.register,
        headers: { 'accept-language': language },
        payload: registration({ password: 'short' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-language']).toBe('fr-CA');
      expect(response.headers.vary).toMatch(/Accept-Language/);
      expect(response.json()).toEqual({
        message: 'Le mot de passe doit compter au moins 8 caractères.',
        messageId: 'register.passwordTooShort',
        errors: { password: ['Le mot de passe doit compter au moins 8 caractères.'] },
      });
    }
  });

  it('keeps English, verbatim, for English, another language or no header', async () => {
    for (const headers of [{}, { 'accept-language': 'en-CA' }, { 'accept-language': 'de-DE' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.register,
        headers,
        payload: registration({ password: 'short' }),
      });
      expect(response.json().message).toBe(inEnglish.t('register.passwordTooShort'));
      expect(response.headers['content-language']).toBe('en-CA');
    }
  });

  it('says a field’s own message in French, under the same field name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      headers: { 'accept-language': 'fr-CA' },
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Veuillez entrer une adresse courriel valide.',
      messageId: 'fields.invalidEmail',
      errors: { email: ['Veuillez entrer une adresse courriel valide.'] },
    });
  });

  it('says 401 and 404 in French', async () => {
    const unauthorized = await t.app.inject({
      method: 'GET',
      url: apiPaths.profile,
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json()).toEqual({
      message: 'Veuillez vous connecter pour continuer.',
      messageId: 'api.unauthorized',
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'fr' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Introuvable.', messageId: 'api.notFound' });
  });

  it('follows the signed-in user’s language over the browser’s', async () => {
    const driver = await createCandidate(t);
    expect(await languageOf(driver.id)).toBe('en');
    const english = await patchLanguage(driver.id, driver.token, { language: 'en' });
    expect(english.statusCode).toBe(200);
    const logout = () =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.logoutEverywhere,
        headers: { ...bearer(driver.token), 'accept-language': 'fr' },
      });
    // Not ending the session: a wrong-id PATCH is refused first, in the user's language.
    const other = await createCandidate(t);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: apiPaths.updateUser(other.id),
      headers: { ...bearer(driver.token), 'accept-language': 'fr' },
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(inEnglish.t('api.forbidden'));
    expect(await languageOf(other.id)).toBe('en');

    expect((await patchLanguage(driver.id, driver.token, { language: 'fr' })).json()).toEqual({ language: 'fr' });
    const profile = await t.app.inject({
      method: 'GET',
      url: apiPaths.profile,
      headers: { ...bearer(driver.token), 'accept-language': 'en' },
    });
    expect((profile.json() as CandidateProfile).language).toBe('fr');
    const answer = await logout();
    expect(answer.json()).toEqual({
      message: 'Vous êtes déconnecté sur tous vos appareils.',
      messageId: 'api.loggedOutEverywhere',
    });
  });
});

describe('PATCH /api/candidate/users/{userId}', () => {
  it('takes only en or fr, and only the language', async () => {
    const driver = await createCandidate(t);
    for (const payload of [{ language: 'de' }, { language: 'FR' }, {}, { language: 'fr', first_name: 'X' }, ['fr']]) {
      const response = await patchLanguage(driver.id, driver.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await languageOf(driver.id)).toBe('en');
  });

  it('answers 401 without a session and records when the language was chosen', async () => {
    const driver = await createCandidate(t);
    expect((await patchLanguage(driver.id, undefined, { language: 'fr' })).statusCode).toBe(401);
    const before = Date.now();
    expect((await patchLanguage(driver.id, driver.token, { language: 'fr' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, driver.id));
    expect(row?.language).toBe('fr');
    expect(row?.language_chosen_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('a driver who signs up on a French page', () => {
  it('has a French account and gets the verification and reset mails in French, stored so', async () => {
    const body = registration({ language: 'fr' });
    const registered = await t.app.inject({
      method: 'POST',
      url: apiPaths.register,
      headers: { 'accept-language': 'fr-CA' },
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({
      message: 'Merci. Consultez vos courriels pour continuer.',
      messageId: 'api.registered',
    });

    const verify = await t.mailbox.waitFor(body.email, /Confirmez votre courriel pour Test Carrier/);
    expect(verify.headers['content-language']).toBe('fr-CA');
    expect(verify.text).toContain('Bonjour Maya,');
    expect(verify.text).toContain('Confirmer mon courriel\u00a0: http://portal.test/api/auth/verify-email/');
    expect(verify.html).toContain('<html lang="fr">');
    // The privacy page it links is the French one.
    expect(verify.text).toContain('http://portal.test/fr/confidentialite');
    expect(verify.text).not.toContain('http://portal.test/privacy');
    await t.app.inject({ method: 'GET', url: new URL(linkIn(verify, '/api/auth/verify-email/')).pathname });

    const forgot = await t.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email: body.email } });
    expect(forgot.json().message).toBe(inEnglish.t('api.resetLinkSent'));
    const reset = await t.mailbox.waitFor(body.email, /Réinitialisez votre mot de passe Test Carrier/);
    expect(reset.headers['content-language']).toBe('fr-CA');
    expect(reset.text).toContain('Le lien ci-dessous fonctionne une seule fois, pendant 1 heure.');

    const rows = await mailRows(t, body.email);
    expect(rows.map((row) => [row.kind, row.language])).toEqual([
      ['verify_email', 'fr'],
      ['password_reset', 'fr'],
    ]);
    expect(rows[0]?.headers['Content-Language']).toBe('fr-CA');
  });

  it('a driver who signs up on an English page gets English mails, marked en-CA', async () => {
    const body = registration();
    await t.app.inject({ method: 'POST', url: apiPaths.register, payload: body });
    const verify = await t.mailbox.waitFor(body.email, /Verify your email for Test Carrier/);
    expect(verify.headers['content-language']).toBe('en-CA');
    expect(verify.text).toContain('Hi Maya,');
    expect(verify.text).toContain('http://portal.test/privacy');
    const [row] = await mailRows(t, body.email);
    expect(row?.language).toBe('en');
  });
});

describe('a driver whose account is French', () => {
  it('gets the mails of their application in French, naming the job by its French title', async () => {
    const driver = await createCandidate(t);
    expect((await patchLanguage(driver.id, driver.token, { language: 'fr' })).statusCode).toBe(200);
    const position = await createPosition(t, {
      p_position_title: 'Regional Driver',
      p_position_title_fr: 'Camionneur régional',
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: apiPaths.apply,
      headers: { ...bearer(driver.token), 'accept-language': 'fr-CA' },
      payload: applyForm(position.p_id),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const applicationId = applied.json().application_id as number;

    const started = await t.mailbox.waitFor(
      driver.email,
      /^Votre candidature au poste de Camionneur régional est commencée$/,
    );
    expect(started.headers['content-language']).toBe('fr-CA');
    expect(started.text).toContain('Bonjour Maya,');
    expect(started.text).toContain(
      `Poursuivre ma candidature\u00a0: http://portal.test/candidate/onboarding/${applicationId}`,
    );

    // The recruiter starts from the driver's language, since the mail goes to the driver.
    const admin = await createAdmin(t);
    const preview = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminApplicationStageMessage(applicationId)}?stage=interview`,
      headers: bearer(admin.token),
    });
    expect(preview.json()).toMatchObject({ subject: 'Entrevue pour le poste de Camionneur régional' });
    expect(preview.json().text).toMatch(/^Bonjour Maya,\n\nBonne nouvelle\u00a0: nous aimerions vous rencontrer/);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.cancelApplication(applicationId),
      headers: bearer(driver.token),
    });
    expect(cancelled.statusCode).toBe(200);
    const mail = await t.mailbox.waitFor(
      driver.email,
      /^Votre candidature au poste de Camionneur régional est annulée$/,
    );
    expect(mail.headers['content-language']).toBe('fr-CA');
    const rows = await mailRows(t, driver.email);
    expect(rows.filter((row) => row.kind.startsWith('application_')).map((row) => [row.kind, row.language])).toEqual([
      ['application_started', 'fr'],
      ['application_cancelled', 'fr'],
    ]);
  });
});
