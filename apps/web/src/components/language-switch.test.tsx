import { apiPaths } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { useLocale } from '../lib/i18n/locale';
import { saveLogin } from '../lib/session';
import { fakeApi } from '../test/fake-api';
import { fakeToken, inOneHour } from '../test/fake-token';
import { renderAt } from '../test/render';
import { LanguageSwitch } from './language-switch';

/** Labels the API gives in the caller's language, cached per language as the dropdowns are. */
function CountryNames() {
  const { locale } = useLocale();
  const { data = [] } = useQuery({
    queryKey: ['dropdowns', locale, 'countries'],
    queryFn: () => apiRequest<{ id: number; label: string }[]>(apiPaths.countries),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <ul aria-label="Countries">
      {data.map((country) => (
        <li key={country.id}>{country.label}</li>
      ))}
    </ul>
  );
}

describe('the language switch of a signed-in driver', () => {
  beforeEach(() => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) }));

  it('asks again for what the API answered in the old language before the account had the new one', async () => {
    // As the API does: a signed-in user is answered in the account's language.
    let accountLanguage = 'en';
    const api = fakeApi({
      [`GET ${apiPaths.countries}`]: () => ({
        body: [{ id: 1, label: accountLanguage === 'fr' ? 'Canada (fr)' : 'Canada (en)' }],
      }),
      [`PATCH ${apiPaths.updateUser(7)}`]: ({ body }) => {
        accountLanguage = (body as { language: string }).language;
        return { body };
      },
    });
    // The account's answer is slow: the page asks for the French labels before it arrives.
    const saveArrives = api.holdNext(`PATCH ${apiPaths.updateUser(7)}`);
    renderAt('/', {
      routes: [
        {
          path: '/',
          element: (
            <main>
              <LanguageSwitch />
              <CountryNames />
            </main>
          ),
        },
      ],
    });
    expect(await screen.findByText('Canada (en)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    await expect.poll(() => api.calls.filter((call) => call.key === `GET ${apiPaths.countries}`).length).toBe(2);
    expect(await screen.findByText('Canada (en)')).toBeInTheDocument();

    saveArrives();
    expect(await screen.findByText('Canada (fr)')).toBeInTheDocument();
  });
});
