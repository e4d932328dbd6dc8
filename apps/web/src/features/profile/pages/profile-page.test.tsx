import { inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { PROFILE_UPDATED_EVENT, readSession, saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { byLabel } from '../../../test/queries';
import { renderAt } from '../../../test/render';

const stored = aProfile({ city: 'Regina', gender: 'Female', dob: '1990-04-01', mobile: '3065550101' });
const save = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('profile.save') }));

async function openProfile(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/candidate/user/profile': () => ({ body: stored }), ...routes });
  const view = renderAt('/profile');
  await screen.findByRole('heading', { level: 1, name: inEnglish.t('profilePage.title') });
  await waitFor(() => expect(byLabel(inEnglish.t('fields.firstName'))).toHaveValue('Ana'));
  return { ...view, api };
}

describe('My Profile (SPEC §2, §5, §8)', () => {
  beforeEach(() => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) }));

  it('shows the three sections filled from the profile', async () => {
    await openProfile();
    for (const name of [
      inEnglish.t('profilePage.personal'),
      inEnglish.t('profilePage.address'),
      inEnglish.t('profilePage.security'),
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(byLabel(inEnglish.t('fields.city'))).toHaveValue('Regina');
    expect(byLabel(inEnglish.t('fields.dob'))).toHaveAttribute('type', 'date');
    expect(byLabel(inEnglish.t('fields.dob'))).toHaveValue('1990-04-01');
    expect(screen.getByRole('combobox', { name: inEnglish.t('fields.gender') })).toHaveValue('Female');
    expect(
      within(screen.getByRole('combobox', { name: inEnglish.t('fields.gender') }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([inEnglish.t('fields.genderPlaceholder'), 'Male', 'Female', 'Other']);
  });

  it('refuses a new password that is too short or not confirmed', async () => {
    const { api } = await openProfile();
    await userEvent.type(byLabel(inEnglish.t('fields.newPassword')), 'short');
    await userEvent.type(byLabel(inEnglish.t('fields.confirmNewPassword')), 'shorter');
    await save();
    expect(byLabel(inEnglish.t('fields.newPassword'))).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(byLabel(inEnglish.t('fields.confirmNewPassword'))).toHaveAccessibleDescription('Passwords do not match');
    expect(api.calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(0);
  });

  it('requires first name, last name and email', async () => {
    await openProfile();
    await userEvent.clear(byLabel(inEnglish.t('fields.firstName')));
    await userEvent.clear(byLabel(inEnglish.t('fields.email')));
    await save();
    expect(byLabel(inEnglish.t('fields.firstName'))).toHaveAccessibleDescription(inEnglish.t('fields.required'));
    expect(byLabel(inEnglish.t('fields.email'))).toHaveAccessibleDescription(inEnglish.t('fields.required'));
  });

  it('sends empty fields as null, keeps the password when blank, then updates me and the top bar', async () => {
    let events = 0;
    const count = () => {
      events += 1;
    };
    window.addEventListener(PROFILE_UPDATED_EVENT, count);
    onTestFinished(() => window.removeEventListener(PROFILE_UPDATED_EVENT, count));
    let answer = stored;
    const { api } = await openProfile({
      'PUT /api/candidate/users/7': ({ body }) => {
        answer = { ...stored, ...(body as object), city: null };
        return { body: answer };
      },
    });
    await userEvent.clear(byLabel(inEnglish.t('fields.city')));
    await userEvent.type(byLabel(inEnglish.t('fields.address1')), '12 Main St');
    const release = api.holdNext();
    await save();
    expect(await screen.findByRole('button', { name: inEnglish.t('profile.saving') })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile saved successfully!');
    const body = api.calls.find((call) => call.key === 'PUT /api/candidate/users/7')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      city: null,
      address1: '12 Main St',
      mid_name: null,
      password: null,
      gender: 'Female',
    });
    expect(body).not.toHaveProperty('confirm_password');
    expect(readSession().me?.address1).toBe('12 Main St');
    expect(events).toBe(1);
  });

  it("shows the server's message when the save is refused", async () => {
    await openProfile({
      'PUT /api/candidate/users/7': () => ({
        status: 409,
        body: { message: 'An account with this email already exists.' },
      }),
    });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('clears "Profile saved successfully!" when the candidate edits again or a new save finds an error', async () => {
    await openProfile({ 'PUT /api/candidate/users/7': ({ body }) => ({ body: { ...stored, ...(body as object) } }) });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('profile.saved'));
    await userEvent.type(byLabel(inEnglish.t('fields.city')), 'x');
    expect(screen.queryByText(inEnglish.t('profile.saved'))).not.toBeInTheDocument();

    await save();
    expect(await screen.findByText(inEnglish.t('profile.saved'))).toBeInTheDocument();
    // A new save that stops at the form's own check: only its error shows.
    await userEvent.type(byLabel(inEnglish.t('fields.newPassword')), 'long-enough-1');
    await userEvent.type(byLabel(inEnglish.t('fields.confirmNewPassword')), 'long-enough-2');
    expect(screen.queryByText(inEnglish.t('profile.saved'))).not.toBeInTheDocument();
    await save();
    expect(byLabel(inEnglish.t('fields.confirmNewPassword'))).toHaveAccessibleDescription(
      inEnglish.t('profile.passwordsDoNotMatch'),
    );
    expect(screen.queryByText(inEnglish.t('profile.saved'))).not.toBeInTheDocument();
  });

  it("says 'Failed to load profile' when the profile cannot be read", async () => {
    fakeApi({ 'GET /api/candidate/user/profile': () => ({ status: 500, body: { message: 'Something went wrong.' } }) });
    renderAt('/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile');
  });

  it('sends a candidate whose application is in progress to onboarding instead (SPEC §4)', async () => {
    fakeApi({
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: 2 }) }),
      'GET /api/apply/latest': () => ({ body: { application_id: 42 } }),
    });
    const { router } = renderAt('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/onboarding/42'));
  });

  it('ends the session and goes to /login when the server refuses it (401)', async () => {
    fakeApi({
      'GET /api/candidate/user/profile': () => ({ status: 401, body: { message: 'Please log in to continue.' } }),
    });
    const { router } = renderAt('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession().token).toBeNull();
  });

  it('asks for the current password to set a new one, then carries on with the new session it is given', async () => {
    const renewed = fakeToken({ exp: inOneHour() });
    const { api } = await openProfile({
      'PUT /api/candidate/users/7': ({ body }) => ({ body: { ...stored, ...(body as object), token: renewed } }),
    });
    await userEvent.type(byLabel(inEnglish.t('fields.newPassword')), 'Brand-new-pass');
    await userEvent.type(byLabel(inEnglish.t('fields.confirmNewPassword')), 'Brand-new-pass');
    await save();
    expect(byLabel(inEnglish.t('profilePage.currentPassword'))).toHaveAccessibleDescription(
      expect.stringContaining(inEnglish.t('api.currentPasswordRequired')),
    );
    expect(api.calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(0);

    await userEvent.type(byLabel(inEnglish.t('profilePage.currentPassword')), 'Old-pass-1');
    await save();
    expect(await screen.findByText(inEnglish.t('profile.saved'))).toBeInTheDocument();
    const body = api.calls.find((call) => call.key === 'PUT /api/candidate/users/7')?.body;
    expect(body).toMatchObject({ password: 'Brand-new-pass', current_password: 'Old-pass-1' });
    expect(readSession().token).toBe(renewed);
    expect(readSession().me).not.toHaveProperty('token');
  });

  it('says a new email waits for the link sent to it', async () => {
    await openProfile({
      'PUT /api/candidate/users/7': ({ body }) => ({
        body: { ...stored, ...(body as object), email: stored.email, pending_email: 'new@example.test' },
      }),
    });
    await userEvent.clear(byLabel(inEnglish.t('fields.email')));
    await userEvent.type(byLabel(inEnglish.t('fields.email')), 'new@example.test');
    await save();
    expect(
      await screen.findByText(inEnglish.t('profilePage.emailPending', { email: 'new@example.test' })),
    ).toBeInTheDocument();
    expect(byLabel(inEnglish.t('fields.email'))).toHaveValue(stored.email);
  });

  it('lets an administrator choose a mail for each submitted application', async () => {
    const admin = aProfile({ role: 1, notify_new_applications: false });
    const { api } = await openProfile({
      'GET /api/candidate/user/profile': () => ({ body: admin }),
      'PUT /api/candidate/users/7': ({ body }) => ({ body: { ...admin, ...(body as object) } }),
    });
    const region = screen.getByRole('region', { name: inEnglish.t('profilePage.notifications') });
    const choice = within(region).getByRole('checkbox', { name: inEnglish.t('profilePage.notifyNewApplications') });
    expect(choice).not.toBeChecked();
    await userEvent.click(choice);
    expect(choice).toBeChecked();
    await save();
    expect(await screen.findByText(inEnglish.t('profile.saved'))).toBeInTheDocument();
    const body = api.calls.find((call) => call.key === 'PUT /api/candidate/users/7')?.body;
    expect(body).toMatchObject({ notify_new_applications: true });
    expect(choice).toBeChecked();
  });

  it('shows no mail choice to a driver and sends none', async () => {
    const { api } = await openProfile({
      'PUT /api/candidate/users/7': ({ body }) => ({ body: { ...stored, ...(body as object) } }),
    });
    expect(screen.queryByRole('region', { name: inEnglish.t('profilePage.notifications') })).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText(inEnglish.t('profile.saved'))).toBeInTheDocument();
    const body = api.calls.find((call) => call.key === 'PUT /api/candidate/users/7')?.body;
    expect(body).not.toHaveProperty('notify_new_applications');
  });

  it('"Log out everywhere" ends the session, leaves no answer in this browser and goes to /login with the news', async () => {
    localStorage.setItem('onboardingDraft:7:42', '{}');
    const { api, router } = await openProfile({
      'POST /api/candidate/user/logout-everywhere': () => ({ body: { message: 'ok' } }),
    });
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('profilePage.logoutEverywhere') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.some((call) => call.key === 'POST /api/candidate/user/logout-everywhere')).toBe(true);
    expect(readSession().token).toBeNull();
    expect(localStorage.getItem('onboardingDraft:7:42')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('profilePage.loggedOutEverywhere'));
  });

  it('changes the language from the profile: the page at once, then the account', async () => {
    const { api } = await openProfile({
      'PATCH /api/candidate/users/7': ({ body }) => ({ body }),
    });
    const setting = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(setting).getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.type(byLabel(inEnglish.t('fields.city')), ' North');
    await userEvent.click(within(setting).getByRole('radio', { name: 'Français' }));
    // The form is the same one: what was typed stays.
    expect(await screen.findByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
    expect(byLabel('Ville')).toHaveValue('Regina North');
    await waitFor(() =>
      expect(api.calls.find((call) => call.key === 'PATCH /api/candidate/users/7')?.body).toEqual({ language: 'fr' }),
    );
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
  });

  it('says so when the account does not take the language', async () => {
    await openProfile({ 'PATCH /api/candidate/users/7': () => ({ status: 500, body: {} }) });
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    expect(
      await screen.findByText('Nous n’avons pas pu enregistrer votre langue. Veuillez réessayer.'),
    ).toBeInTheDocument();
  });
});
