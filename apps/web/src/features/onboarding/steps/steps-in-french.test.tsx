import { loadCatalogue, yearsBefore } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { dropdownRoutes, step1Answers } from '../../../test/onboarding-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';
import { renderStep } from '../../../test/render-step';
import { localDay } from '../components/address-history';
import { personalAddressStep } from './step-1-personal-address';
import { licenceQuestionsStep } from './step-6-licence-questions';
import { workHistoryEntryStep } from './step-8-work-history-entry';

// A French-speaking driver meets the steps in French (Charter of the French language s. 41): the
// questions, the answers' words, the buttons and the messages of the checks. The answers keep
// their SPEC §3 values.

const next = () => userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
const answer = (question: string, choice: 'Oui' | 'Non') =>
  userEvent.click(within(groupByLegend(question)).getByRole('radio', { name: choice }));

const denied = 'Vous a-t-on déjà refusé un permis de conduire?';
const abstractClean = 'Votre dossier de conduite est-il vierge?';
const suspended = 'Votre permis a-t-il déjà été suspendu ou révoqué?';

beforeAll(async () => {
  await loadCatalogue('fr');
});

describe('the steps in French', { timeout: 30_000 }, () => {
  it('points step 1’s missing addresses out in French, with their dates', async () => {
    fakeApi(dropdownRoutes);
    const today = localDay();
    const since = yearsBefore(today, 1);
    const { moved } = renderStep(personalAddressStep, {
      values: { ...step1Answers, address_since: since },
      locale: 'fr',
    });
    const question = 'Où avez-vous habité d’autre au cours des 3 dernières années?';
    expect(await screen.findByRole('heading', { name: question })).toBeInTheDocument();
    const dayBefore = new Date(Date.parse(`${since}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(screen.getByRole('status', { name: question })).toHaveTextContent(
      `Aucune adresse n’est indiquée du ${yearsBefore(today, 3)} au ${dayBefore}.`,
    );
    expect(byLabel('Vous habitez à cette adresse depuis le')).toHaveValue(since);
    expect(groupByLegend('Avez-vous été recommandé par l’un de nos employés?')).toBeInTheDocument();

    await next();
    expect(screen.getByText('Veuillez indiquer toutes vos adresses des 3 dernières années.')).toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    const row = groupByLegend('Adresse précédente 1');
    expect(within(row).getByLabelText(/^Habité à partir du/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Retirer Adresse précédente 1' })).toBeInTheDocument();
  });

  it('lists the countries by their French names and keeps the English name as the answer', async () => {
    fakeApi(dropdownRoutes);
    const { form } = renderStep(personalAddressStep, { values: step1Answers, locale: 'fr' });
    const country = byLabel('Pays');
    expect(await within(country).findByRole('option', { name: 'États-Unis' })).toBeInTheDocument();
    expect(within(country).queryByRole('option', { name: 'United States' })).not.toBeInTheDocument();
    await userEvent.selectOptions(country, 'États-Unis');
    expect(form().getValues('country')).toBe('United States');
  });

  it('asks step 6 in French, says its checks in French and keeps the answers as SPEC §3 has them', async () => {
    fakeApi();
    const { moved, form } = renderStep(licenceQuestionsStep, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Questions sur le permis de conduire');

    await next();
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getAllByText('Veuillez répondre à cette question.')).toHaveLength(3);
    expect(screen.queryByText('Please answer this question.')).not.toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();

    await userEvent.type(
      byLabel('Date d’obtention (réelle ou prévue) de votre permis de conduire commercial'),
      '2019-04-01',
    );
    await answer(denied, 'Oui');
    await answer(abstractClean, 'Oui');
    await answer(suspended, 'Non');
    // A message goes once its answer is given.
    expect(screen.queryByText('Veuillez répondre à cette question.')).not.toBeInTheDocument();
    await userEvent.type(byLabel('Veuillez expliquer'), 'Examen médical en 2015');
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
    expect(form().getValues('dq_license_denied')).toBe('Yes');
    expect(form().getValues('dq_license_suspended')).toBe('No');
  });

  it('names step 8’s history types in French, with their SPEC §3 values, and its fields and checks', async () => {
    fakeApi({ ...dropdownRoutes, 'GET /api/candidate/user/work-history/7': () => ({ body: [] }) });
    const { form, moved } = renderStep(workHistoryEntryStep, { locale: 'fr' });
    const type = await screen.findByRole('combobox', { name: /^Type de période/ });
    expect(within(type).getByRole('option', { name: 'Emploi' })).toHaveValue('Working');
    expect(within(type).getByRole('option', { name: 'École de conduite' })).toHaveValue('Driving School');

    await next();
    expect(await screen.findByText('Veuillez choisir un type de période.')).toBeInTheDocument();

    await userEvent.selectOptions(type, 'Emploi');
    expect(form().getValues('wh_form')?.wh_type).toBe('Working');
    expect(byLabel('Nom de l’employeur')).toBeInTheDocument();
    expect(groupByLegend('Avez-vous été congédié ou renvoyé?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Matières dangereuses' })).toBeInTheDocument();
    await next();
    expect(await screen.findAllByText('Ce champ est obligatoire.')).not.toHaveLength(0);
    expect(screen.getByText('Veuillez indiquer la raison de votre départ de cet emploi.')).toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();
  });
});
