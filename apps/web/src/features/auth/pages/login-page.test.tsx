import { inEnglish } from '@roadhire/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { BRAND, fakeApi } from '../../../test/fake-api';
import { anHourAgo, fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { byLabel } from '../../../test/queries';
import { renderAt } from '../../../test/render';
import { afterRegisterState } from '../after-register';

async function logIn(password = 'long-enough') {
  await userEvent.type(byLabel(inEnglish.t('fields.email')), 'ana@example.com');
  await userEvent.type(byLabel(inEnglish.t('fields.password')), password);
  await userEvent.click(screen.getByRole('button', { name: inEnglish.t('loginPage.submit') }));
}

describe('login page (SPEC §2 Login)', () => {
  it('has Email, Password with a show/hide toggle, the two links and the side panel', async () => {
    fakeApi();
    renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: inEnglish.t('loginPage.title') })).toBeInTheDocument();
    const password = byLabel(inEnglish.t('fields.password'));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('fields.showPassword') }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: inEnglish.t('loginPage.createAccount') })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: inEnglish.t('loginPage.forgotPassword') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(
      await screen.findByText(inEnglish.t('loginPage.panelIntro', { company: BRAND.companyName })),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it.each(['1', 'true', 'yes'])('shows the verified banner for verified=%s', async (value) => {
    fakeApi();
    renderAt(`/login?verified=${value}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('login.verifiedBanner'));
  });

  it('shows no banner for another verified value, and explains a bad verification link', async () => {
    fakeApi();
    renderAt('/login?verified=0&verify_error=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('login.verifyLinkInvalid'));
    expect(screen.queryByText(inEnglish.t('login.verifiedBanner'))).not.toBeInTheDocument();
  });

  it("shows the server's message when the login is refused", async () => {
    fakeApi({
      'POST /api/auth/login': () => ({ status: 403, body: { message: inEnglish.t('api.emailNotVerified') } }),
    });
    renderAt('/login');
    await screen.findByRole('heading', { level: 1 });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('api.emailNotVerified'));
  });

  it("says 'Login failed' when the server sends no message", async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 502 }) });
    renderAt('/login');
    await screen.findByRole('heading', { level: 1 });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('goes to the redirect parameter after logging in', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({ body: { id: 7, role: 2, token: 'jwt' } }),
      'GET /api/candidate/user/profile': () => ({ body: aProfile() }),
    });
    const { router } = renderAt('/login?redirect=%2Fapply%2F12');
    await screen.findByRole('heading', { level: 1 });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/12'));
  });

  it('after registering, asks to open the mailed link instead of saying the email is verified', async () => {
    fakeApi();
    renderAt('/login?verified=1', { state: afterRegisterState('ana@example.com') });
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('login.checkInbox'));
    expect(screen.queryByText(inEnglish.t('login.verifiedBanner'))).not.toBeInTheDocument();
    expect(byLabel(inEnglish.t('fields.email'))).toHaveValue('ana@example.com');
  });

  it('drops the verified banner once the server says the email is not verified, with its honest message', async () => {
    const refusal = { message: inEnglish.t('api.emailNotVerifiedRecentLink'), verification_sent: false };
    fakeApi({ 'POST /api/auth/login': () => ({ status: 403, body: refusal }) });
    renderAt('/login?verified=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('login.verifiedBanner'));
    await logIn();
    await waitFor(() => expect(screen.queryByText(inEnglish.t('login.verifiedBanner'))).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish.t('api.emailNotVerifiedRecentLink'));
    expect(screen.queryByText(/We have sent you a new verification link/)).not.toBeInTheDocument();
  });
});

describe('coming back to /login while signed in (SPEC §4 Login flow)', () => {
  const signedIn = () => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });

  it('goes to onboarding of the application in progress instead of showing the form', async () => {
    signedIn();
    fakeApi({
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: 2 }) }),
      'GET /api/apply/latest': () => ({ body: { application_id: 41 } }),
    });
    const { router } = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/onboarding/41'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the redirect parameter when there is no application', async () => {
    signedIn();
    fakeApi({ 'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: null }) }) });
    const { router } = renderAt('/login?redirect=%2Fprofile');
    expect(screen.queryByRole('button', { name: inEnglish.t('loginPage.submit') })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('shows the form when the stored session has expired', async () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: anHourAgo() }) });
    fakeApi();
    const { router } = renderAt('/login');
    expect(await screen.findByRole('button', { name: inEnglish.t('loginPage.submit') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
