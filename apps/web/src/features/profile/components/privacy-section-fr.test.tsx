import { apiPaths, type DriverApplications, type DriverPrivacy, loadCatalogue } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { renderAt } from '../../../test/render';

// A French-speaking driver reads where their applications stand and acts on their data in French
// (Charter of the French language s. 41), finding each control by its French label.

const privacy: DriverPrivacy = { consents: [], requests: [] };
const applications: DriverApplications = {
  items: [
    {
      id: 42,
      p_position_title: 'Camionneur régional',
      status: 'submitted',
      submitted_at: '2026-11-20T15:00:00.000Z',
      step: 'checks',
      decision: null,
      checks: [{ employer_name: 'Northern Freight Ltd.', asked_at: '2026-11-21T15:00:00.000Z', answered: false }],
      releases_to_sign: 1,
      clearinghouse_consent: 'to_sign',
    },
  ],
};

beforeAll(async () => {
  await loadCatalogue('fr');
});

describe('the account’s data and applications in French', () => {
  beforeEach(() => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) }));

  it('shows where an application stands on its own page, with what is left to sign', async () => {
    fakeApi({ [`GET ${apiPaths.driverApplications}`]: () => ({ body: applications }) });
    renderAt('/my-applications', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes candidatures' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Camionneur régional' });
    expect(within(card).getByText('Vérifications en cours')).toBeInTheDocument();
    expect(
      within(card).getByText('Northern Freight Ltd.\u00a0: demande envoyée, pas encore de réponse', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Lire et signer le consentement au Clearinghouse' })).toHaveAttribute(
      'href',
      '/candidate/clearinghouse-consent/42',
    );
    expect(
      within(card).getByRole('link', { name: 'Signer les autorisations pour vos employeurs précédents' }),
    ).toHaveAttribute('href', '/candidate/verifications');
  });

  it('asks for the applications again on a switch to French, so job titles follow without a reload', async () => {
    let accountLanguage = 'en';
    const item = applications.items[0] as DriverApplications['items'][number];
    fakeApi({
      'GET /api/candidate/user/profile': () => ({ body: aProfile() }),
      'PATCH /api/candidate/users/7': () => {
        accountLanguage = 'fr';
        return { body: aProfile({ language: 'fr' }) };
      },
      // The API answers in the account's language, as the server does.
      [`GET ${apiPaths.driverApplications}`]: () => ({
        body: {
          items: [{ ...item, p_position_title: accountLanguage === 'fr' ? 'Camionneur régional' : 'Regional Driver' }],
        },
      }),
    });
    renderAt('/my-applications');
    expect(await screen.findByRole('article', { name: 'Regional Driver' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes candidatures' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Camionneur régional' })).toBeInTheDocument();
  });

  it('sets a consent and withdraws an application from French labels', async () => {
    const api = fakeApi({
      'GET /api/candidate/user/profile': () => ({ body: aProfile() }),
      [`GET ${apiPaths.privacy}`]: () => ({ body: privacy }),
      [`GET ${apiPaths.driverApplications}`]: () => ({ body: applications }),
      [`PUT ${apiPaths.privacyConsent('talent_pool')}`]: () => ({
        body: {
          ...privacy,
          consents: [
            {
              purpose: 'talent_pool',
              granted: true,
              text_version: '1',
              granted_at: null,
              expires_at: null,
              withdrawn_at: null,
            },
          ],
        },
      }),
      [`POST ${apiPaths.withdrawApplication(42)}`]: () => ({ body: { message: 'ok' } }),
    });
    renderAt('/profile', { locale: 'fr' });

    const data = await screen.findByRole('region', { name: 'Vos données' });
    expect(within(data).getByRole('button', { name: 'Télécharger mes données' })).toBeInTheDocument();
    await userEvent.click(within(data).getByRole('checkbox', { name: 'Conserver mon profil pour de futurs postes' }));
    await expect
      .poll(() => api.calls.find((call) => call.key === `PUT ${apiPaths.privacyConsent('talent_pool')}`)?.body)
      .toEqual({ granted: true });
    expect(
      await within(data).findByRole('checkbox', { name: 'Conserver mon profil pour de futurs postes' }),
    ).toBeChecked();

    await userEvent.click(
      within(data).getByRole('button', { name: 'Retirer ma candidature au poste de Camionneur régional' }),
    );
    expect(await within(data).findByText('Votre candidature a été retirée.')).toBeInTheDocument();
    expect(
      within(data).getByLabelText('Votre mot de passe, pour confirmer l’effacement', { exact: false }),
    ).toBeInTheDocument();
    expect(within(data).getByRole('button', { name: 'Effacer mon compte et mes données' })).toBeInTheDocument();
  });
});
