import {
  type AdminStats,
  catalogueEn,
  inEnglish,
  loadCatalogue,
  type MessageId,
  type PrivacyRequest,
} from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAccount, anAuditEntry } from '../../test/admin-accounts-fixture';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { signInAsAdmin } from '../../test/sign-in';

// A recruiter whose account speaks French works the dashboard, the audit log, the accounts and the
// privacy registers in French: every control is found by its French name, and none of the English
// texts of those pages is left on them.

let catalogueFr: Record<string, string> = {};
beforeAll(async () => {
  catalogueFr = await loadCatalogue('fr');
});
beforeEach(signInAsAdmin);

/** What a reader meets on the page: its text nodes and the names, titles and hints of its controls. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * The English texts of these catalogue ids (prefixes) still on the page: a whole text, or a long one
 * inside a text. A text French keeps as it is (« Total », « Actions ») is not English left behind.
 */
function englishLeft(prefixes: string[]): string[] {
  const english = (Object.keys(catalogueEn) as MessageId[])
    .filter((id) => prefixes.some((prefix) => id.startsWith(prefix)))
    // A text with values is never shown without them, so only the others can be looked for whole.
    .filter((id) => !catalogueEn[id]?.includes('{'))
    .filter((id) => catalogueFr[id] !== catalogueEn[id])
    .map((id) => inEnglish.t(id));
  const shown = shownTexts();
  return english.filter((text) => shown.some((seen) => seen === text || (text.length >= 12 && seen.includes(text))));
}

const stats: AdminStats = {
  byStatus: {
    total: 40,
    status: { in_progress: 9, submitted: 28, cancelled: 3 },
    stage: { submitted: 11, in_review: 6, interview: 5, hired: 1, rejected: 2 },
  },
  byPosition: [{ job_id: 12, p_position_title: 'Camionneur longue distance', count: 30 }],
  perWeek: Array.from({ length: 12 }, (_, i) => ({
    week_start: new Date(Date.UTC(2026, 7, 31) + i * 7 * 86_400_000).toISOString().slice(0, 10),
    count: i + 1,
  })),
};

describe('the admin pages in French', { timeout: 30_000 }, () => {
  it('shows the dashboard in French: counts, tables, the weekly chart and the yearly queries', async () => {
    fakeApi({
      'GET /api/admin/stats': () => ({ body: stats }),
      'GET /api/admin/mail/failed': () => ({ body: { failed: 0 } }),
      'GET /api/admin/clearinghouse/due': () => ({
        body: {
          items: [
            {
              application_id: 7,
              first_name: 'Ana',
              last_name: 'Silva',
              p_position_title: 'Camionneur longue distance',
              next_query_due: '2020-03-01',
            },
          ],
        },
      }),
    });
    renderAt('/admin', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    const counts = await screen.findByRole('region', { name: 'Candidatures par statut' });
    expect(within(counts).getByRole('link', { name: 'Total\u00a0: 40 candidatures' })).toHaveAttribute(
      'href',
      '/admin/applicants',
    );
    const stages = screen.getByRole('region', { name: 'Étapes de recrutement' });
    // One is singular in French, and so is zero.
    expect(within(stages).getByRole('link', { name: 'Embauchés\u00a0: 1 candidature' })).toBeInTheDocument();
    expect(
      within(stages).getByRole('link', { name: 'En attente d’examen\u00a0: 11 candidatures' }),
    ).toBeInTheDocument();

    const perPosition = screen.getByRole('table', { name: 'Candidatures par poste' });
    expect(
      within(perPosition)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Poste', 'Candidatures', 'Voir les candidats']);
    expect(
      within(perPosition).getByRole('link', { name: 'Voir les candidats pour Camionneur longue distance' }),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Candidatures par semaine' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Graphique à barres des candidatures par semaine, les 12 dernières semaines' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher sous forme de tableau' }));
    const weekly = screen.getByRole('table', {
      name: 'Candidatures par semaine, les 12 dernières semaines, de la plus ancienne à la plus récente',
    });
    expect(within(weekly).getAllByRole('columnheader')[0]).toHaveTextContent('Semaine du');
    // Weeks are named the Quebec way: « 31 août », not "Aug 31".
    expect(within(weekly).getAllByRole('rowheader')[0]).toHaveTextContent('31 août');
    expect(screen.getByRole('button', { name: 'Masquer le tableau' })).toBeInTheDocument();

    const yearly = await screen.findByRole('table', { name: 'Interrogations annuelles du Clearinghouse' });
    expect(
      within(yearly)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Camionneur ou camionneuse', 'Poste', 'Prochaine interrogation due']);
    expect(within(yearly).getAllByRole('row')[1]).toHaveTextContent('1 mars 2020 — En retard');

    expect(englishLeft(['adminDashboard.', 'adminPage.'])).toEqual([]);
  });

  it('says in French that there is nothing on the dashboard yet', async () => {
    fakeApi({
      'GET /api/admin/stats': () => ({ body: { ...stats, byPosition: [] } }),
      'GET /api/admin/mail/failed': () => ({ body: { failed: 0 } }),
      'GET /api/admin/clearinghouse/due': () => ({ body: { items: [] } }),
    });
    renderAt('/admin', { locale: 'fr' });
    expect(await screen.findByText('Aucune candidature pour l’instant.')).toBeInTheDocument();
    expect(
      await screen.findByText('Aucune personne embauchée n’a encore besoin d’une interrogation annuelle.'),
    ).toBeInTheDocument();
    expect(englishLeft(['adminDashboard.', 'adminPage.'])).toEqual([]);
  });

  it('shows the audit log in French: filters, action names, targets, details and paging', async () => {
    const entries = [
      anAuditEntry({
        id: 9,
        action: 'application.stage',
        target_type: 'application',
        target_id: 42,
        target_label: 'Marie-Ève Tremblay',
        details: { from: 'in_review', to: 'hired' },
        created_at: '2026-11-21T09:30:00.000Z',
      }),
      anAuditEntry({
        id: 8,
        action: 'user.grant_admin',
        target_type: 'user',
        target_id: 5,
        details: { email: 'jane@example.com', from: 2, to: 1 },
      }),
      anAuditEntry({ id: 7, action: 'privacy.hold', target_type: 'user', target_id: null, actor_email: '' }),
      // A kind of record with no page of its own is named, not shown as its code.
      anAuditEntry({ id: 6, action: 'investigation.read', target_type: 'investigation', target_id: null }),
    ];
    fakeApi({ 'GET /api/admin/audit?page=1&pageSize=25': () => ({ body: { items: entries, total: 4 } }) });
    renderAt('/admin/audit', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'Filtres du journal d’audit' });
    const action = within(filters).getByRole('combobox', { name: 'Action' });
    // The names are French; the values stay the codes the log stores.
    expect(within(action).getByRole('option', { name: 'Toutes les actions' })).toHaveValue('');
    expect(within(action).getByRole('option', { name: 'Poste créé' })).toHaveValue('position.create');
    expect(within(action).getByRole('option', { name: 'Conservation légale ajoutée' })).toHaveValue('privacy.hold');
    expect(within(filters).getByRole('searchbox', { name: 'Courriel de l’auteur' })).toHaveAttribute(
      'placeholder',
      'Une partie d’un courriel',
    );
    expect(within(filters).getByRole('button', { name: 'Appliquer les filtres' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Journal d’audit' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Quand', 'Qui', 'Quoi', 'Objet', 'Détails']);
    const [, stage, grant, hold, investigation] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(stage).toHaveTextContent('21 nov. 2026');
    expect(stage).toHaveTextContent('Étape changée');
    expect(stage).toHaveTextContent('de En examen à Embauché');
    expect(within(stage).getByRole('link', { name: 'Ouvrir la candidature 42' }).textContent).toContain(
      'Candidature\u00a0: Marie-Ève Tremblay',
    );
    expect(grant).toHaveTextContent('Rôle d’administrateur accordé');
    expect(grant.textContent).toContain('Compte nº\u00a05');
    expect(grant.textContent).toContain('jane@example.com\u00a0: Candidat → Administrateur');
    expect(hold).toHaveTextContent('Inconnu');
    expect(hold).toHaveTextContent('Conservation légale ajoutée');
    expect(within(investigation).getAllByRole('cell')[3]).toHaveTextContent(/^Dossiers d’enquête$/);
    expect(screen.getByRole('navigation', { name: 'Pages du journal d’audit' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 à 4 sur 4');

    // A range that ends before it starts is refused in French, without asking the server.
    await userEvent.type(within(filters).getByLabelText('Du'), '2026-11-20');
    await userEvent.type(within(filters).getByLabelText('Au'), '2026-11-01');
    await userEvent.click(within(filters).getByRole('button', { name: 'Appliquer les filtres' }));
    expect(
      await within(filters).findByText('La date de fin doit être égale ou postérieure à la date de début.'),
    ).toBeInTheDocument();

    expect(englishLeft(['adminAudit.', 'adminPage.', 'adminPositions.badRange'])).toEqual([]);
  });

  it('manages the accounts in French, the role change dialog included', async () => {
    const me = anAccount({ id: 1, first_name: 'Ada', last_name: 'Admin', email: 'ada@acme.example', role: 1 });
    let jane = anAccount({
      id: 2,
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      email_verified_at: null,
    });
    fakeApi({
      'GET /api/admin/users?page=1&pageSize=25': () => ({ body: { items: [me, jane], total: 2 } }),
      'PUT /api/admin/users/2/role': () => {
        jane = { ...jane, role: 1 };
        return { body: jane };
      },
    });
    renderAt('/admin/accounts', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comptes' })).toBeInTheDocument();
    const search = screen.getByRole('search');
    expect(within(search).getByRole('searchbox', { name: 'Rechercher' })).toHaveAttribute(
      'placeholder',
      'Nom ou courriel',
    );
    const role = within(search).getByRole('combobox', { name: 'Rôle' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Administrateurs', 'Candidats']);

    const table = await screen.findByRole('table', { name: 'Comptes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom', 'Courriel', 'Rôle', 'Courriel vérifié', 'Date de création', 'Actions']);
    const [, mine, janes] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(mine).toHaveTextContent('Ada Admin (vous)');
    expect(mine).toHaveTextContent('Administrateur');
    expect(mine).toHaveTextContent('Vérifié');
    expect(mine).toHaveTextContent('1 oct. 2026');
    expect(janes).toHaveTextContent('Candidat');
    expect(janes).toHaveTextContent('Non vérifié');

    await userEvent.click(within(janes).getByRole('button', { name: 'Nommer Jane Doe administrateur' }));
    const dialog = screen.getByRole('dialog', { name: 'Nommer administrateur?' });
    expect(dialog).toHaveTextContent(
      'Jane Doe (jane@example.com) pourra gérer les postes, les candidats, les comptes et le journal d’audit.',
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(englishLeft(['adminAccounts.', 'adminPage.'])).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nommer administrateur' }));
    expect(await screen.findByText('Jane Doe est maintenant administrateur.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Retirer le rôle d’administrateur à Jane Doe' }),
    ).toBeInTheDocument();
    expect(englishLeft(['adminAccounts.', 'adminPage.'])).toEqual([]);
  });

  it('shows the privacy registers in French: requests, holds, incidents and the sweep', async () => {
    const request: PrivacyRequest = {
      id: 3,
      kind: 'erasure',
      status: 'done',
      user_id: null,
      received_at: '2026-05-01T14:00:00.000Z',
      due_on: '2026-05-31',
      done_at: '2026-06-01T14:00:00.000Z',
      erase_after: '2026-05-31',
      // The portal's own answer, stored in English, is read in French.
      answer: 'privacy.api.erasedAnswer',
      held: [{ record_type: 'application_hired', until: '2029-06-01', reason: 'x' }] as PrivacyRequest['held'],
      application_id: null,
      detail: null,
    };
    fakeApi({
      'GET /api/admin/privacy/requests': () => ({ body: { requests: [request] } }),
      'GET /api/admin/privacy/holds': () => ({
        body: {
          holds: [
            {
              id: 4,
              user_id: 12,
              record_type: null,
              reason: 'Litige en cours',
              until: null,
              created_by: 1,
              created_at: '2026-05-01T14:00:00.000Z',
              lifted_at: null,
            },
          ],
        },
      }),
      'GET /api/admin/privacy/incidents': () => ({
        body: {
          incidents: [
            {
              id: 1,
              description: 'Courriel envoyé au mauvais destinataire',
              occurred_from: '2026-04-02',
              occurred_to: null,
              learned_on: '2026-04-03',
              people_count: 1,
              risk_assessment: 'Faible',
              serious_injury_risk: false,
              regulator_notified_on: null,
              people_notified_on: null,
              measures: 'Rappel',
              created_at: '2026-04-03T10:00:00.000Z',
            },
          ],
        },
      }),
      'POST /api/admin/privacy/sweep?dry_run=true': () => ({
        body: { people: 2, erased: { account: 2, documents: 5 } },
      }),
    });
    renderAt('/admin/privacy', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confidentialité' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Les demandes au sujet des données des camionneurs et camionneuses, les conservations légales, les incidents et l’effacement périodique.',
      ),
    ).toBeInTheDocument();

    const register = screen.getByRole('table', { name: 'Registre des demandes' });
    expect(
      within(register)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Numéro', 'Type', 'Statut', 'Reçue le', 'Échéance', 'Effacer après le', 'Traitée le', 'Réponse']);
    await within(register).findByText('Effacement');
    const row = within(register).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Effacement');
    expect(row).toHaveTextContent('Traitée');
    expect(row).toHaveTextContent('31 mai 2026');
    expect(row.textContent).toContain('Conservé\u00a0: Candidature d’une personne embauchée.');
    expect(row).toHaveTextContent('Effacé, sauf les dossiers indiqués comme conservés.');

    const holds = screen.getByRole('region', { name: 'Conservations légales' });
    expect(
      await within(holds).findByText(/^Compte 12 · tous les dossiers · Litige en cours · jusqu’à la levée$/),
    ).toBeInTheDocument();
    expect(within(holds).getByRole('button', { name: 'Lever la conservation 4' })).toBeInTheDocument();
    expect(within(holds).getByRole('textbox', { name: 'Numéro du compte' })).toBeInTheDocument();
    expect(within(holds).getByRole('combobox', { name: 'Type de dossier' })).toBeInTheDocument();
    expect(within(holds).getByRole('textbox', { name: /^Motif/ })).toBeRequired();
    expect(within(holds).getByRole('textbox', { name: 'Jusqu’au (AAAA-MM-JJ)' })).toBeInTheDocument();
    expect(within(holds).getByRole('button', { name: 'Ajouter une conservation légale' })).toBeInTheDocument();

    const incidents = screen.getByRole('region', { name: 'Incidents de confidentialité' });
    expect(
      await within(incidents).findByText('2 avr. 2026 · 1 personne · Courriel envoyé au mauvais destinataire'),
    ).toBeInTheDocument();
    for (const label of [
      /^Ce qui s’est passé/,
      /^Date \(AAAA-MM-JJ\)/,
      /^Date de découverte/,
      /^Évaluation du risque/,
      /^Mesures prises/,
    ])
      expect(within(incidents).getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(within(incidents).getByRole('checkbox', { name: 'Risque de préjudice sérieux' })).not.toBeChecked();
    expect(within(incidents).getByRole('button', { name: 'Consigner l’incident' })).toBeInTheDocument();

    const sweep = screen.getByRole('region', { name: 'Effacement périodique' });
    await userEvent.click(
      within(sweep).getByRole('button', { name: 'Voir ce que l’effacement périodique effacerait' }),
    );
    expect((await within(sweep).findByRole('status')).textContent).toContain(
      'Personnes\u00a0: 2. Compte et profil\u00a0: 2, Documents téléversés\u00a0: 5',
    );

    expect(englishLeft(['privacy.admin.', 'privacy.recordTypes.', 'privacy.api.', 'adminPage.'])).toEqual([]);
  });
});
