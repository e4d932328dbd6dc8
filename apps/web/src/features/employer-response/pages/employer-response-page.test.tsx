import { apiPaths, type EmployerRequest, inEnglish, loadCatalogue } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { BRAND, fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';

// A previous employer's page speaks the language of its request (decision 030), not the browser's:
// English for an employer outside Quebec even where the portal speaks French, French for one in
// Quebec, and the employer may switch, the choice kept on its request.

const request: EmployerRequest = {
  carrier: { legal_name: 'Transports Nord Inc.', address: '1 rue du Port, Québec QC' },
  driver_name: 'Maya Singh',
  employer_name: 'Northern Freight Ltd.',
  period_from: '2024-01-01',
  period_to: null,
  position: 'AZ Driver',
  accidents_from: '2023-01-01',
  accidents_to: '2026-01-01',
  sections: { employment: true, accidents: true, drug_alcohol: true },
  employer_due: '2026-12-20',
  release: { typed_name: 'Maya Singh', signed_at: '2026-11-20T15:00:00.000Z', title: 'Release', text: 'I release.' },
  language: 'en',
};

beforeAll(async () => {
  await loadCatalogue('fr');
});

describe('the previous employer’s page', () => {
  it('stays in English for a request in English, and asks the API for English, where the portal speaks French', async () => {
    const api = fakeApi({ [`GET ${apiPaths.employerResponse('t0k3n')}`]: () => ({ body: request }) });
    renderAt(paths.employerResponse.href('t0k3n'), { locale: 'fr' });
    expect(await screen.findByText('Please answer by 2026-12-20.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Safety performance history request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an accident' })).toBeInTheDocument();
    const asked = api.calls.find((call) => call.key === `GET ${apiPaths.employerResponse('t0k3n')}`);
    expect(asked?.headers.get('Accept-Language')).toBe('en-CA');
  });

  it('names the carrier on a link that can no longer be used, not a generic title', async () => {
    fakeApi({
      [`GET ${apiPaths.employerResponse('t0k3n')}`]: () => ({
        status: 410,
        body: { message: inEnglish.t('verifications.api.revoked') },
      }),
    });
    renderAt(paths.employerResponse.href('t0k3n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('verifications.api.revoked'));
    expect(await screen.findByText(BRAND.companyName)).toBeInTheDocument();
    expect(screen.queryByText(inEnglish.t('nav.brandFallback'))).not.toBeInTheDocument();
  });

  it('opens in French for a request in French, and switches to English, keeping what was typed', async () => {
    const api = fakeApi({
      [`GET ${apiPaths.employerResponse('t0k3n')}`]: () => ({ body: { ...request, language: 'fr' } }),
      [`PUT ${apiPaths.employerResponseLanguage('t0k3n')}`]: () => ({ body: { language: 'en' } }),
    });
    renderAt(paths.employerResponse.href('t0k3n'), { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Demande d’historique de sécurité' })).toBeInTheDocument();
    expect(screen.getByText('Veuillez répondre au plus tard le 2026-12-20.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Votre nom'), 'Dana Reed');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Safety performance history request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana Reed');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr-CA');
    await expect
      .poll(() => api.calls.find((call) => call.key === `PUT ${apiPaths.employerResponseLanguage('t0k3n')}`)?.body)
      .toEqual({ language: 'en' });
  });

  it('keeps what was typed through a reload of the tab, and forgets it once the answer is sent', async () => {
    const routes = {
      [`GET ${apiPaths.employerResponse('t0k3n')}`]: () => ({ body: request }),
      [`POST ${apiPaths.employerResponse('t0k3n')}`]: () => ({ body: { copy_to: null } }),
    };
    fakeApi(routes);
    const first = renderAt(paths.employerResponse.href('t0k3n'));
    await userEvent.type(await screen.findByLabelText('Your name'), 'Dana Reed');
    await userEvent.type(screen.getByLabelText('Your title'), 'Safety manager');
    await userEvent.click(screen.getByRole('checkbox', { name: 'No accidents to report' }));
    first.unmount();

    // The page drawn anew in the same tab, as a reload draws it.
    const api = fakeApi(routes);
    const second = renderAt(paths.employerResponse.href('t0k3n'));
    expect(await screen.findByLabelText('Your name')).toHaveValue('Dana Reed');
    expect(screen.getByLabelText('Your title')).toHaveValue('Safety manager');
    expect(screen.getByRole('checkbox', { name: 'No accidents to report' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    await expect.poll(() => api.calls.some((call) => call.key.startsWith('POST '))).toBe(true);
    second.unmount();

    fakeApi(routes);
    renderAt(paths.employerResponse.href('t0k3n'));
    expect(await screen.findByLabelText('Your name')).toHaveValue('');
  });

  it('says so when the choice could not be kept, and stays in the language chosen', async () => {
    fakeApi({
      [`GET ${apiPaths.employerResponse('t0k3n')}`]: () => ({ body: request }),
      [`PUT ${apiPaths.employerResponseLanguage('t0k3n')}`]: () => ({ status: 410, body: { message: 'Gone' } }),
    });
    renderAt(paths.employerResponse.href('t0k3n'), { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nous n’avons pas pu enregistrer votre langue. Veuillez réessayer.',
    );
    expect(screen.getByRole('heading', { name: 'Demande d’historique de sécurité' })).toBeInTheDocument();
  });
});
