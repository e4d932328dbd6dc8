import { loadCatalogue } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdminPosition } from '../../test/admin-position-fixture';
import { anApplicantFile, FILE_API, FILE_URL, noDriverMail } from '../../test/applicant-file-fixture';
import { anApplication, LIST, listAnswer, POSITIONS_KEY, positionsAnswer } from '../../test/applicants-fixture';
import { fakeApi } from '../../test/fake-api';
import { paste } from '../../test/paste';
import { renderAt } from '../../test/render';
import { signInAsAdmin } from '../../test/sign-in';

// A recruiter whose account speaks French reads the admin area in French (Charter of the French
// language s. 41): every control is found here by its French name, and dates are written fr-CA.

const POSITIONS = 'GET /api/admin/positions?page=1&pageSize=25';
// A required field's label ends with Mantine's asterisk.
const field = (label: string) => screen.getByLabelText((text) => text.replace(/\s*\*$/, '') === label);

beforeAll(async () => {
  await loadCatalogue('fr');
});
beforeEach(signInAsAdmin);

describe('the admin area in French', { timeout: 30_000 }, () => {
  it('lists the positions in French, with the closing date written the Quebec way', async () => {
    const position = anAdminPosition({
      p_id: 1,
      p_position_title: 'Long haul driver',
      p_position_number: 'LH-1',
      p_closing_date: '2026-06-01T00:00:00.000Z',
    });
    fakeApi({ [POSITIONS]: () => ({ body: { items: [position], total: 1 } }) });
    renderAt('/admin/positions', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Postes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau poste' })).toHaveAttribute('href', '/admin/positions/new');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'État' })).getByRole('option', { name: 'Expiré' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Postes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Titre', 'Numéro', 'Lieu', 'État', 'Date de clôture', 'Candidatures', 'Actions']);
    const row = within(table).getByRole('link', { name: 'Long haul driver' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1 juin 2026');
    expect(row).toHaveTextContent('Ouvert');
    await userEvent.click(within(row).getByRole('button', { name: 'Fermer le poste Long haul driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fermer ce poste?' });
    expect(dialog.textContent).toContain('Fermer «\u00a0Long haul driver\u00a0» (LH-1)?');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages de postes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 à 1 sur 1');
  });

  it('edits a position in French, the sidebar and the preview included', async () => {
    fakeApi({
      'GET /api/dropdowns/countries': () => ({ body: [{ id: 1, country_name: 'Canada', label: 'Canada' }] }),
      'GET /api/dropdowns/provinces/1': () => ({
        body: { provinces: [{ id: 11, province_name: 'Quebec', label: 'Québec' }] },
      }),
    });
    renderAt('/admin/positions/new', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau poste' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sidebar = screen.getByRole('navigation', { name: 'Sections de l’administration' });
    expect(within(sidebar).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Candidats' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Poste' })).toBeInTheDocument();
    await paste(field('Titre du poste'), 'Camionneur de nuit');
    expect(field('Numéro du poste')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Transport de marchandises dangereuses' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fermé' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Choisir…');
    expect(field('Titre en français')).toBeInTheDocument();
    expect(field('Description en français (HTML)')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Aperçu' });
    const english = within(preview).getByRole('region', { name: 'Version anglaise' });
    const french = within(preview).getByRole('region', { name: 'Version française' });
    // The English card shows what the English careers page will, in English.
    expect(within(english).getByRole('heading', { name: 'Camionneur de nuit' })).toBeInTheDocument();
    expect(within(english).getByRole('button', { name: 'Details / Apply' })).toBeInTheDocument();
    expect(await within(english).findByRole('button', { name: 'Aperçu du panneau de détails' })).toBeInTheDocument();
    await paste(field('Titre en français'), 'Camionneur de nuit, Laval');
    expect(within(french).getByRole('heading', { name: 'Camionneur de nuit, Laval' })).toBeInTheDocument();
    expect(within(french).getByRole('button', { name: 'Détails / Postuler' })).toBeInTheDocument();
    // Charter s. 46: the language the job requires and why, in both languages, each preview its own.
    const language = screen.getByRole('group', { name: 'Exigence linguistique' });
    await paste(within(language).getByLabelText('Langues exigées (anglais)'), 'English');
    await paste(within(language).getByLabelText('Raison de l’exigence (anglais)'), 'US customers');
    await paste(within(language).getByLabelText('Langues exigées (français)'), 'Anglais');
    await paste(within(language).getByLabelText('Raison de l’exigence (français)'), 'Clients américains');
    await userEvent.click(within(french).getByRole('button', { name: 'Aperçu du panneau de détails' }));
    const frenchPanel = await screen.findByRole('dialog', { name: 'Camionneur de nuit, Laval' });
    expect(frenchPanel.textContent).toContain('Exigence linguistique\u00a0: Anglais');
    expect(frenchPanel.textContent).toContain('Raison\u00a0: Clients américains');
    expect(frenchPanel).not.toHaveTextContent('US customers');
    await userEvent.click(within(frenchPanel).getByRole('button', { name: 'Fermer' }));
    await userEvent.click(within(english).getByRole('button', { name: 'Aperçu du panneau de détails' }));
    const englishPanel = await screen.findByRole('dialog', { name: 'Camionneur de nuit' });
    expect(englishPanel).toHaveTextContent('Language requirement: English');
    expect(englishPanel).toHaveTextContent('Why: US customers');
    await userEvent.click(within(englishPanel).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Créer le poste' })).toBeInTheDocument();
    // Nothing saved without a number: the shared schema's message, said in French.
    await userEvent.click(screen.getByRole('button', { name: 'Créer le poste' }));
    expect(await screen.findByText('Veuillez entrer le numéro du poste.')).toBeInTheDocument();
  });

  it('lists the applicants in French, filters and statuses included', async () => {
    fakeApi({
      [`${LIST}page=1&pageSize=25`]: listAnswer([
        anApplication({ id: 5, first_name: 'Ann', last_name: 'Lee', recruiter_stage: 'interview' }),
      ]),
      [POSITIONS_KEY]: positionsAnswer,
    });
    renderAt('/admin/applicants', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidats' })).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filtrer les candidats' });
    expect(within(filters).getByRole('searchbox', { name: 'Rechercher' })).toBeInTheDocument();
    const status = within(filters).getByRole('combobox', { name: 'Statut' });
    expect(within(status).getByRole('group', { name: 'Étape de recrutement' })).toHaveTextContent(
      'En attente d’examen',
    );
    expect(within(filters).getByRole('button', { name: 'Effacer les filtres' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Candidatures' });
    const row = within(table).getByRole('link', { name: 'Ann Lee' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('SoumiseEntrevue');
    expect(row).toHaveTextContent('2 nov. 2026');
    expect(within(table).getByRole('button', { name: /^Nom/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /^Date de candidature/ })).toBeInTheDocument();
  });

  it('heads an applicant file in French, the step reached and the badges included', async () => {
    const submitted = anApplicantFile();
    const file = {
      ...submitted,
      application: {
        ...submitted.application,
        status: 'in_progress' as const,
        recruiter_stage: null,
        submitted_at: null,
        draft_step: 4,
        last_saved_at: '2026-06-01T15:05:00.000Z',
      },
    };
    fakeApi({ [`GET ${FILE_API}`]: () => ({ body: file }), ...noDriverMail });
    renderAt(FILE_URL, { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Maria Silva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Retour aux candidats' })).toHaveAttribute('href', '/admin/applicants');
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
    // A colon in French follows a non-breaking space.
    expect(screen.getByText(/^Statut.*En cours$/).textContent).toBe('Statut\u00a0: En cours');
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(term('Poste')).toHaveTextContent('Long Haul Driver – Western Canada');
    expect(term('Soumise')).toHaveTextContent('Pas encore soumise');
    expect(term('Étape atteinte').textContent).toBe('Étape 4 sur 9\u00a0: Qualifications');
    expect(term('Dernier enregistrement')).toHaveTextContent('1 juin 2026');
    // The questions of the file read as the driver read them, in French.
    expect(screen.getByRole('region', { name: 'Réponses de présélection' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Processus de recrutement' })).toHaveTextContent(
      'Le camionneur ou la camionneuse n’a pas encore soumis cette candidature',
    );
  });
});
