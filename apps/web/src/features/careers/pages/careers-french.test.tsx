import { loadCatalogue } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aPosition } from '../../../test/position-fixture';
import { renderAt } from '../../../test/render';

// The French twins (decision 032) speak French: the page's words, not only the jobs' own.

const bilingual = aPosition({
  p_id: 21,
  p_position_title: 'Local P&D Driver',
  p_position_title_fr: 'Camionneur local',
  p_landing_page_desc_fr: '<p>Retour à la maison chaque soir.</p>',
  p_visible_info: {
    openings: true,
    work_type: false,
    closing_date: false,
    dangerous_goods: true,
    license_classes: false,
    license_conditions: false,
    route: false,
  },
});

const inVancouver = aPosition({
  p_id: 22,
  p_position_title: 'Highway Driver',
  p_province: 'British Columbia',
  p_contact_info: { city: 'Vancouver', province: null },
});

function openAt(
  url: string,
  { appLocale, positions = [bilingual] }: { appLocale?: 'en' | 'fr'; positions?: unknown[] } = {},
) {
  fakeApi({ 'GET /api/open-positions': () => ({ body: positions }) });
  return renderAt(url, { locale: appLocale });
}

describe('the careers pages in French', () => {
  it('/fr/ is drawn in French: its heading, search, filters, cards and pager', async () => {
    openAt('/fr/', { positions: [bilingual, inVancouver] });
    // The heading is drawn at once; the cards once the positions have arrived.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vancouver, Colombie-Britannique' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Postes offerts' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Filtrer les postes' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Rechercher des postes' }), 'local');
    expect(within(search).getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Toutes les provinces');
    expect(within(search).getByRole('combobox', { name: 'Type de poste' })).toHaveDisplayValue(
      'Tous les types de poste',
    );
    expect(within(search).getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();

    const place = screen.getByRole('region', { name: /^Postes\s: Toronto, / });
    expect(within(place).getByText(/^Numéro du poste\s:/)).toBeInTheDocument();
    expect(within(place).getByText(/^Matières dangereuses\s:$/)).toBeInTheDocument();
    expect(within(place).getByText('Oui')).toBeInTheDocument();
    expect(within(place).getByRole('link', { name: 'Détails / Postuler' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages de postes' })).toHaveTextContent(
      'Affichage des entrées 1 à 1 sur 1',
    );
    // Provinces are named in French; choosing one still writes the stored name in the address.
    const province = within(search).getByRole('combobox', { name: 'Province' });
    expect(within(province).getByRole('option', { name: 'Colombie-Britannique' })).toHaveValue('British Columbia');
    expect(within(province).queryByRole('option', { name: 'British Columbia' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'English version' })).toHaveAttribute('href', '/');
  });

  it("a job's French page has French words around the job's own, and a French Apply", async () => {
    openAt(`/fr/emplois/${bilingual.p_id}-camionneur-local`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Camionneur local' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les postes offerts' })).toHaveAttribute('href', '/fr/');
    expect(screen.getByRole('heading', { level: 2, name: 'Description du poste' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Postuler maintenant' })).toHaveLength(2);
  });

  it('a job no longer open says so in French', async () => {
    openAt('/fr/emplois/999-ancien-poste');
    expect(await screen.findByRole('heading', { level: 1, name: 'Poste fermé' })).toBeInTheDocument();
    expect(screen.getByText('Ce poste n’est plus offert.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les postes offerts' })).toHaveAttribute('href', '/fr/');
  });

  it('the English list stays English for a visitor whose app speaks French', async () => {
    await loadCatalogue('fr');
    openAt('/', { appLocale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Version française' })).toHaveAttribute('href', '/fr/'),
    );
    expect(screen.getByRole('link', { name: 'Details / Apply' })).toBeInTheDocument();
  });
});
