import { inEnglish, type TeamInvitationPreview } from '@roadhire/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { byLabel } from '../../../test/queries';
import { renderAt } from '../../../test/render';

// The page an invitation to the team opens (decision 033).

const TOKEN = 'b'.repeat(43);
const PREVIEW = `GET /api/team/invitations/${TOKEN}`;
const ACCEPT = `POST /api/team/invitations/${TOKEN}/accept`;
const preview = { email: 'rita@acme.example', role: 'Recruiter' } satisfies TeamInvitationPreview;
const submit = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('team.accept.submit') }));

describe('the invitation page', () => {
  it('names the address and role, then makes the account and lands in the admin area', async () => {
    const api = fakeApi({
      [PREVIEW]: () => ({ body: preview }),
      [ACCEPT]: () => ({ body: { id: 31, role: 1, token: fakeToken({ exp: inOneHour(), sub: '31', role: 1 }) } }),
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ id: 31, pipeline_status: null }) }),
    });
    const { router } = renderAt(`/team/accept/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: inEnglish.t('team.accept.title') })).toBeVisible();
    expect(screen.getByText(inEnglish.t('team.accept.introWithRole', preview))).toBeVisible();
    await userEvent.type(byLabel(inEnglish.t('fields.firstName')), 'Rita');
    await userEvent.type(byLabel(inEnglish.t('fields.lastName')), 'Recruiter');
    await userEvent.type(byLabel(inEnglish.t('fields.password')), '  Joined-2026  ');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(api.calls.find((call) => call.key === ACCEPT)?.body).toEqual({
      first_name: 'Rita',
      last_name: 'Recruiter',
      password: 'Joined-2026',
    });
  });

  it('checks the fields with registration’s messages before sending', async () => {
    const api = fakeApi({ [PREVIEW]: () => ({ body: preview }) });
    renderAt(`/team/accept/${TOKEN}`);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(byLabel(inEnglish.t('fields.password')), 'short');
    await submit();
    expect(byLabel(inEnglish.t('fields.password'))).toHaveAccessibleDescription(
      inEnglish.t('register.passwordTooShort'),
    );
    expect(byLabel(inEnglish.t('fields.firstName'))).toHaveAccessibleDescription(
      inEnglish.t('register.requiredFields'),
    );
    expect(api.calls.filter((call) => call.key === ACCEPT)).toHaveLength(0);
  });

  it('says why a link no longer works, with the way to sign in', async () => {
    const message = inEnglish.t('team.api.invitationLinkExpired');
    fakeApi({ [PREVIEW]: () => ({ status: 410, body: { message } }) });
    renderAt(`/team/accept/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: inEnglish.t('team.accept.signIn') })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: inEnglish.t('team.accept.submit') })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the form', async () => {
    const message = inEnglish.t('team.api.invitationLinkUsed');
    fakeApi({ [PREVIEW]: () => ({ body: preview }), [ACCEPT]: () => ({ status: 410, body: { message } }) });
    renderAt(`/team/accept/${TOKEN}`);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(byLabel(inEnglish.t('fields.firstName')), 'Rita');
    await userEvent.type(byLabel(inEnglish.t('fields.lastName')), 'Recruiter');
    await userEvent.type(byLabel(inEnglish.t('fields.password')), 'Joined-2026');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
