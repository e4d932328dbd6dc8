import { loadCatalogue } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { dropdownRoutes } from '../../../test/onboarding-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';
import { renderStep } from '../../../test/render-step';
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
