import { inEnglish, loadCatalogue } from '@roadhire/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setPendingJobId } from '../../../lib/pending-job';
import { saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aPosition } from '../../../test/position-fixture';
import { aProfile } from '../../../test/profile-fixture';
import { byLabel } from '../../../test/queries';
import { renderAt } from '../../../test/render';

const submit = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('registerPage.submit') }));

async function fill(values: Partial<Record<'first' | 'last' | 'email' | 'mobile' | 'password' | 'confirm', string>>) {
  const type = async (label: string, value: string | undefined) => {
    if (value) await userEvent.type(byLabel(label), value);
  };
  await type(inEnglish.t('fields.firstName'), values.first);
  await type(inEnglish.t('fields.lastName'), values.last);
  await type(inEnglish.t('fields.email'), values.email);
  await type(inEnglish.t('fields.mobile'), values.mobile);
  await type(inEnglish.t('fields.password'), values.password);
  await type(inEnglish.t('fields.confirmPassword'), values.confirm);
}

const valid = {
  first: 'Ana',
  last: 'Silva',
  email: 'ana@example.com',
  password: 'long-enough',
  confirm: 'long-enough',
};

describe('register form (SPEC §5 Register)', () => {
  it('sends someone signed in where signing in would, instead of showing the form', async () => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    fakeApi({ 'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: null }) }) });
    const { router } = renderAt('/register?redirect=%2Fprofile');
    expect(screen.queryByRole('button', { name: inEnglish.t('registerPage.submit') })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('asks for the four required fields with one message, and sends nothing', async () => {
    const api = fakeApi();
    renderAt('/register');
    await screen.findByRole('heading', { level: 1, name: inEnglish.t('registerPage.title') });
    await fill({ first: 'Ana' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in First name, Last name, Email, and Password.',
    );
    expect(byLabel(inEnglish.t('fields.lastName'))).toHaveAttribute('aria-invalid', 'true');
    expect(byLabel(inEnglish.t('fields.firstName'))).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });

  it('needs a password of at least 8 characters and a matching confirmation', async () => {
    fakeApi();
    renderAt('/register');
    await screen.findByRole('heading', { level: 1 });
    await fill({ ...valid, password: 'short', confirm: 'other' });
    await submit();
    const password = byLabel(inEnglish.t('fields.password'));
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters.');
    expect(byLabel(inEnglish.t('fields.confirmPassword'))).toHaveAccessibleDescription('Passwords do not match.');
  });

  it('needs exactly 10 digits for the mobile, and says so in its title', async () => {
    fakeApi();
    renderAt('/register');
    await screen.findByRole('heading', { level: 1 });
    const mobile = byLabel(inEnglish.t('fields.mobile'));
    expect(mobile).toHaveAttribute('title', 'Mobile number must be exactly 10 digits');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await fill({ ...valid, mobile: '416555012' });
    await submit();
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Mobile number must be exactly 10 digits'));
  });

  it('sends the account with full_name, then offers Go to Login keeping the redirect', async () => {
    const api = fakeApi({ 'POST /api/auth/register': () => ({ status: 201, body: { message: 'Account created.' } }) });
    renderAt('/register?redirect=/apply/12');
    await screen.findByRole('heading', { level: 1 });
    await fill({ ...valid, mobile: '(416) 555-0123' });
    await submit();
    expect(await screen.findByText(inEnglish.t('register.verificationSent'))).toBeInTheDocument();
    // The same words whether or not the address had an account: the email tells its owner which.
    expect(screen.getByText(/If you already have an account with this email, the email says so/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/auth/register')?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Silva',
      full_name: 'Ana Silva',
      email: 'ana@example.com',
      mobile: '4165550123',
      password: 'long-enough',
      language: 'en',
      // The position picked, for the verification link to carry to another browser.
      job_id: 12,
    });
    expect(screen.getByRole('link', { name: inEnglish.t('registerPage.goToLogin') })).toHaveAttribute(
      'href',
      '/login?verified=1&redirect=%2Fapply%2F12',
    );
  });

  it("after success, Go to Login asks to open the mailed link, without a 'verified' banner", async () => {
    fakeApi({ 'POST /api/auth/register': () => ({ status: 201, body: { message: 'Account created.' } }) });
    const { router } = renderAt('/register');
    await screen.findByRole('heading', { level: 1 });
    await fill(valid);
    await submit();
    await userEvent.click(await screen.findByRole('link', { name: inEnglish.t('registerPage.goToLogin') }));
    await screen.findByRole('heading', { level: 1, name: inEnglish.t('loginPage.title') });
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish.t('login.checkInbox'));
    expect(router.state.location.search).toBe('?verified=1');
    expect(screen.queryByText(inEnglish.t('login.verifiedBanner'))).not.toBeInTheDocument();
    expect(byLabel(inEnglish.t('fields.email'))).toHaveValue('ana@example.com');
  });

  it('says which job the account is for, from the redirect', async () => {
    fakeApi({
      'GET /api/open-positions/12': () => ({ body: aPosition({ p_id: 12, p_position_title: 'Tanker Driver' }) }),
    });
    renderAt('/register?redirect=%2Fapply%2F12');
    expect(await screen.findByText('Create an account to apply for Tanker Driver')).toBeInTheDocument();
  });

  it('says which job the account is for by its French title to a French reader', async () => {
    await loadCatalogue('fr');
    fakeApi({
      'GET /api/open-positions/12': () => ({
        body: aPosition({
          p_id: 12,
          p_position_title: 'Tanker Driver',
          p_position_title_fr: 'Camionneur ou camionneuse de citerne',
          p_landing_page_desc_fr: '<p>Livraison de carburant.</p>',
        }),
      }),
    });
    renderAt('/register?redirect=%2Fapply%2F12', { locale: 'fr' });
    expect(
      await screen.findByText('Créez un compte pour postuler : Camionneur ou camionneuse de citerne'),
    ).toBeInTheDocument();
  });

  it('says which job the account is for, from the pending job cookie', async () => {
    setPendingJobId(13);
    fakeApi({
      'GET /api/open-positions/13': () => ({ body: aPosition({ p_id: 13, p_position_title: 'Yard Shunt Driver' }) }),
    });
    renderAt('/register');
    expect(await screen.findByText('Create an account to apply for Yard Shunt Driver')).toBeInTheDocument();
  });

  it('shows the password rule before any error, then the error in its place', async () => {
    fakeApi();
    renderAt('/register');
    await screen.findByRole('heading', { level: 1 });
    expect(byLabel(inEnglish.t('fields.password'))).toHaveAccessibleDescription(
      inEnglish.t('registerPage.passwordRule'),
    );
    await fill({ ...valid, password: 'short', confirm: 'short' });
    await submit();
    expect(byLabel(inEnglish.t('fields.password'))).toHaveAccessibleDescription(
      inEnglish.t('register.passwordTooShort'),
    );
  });

  it('shows the server message when the account is refused', async () => {
    fakeApi({
      'POST /api/auth/register': () => ({ status: 400, body: { message: 'Please enter a valid email address.' } }),
    });
    renderAt('/register');
    await screen.findByRole('heading', { level: 1 });
    await fill(valid);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('turns to French in place, keeping what was typed, and makes a French account', async () => {
    const api = fakeApi({ 'POST /api/auth/register': () => ({ status: 201, body: { message: 'Merci.' } }) });
    renderAt('/register');
    await screen.findByRole('heading', { level: 1, name: inEnglish.t('registerPage.title') });
    await fill({ first: 'Ana', last: 'Silva', email: 'ana@example.com', password: 'short' });
    await submit();
    expect(byLabel(inEnglish.t('fields.password'))).toHaveAccessibleDescription(
      expect.stringContaining('at least 8 characters'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    // The same form, not a new one: every answer is still there, and its error is said in French.
    expect(byLabel('Prénom')).toHaveValue('Ana');
    expect(byLabel('Courriel')).toHaveValue('ana@example.com');
    expect(byLabel('Mot de passe')).toHaveValue('short');
    expect(byLabel('Mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe doit compter au moins 8 caractères.'),
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-CA');

    await userEvent.clear(byLabel('Mot de passe'));
    await userEvent.type(byLabel('Mot de passe'), 'long-enough');
    await userEvent.type(byLabel('Confirmer le mot de passe'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText('Courriel de vérification envoyé')).toBeInTheDocument();
    const call = api.calls.find((c) => c.key === 'POST /api/auth/register');
    expect(call?.body).toMatchObject({ first_name: 'Ana', language: 'fr' });
    expect(call?.headers.get('accept-language')).toBe('fr-CA');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText(inEnglish.t('register.verificationSent'))).toBeInTheDocument();
  });

  it('links the privacy page in the language the notice is read in', async () => {
    fakeApi();
    renderAt('/register');
    const english = await screen.findByRole('link', { name: inEnglish.t('privacy.notice.link') });
    expect(english).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    const french = await screen.findByRole('link', { name: 'Lire notre page de confidentialité' });
    expect(french).toHaveAttribute('href', '/fr/confidentialite');
  });
});
