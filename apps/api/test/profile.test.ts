import { apiPaths, type CandidateProfile, inEnglish } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { seedAdministrator } from '../src/db/seed/administrator.js';
import { bearer, createCandidate, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getProfile = (token?: string) =>
  t.app.inject({ method: 'GET', url: apiPaths.profile, headers: token ? bearer(token) : {} });
const putProfile = (userId: number | string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: apiPaths.updateUser(userId), headers: bearer(token), payload });
const login = (userid: string, password: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.login, payload: { userid, password } });

const fullProfile = (email: string) => ({
  first_name: 'Maya',
  mid_name: 'K',
  last_name: 'Singh',
  gender: 'Female',
  email,
  mobile: '4165550199',
  home_phone: '905-555-0100',
  dob: '1988-04-12',
  address1: '12 Dock Rd',
  address2: 'Unit 4',
  city: 'Mississauga',
  province: 'Ontario',
  country: 'Canada',
  postal_code: 'l5t 2n7',
  password: '',
});

describe('GET /api/candidate/user/profile', () => {
  it('answers the caller’s profile with pipeline_status and never the password hash', async () => {
    const candidate = await createCandidate(t);
    const response = await getProfile(candidate.token);
    expect(response.statusCode).toBe(200);
    const profile = response.json() as CandidateProfile;
    expect(profile).toMatchObject({
      id: candidate.id,
      email: candidate.email,
      first_name: 'Maya',
      pipeline_status: null,
    });
    expect(response.body).not.toMatch(/password|argon2/);
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not.a.jwt'],
    [
      'a token signed with another secret',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6MSwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl',
    ],
  ])('answers 401 with %s', async (_name, token) => {
    const response = await getProfile(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: inEnglish.t('api.unauthorized'), messageId: 'api.unauthorized' });
  });
});

describe('PUT /api/candidate/users/{userId}', () => {
  it('saves every field, stores empty ones as null and keeps the password when blank', async () => {
    const candidate = await createCandidate(t);
    const saved = await putProfile(candidate.id, candidate.token, fullProfile(candidate.email));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      city: 'Mississauga',
      postal_code: 'L5T 2N7',
      dob: '1988-04-12',
      gender: 'Female',
    });

    const cleared = await putProfile(candidate.id, candidate.token, {
      ...fullProfile(candidate.email),
      mid_name: '',
      address2: '   ',
      home_phone: null,
      dob: '',
    });
    expect(cleared.statusCode).toBe(200);
    const stored = (await getProfile(candidate.token)).json() as CandidateProfile;
    expect(stored).toMatchObject({ mid_name: null, address2: null, home_phone: null, dob: null, city: 'Mississauga' });
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(200);
  });

  it('changes the password when one is given with the current one', async () => {
    const candidate = await createCandidate(t);
    const response = await putProfile(candidate.id, candidate.token, {
      ...fullProfile(candidate.email),
      password: 'Brand-new-pass',
      current_password: candidate.password,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(candidate.email, 'Brand-new-pass')).statusCode).toBe(200);
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(401);
  });

  it.each([
    [{ password: 'short' }, inEnglish.t('profile.passwordTooShort')],
    [{ first_name: '' }, 'This field is required.'],
    [{ email: '' }, 'Please enter a valid email address.'],
    [{ dob: '12/04/1988' }, 'Use the date format YYYY-MM-DD.'],
    [{ gender: 'Robot' }, undefined],
  ])('refuses %j with 400 and changes nothing', async (change, message) => {
    const candidate = await createCandidate(t);
    const response = await putProfile(candidate.id, candidate.token, { ...fullProfile(candidate.email), ...change });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(((await getProfile(candidate.token)).json() as CandidateProfile).city).toBeNull();
  });

  it('keeps emails unique when one is changed', async () => {
    const first = await createCandidate(t);
    const second = await createCandidate(t);
    const taken = await putProfile(second.id, second.token, fullProfile(first.email.toUpperCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: inEnglish.t('api.emailTaken'), messageId: 'api.emailTaken' });

    // A free address is only asked for: it takes effect from the link mailed to it (credential-changes.test.ts).
    const newEmail = uniqueEmail('moved');
    const asked = await putProfile(second.id, second.token, fullProfile(newEmail));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: second.email, pending_email: newEmail });
  });

  it('refuses another candidate’s id with 403 and leaves their profile untouched', async () => {
    const owner = await createCandidate(t);
    const intruder = await createCandidate(t);
    const response = await putProfile(owner.id, intruder.token, fullProfile(intruder.email));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: inEnglish.t('api.forbidden'), messageId: 'api.forbidden' });
    expect(((await getProfile(owner.token)).json() as CandidateProfile).email).toBe(owner.email);
  });

  it('lets an administrator edit any candidate, and answers 404 for an unknown id', async () => {
    const adminEmail = uniqueEmail('admin');
    await seedAdministrator(t.database.db, { email: adminEmail, password: 'Admin-pass-1' }, t.app.log);
    const admin = (await login(adminEmail, 'Admin-pass-1')).json() as { token: string; role: number };
    expect(admin.role).toBe(1);
    const candidate = await createCandidate(t);
    const edited = await putProfile(candidate.id, admin.token, { ...fullProfile(candidate.email), city: 'Regina' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: candidate.id, city: 'Regina' });
    expect((await putProfile(2_000_000_000, admin.token, fullProfile(uniqueEmail()))).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the user id %s', async (userId) => {
    const candidate = await createCandidate(t);
    const response = await putProfile(userId, candidate.token, fullProfile(candidate.email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 401 without a token', async () => {
    const candidate = await createCandidate(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: apiPaths.updateUser(candidate.id),
      payload: fullProfile(candidate.email),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('administrator from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('creates a verified role-1 account, then updates it on the next start', async () => {
    const email = uniqueEmail('boss');
    await seedAdministrator(t.database.db, { email, password: 'First-admin-pass' }, t.app.log);
    const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ role: 1, email_verified_at: expect.any(Date) });

    await seedAdministrator(t.database.db, { email: email.toUpperCase(), password: 'Second-admin-pass' }, t.app.log);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect((await login(email, 'Second-admin-pass')).statusCode).toBe(200);
    expect((await login(email, 'First-admin-pass')).statusCode).toBe(401);
  });
});
