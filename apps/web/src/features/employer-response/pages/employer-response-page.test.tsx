import { apiPaths, type EmployerRequest, loadCatalogue } from '@roadhire/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';

// A previous employer has no language on record (decision 030): their request mail is in English,
// and so is their page, even in a browser whose visitor reads the portal in French.

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
};

beforeAll(async () => {
  await loadCatalogue('fr');
});

describe('the previous employer’s page', () => {
  it('stays in English, and asks the API for English, where the portal speaks French', async () => {
    const api = fakeApi({ [`GET ${apiPaths.employerResponse('t0k3n')}`]: () => ({ body: request }) });
    renderAt(paths.employerResponse.href('t0k3n'), { locale: 'fr' });
    expect(await screen.findByText('Please answer by 2026-12-20.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Safety performance history request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an accident' })).toBeInTheDocument();
    expect(api.calls[0]?.headers.get('Accept-Language')).toBe('en-CA');
  });
});
