import { inEnglish } from '@roadhire/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession, saveLogin, saveMe } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { anHourAgo, fakeToken, inOneHour } from '../../test/fake-token';
import { aProfile } from '../../test/profile-fixture';
import { renderAt } from '../../test/render';
import { checkAccess } from './check-access';

const profile = (pipeline_status: number | null) => aProfile({ pipeline_status });

describe('protected route guard (SPEC §4 Session and guard)', () => {
  it('sends a visitor never signed in to /login and back, with no timed-out alert', async () => {
    fakeApi();
    const { router } = renderAt('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(inEnglish.t('session.timedOut'))).not.toBeInTheDocument();
  });

  it('clears an expired session and says so on the login page', async () => {
    fakeApi();
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: anHourAgo() }) });
    const { router } = renderAt('/apply/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Session timed out. Please log in again.');
    expect(router.state.location.pathname).toBe('/login');
    // Signing in again leads back to the page that was refused.
    expect(router.state.location.search).toBe('?redirect=%2Fapply%2F12');
    expect(readSession().token).toBeNull();
  });

  it('treats a token it cannot decode as expired, and no token as no session', () => {
    expect(checkAccess({ token: 'not-a-jwt', userRole: '2' })).toBe('timed-out');
    expect(checkAccess({ token: null, userRole: null })).toBe('signed-out');
    expect(checkAccess({ token: fakeToken({ exp: inOneHour() }), userRole: '2' })).toBe('granted');
  });

  it('compares the required role with the stored one as strings (SPEC §6)', () => {
    const token = fakeToken({ exp: inOneHour() });
    expect(checkAccess({ token, userRole: '1' }, 1)).toBe('granted');
    expect(checkAccess({ token, userRole: '1' }, '1')).toBe('granted');
    expect(checkAccess({ token, userRole: '2' }, 1)).toBe('wrong-role');
    expect(checkAccess({ token, userRole: '01' }, 1)).toBe('wrong-role');
  });

  it('clears the session of a candidate who opens /admin and sends them to /login', async () => {
    fakeApi();
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour(), role: 2 }) });
    const { router } = renderAt('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession().token).toBeNull();
    expect(screen.queryByText(inEnglish.t('session.timedOut'))).not.toBeInTheDocument();
    // No way back to a page this account may not open.
    expect(router.state.location.search).toBe('');
  });

  it('lets an administrator into /admin', async () => {
    fakeApi();
    saveLogin({ id: 1, role: 1, token: fakeToken({ exp: inOneHour(), role: 1 }) });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: inEnglish.t('adminPage.title') })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('redirect guard (SPEC §4 pipeline_status 2)', () => {
  it('sends a candidate with an application in progress from /apply to onboarding', async () => {
    const api = fakeApi({
      'GET /api/candidate/user/profile': () => ({ body: profile(2) }),
      'GET /api/apply/latest': () => ({ body: { application_id: 42 } }),
    });
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    const { router } = renderAt('/apply/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/onboarding/42'));
    expect(api.calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('uses the cached profile, and goes home when the latest application cannot be found', async () => {
    const api = fakeApi({ 'GET /api/apply/latest': () => ({ status: 404, body: { message: 'Not found.' } }) });
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(profile(2));
    const { router } = renderAt('/apply/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.map((call) => call.key)).not.toContain('GET /api/candidate/user/profile');
  });
});

describe('any other path (SPEC §2)', () => {
  it('goes to /login without a stored token', async () => {
    fakeApi();
    const { router } = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes to / with a stored token', async () => {
    fakeApi();
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    const { router } = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: inEnglish.t('careers.title') })).toBeInTheDocument();
  });
});
