import { apiPaths, loadCatalogue } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { renderAt } from '../../../test/render';

// A French-speaking driver's profile names each choice in French; the stored value stays the one
// SPEC §3 lists (Male, Female or Other).

beforeAll(async () => {
  await loadCatalogue('fr');
});

describe('My Profile in French', () => {
  beforeEach(() => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) }));

  it('offers the genders in French and saves the stored value', async () => {
    const api = fakeApi({
      'GET /api/candidate/user/profile': () => ({ body: aProfile({ gender: null }) }),
      [`GET ${apiPaths.privacy}`]: () => ({ body: { consents: [], requests: [] } }),
      [`GET ${apiPaths.driverApplications}`]: () => ({ body: { items: [] } }),
      'PUT /api/candidate/users/7': ({ body }) => ({ body: { profile: { ...aProfile(), ...(body as object) } } }),
    });
    renderAt('/profile', { locale: 'fr' });
    const gender = await screen.findByRole('combobox', { name: 'Genre' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Ana'));
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir…', 'Homme', 'Femme', 'Autre']);
    await userEvent.selectOptions(gender, 'Femme');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.key.startsWith('PUT'))?.body).toMatchObject({ gender: 'Female' }),
    );
  });
});
