import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPendingJobId, setPendingJobId } from '../../lib/pending-job';
import { PROFILE_UPDATED_EVENT, readSession } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { aProfile } from '../../test/profile-fixture';
import { logInAndRoute } from './login-flow';

const credentials = { userid: 'ana@example.com', password: 'long-enough' };
const loggedIn = () => ({ body: { id: 7, role: 2, token: 'jwt' } });

function api(pipeline_status: number | null, latest: 'found' | 'missing' = 'found') {
  return fakeApi({
    'POST /api/auth/login': loggedIn,
    'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status }) }),
    'GET /api/apply/latest': () =>
      latest === 'found' ? { body: { application_id: 42 } } : { status: 404, body: { message: 'Not found.' } },
  });
}

describe('login flow (SPEC §4)', () => {
  let events = 0;
  const count = () => {
    events += 1;
  };
  beforeEach(() => {
    events = 0;
    window.addEventListener(PROFILE_UPDATED_EVENT, count);
  });
  afterEach(() => window.removeEventListener(PROFILE_UPDATED_EVENT, count));
  const run = (redirect: string | null = null) => logInAndRoute(credentials, redirect, new QueryClient());

  it('stores the session, caches me, follows a same-site redirect and fires profileUpdated', async () => {
    const calls = api(null).calls;
    expect(await run('/profile')).toBe('/profile');
    expect(readSession()).toMatchObject({ token: 'jwt', userId: '7', userRole: '2', me: { first_name: 'Ana' } });
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer jwt');
    expect(events).toBe(1);
  });

  it("clears the answers another person left in this browser, keeping the driver's own", async () => {
    api(null);
    localStorage.setItem('onboardingDraft:99:5', '{"tab":{}}');
    localStorage.setItem('onboardingDraft:7:42', '{"tab":{}}');
    await run();
    expect(localStorage.getItem('onboardingDraft:99:5')).toBeNull();
    expect(localStorage.getItem('onboardingDraft:7:42')).not.toBeNull();
  });

  it('takes an administrator to the admin area, or to the page that sent them to sign in', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({ body: { id: 1, role: 1, token: 'jwt' } }),
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: null }) }),
    });
    expect(await run()).toBe('/admin');
    expect(await run('/admin/positions')).toBe('/admin/positions');
  });

  it('ignores a redirect to another site', async () => {
    api(null);
    expect(await run('//evil.example/')).toBe('/');
  });

  it('lands a French account on the French careers list, an English one on the English list', async () => {
    fakeApi({
      'POST /api/auth/login': loggedIn,
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: null, language: 'fr' }) }),
    });
    expect(await run()).toBe('/fr/');
    fakeApi({
      'POST /api/auth/login': loggedIn,
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: null, language: 'en' }) }),
    });
    expect(await run()).toBe('/');
  });

  it('sends a candidate with a pending job to apply for it, and clears the cookie', async () => {
    api(null);
    setPendingJobId(12);
    expect(await run('/profile')).toBe('/apply/12');
    expect(getPendingJobId()).toBeNull();
  });

  it('continues an application in progress in onboarding', async () => {
    api(2);
    setPendingJobId(12);
    expect(await run('/profile')).toBe('/candidate/onboarding/42');
  });

  it('goes home when the latest application cannot be found', async () => {
    api(2, 'missing');
    expect(await run()).toBe('/');
  });

  it('goes to where the applications stand after a completed application, whatever the redirect', async () => {
    api(3);
    expect(await run('/profile')).toBe('/my-applications');
  });

  it('goes home when the profile cannot be fetched, still logged in', async () => {
    fakeApi({
      'POST /api/auth/login': loggedIn,
      'GET /api/candidate/user/profile': () => ({ status: 500, body: { message: 'Something went wrong.' } }),
    });
    expect(await run('/profile')).toBe('/');
    expect(readSession().token).toBe('jwt');
  });

  it('stores nothing when the login is refused', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid email or password.' } }) });
    await expect(run()).rejects.toThrow('Invalid email or password.');
    expect(readSession().token).toBeNull();
  });
});
