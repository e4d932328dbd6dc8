import {
  apiPaths,
  type DriverVerification,
  type DriverVerifications,
  inEnglish,
  loadCatalogue,
} from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { saveLogin, saveMe } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aProfile } from '../../../test/profile-fixture';
import { renderAt } from '../../../test/render';

const noReview = {
  requested_at: null,
  due: null,
  released_at: null,
  correction_requested_at: null,
  correction_text: null,
  rebuttal_at: null,
  rebuttal_text: null,
};

const aCheck = (change: Partial<DriverVerification> = {}): DriverVerification => ({
  id: 9,
  application_id: 42,
  employer_name: 'Northern Freight Ltd.',
  period_from: '2025-11-26',
  period_to: null,
  position: 'AZ Driver',
  status: 'answered',
  release_signed: true,
  release_signed_at: '2026-11-20T15:00:00.000Z',
  release_typed_name: 'Maya Singh',
  answered: true,
  review: noReview,
  answer: null,
  ...change,
});

const compliance = (key: string, title: string) => ({
  key,
  version: '2026-11-23 carrier',
  sha256: 'c'.repeat(64),
  required: true,
  title,
  text: `${title}: the carrier's own words.`,
});

const listOf = (check: DriverVerification): DriverVerifications => ({
  release: compliance('previous_employer_release', 'Release'),
  rights: compliance('previous_employers', 'Notice of your rights, as the carrier words it'),
  verifications: [check],
});

const released = aCheck({
  review: {
    ...noReview,
    requested_at: '2026-11-20T15:00:00.000Z',
    due: '2026-11-27',
    released_at: '2026-11-23T15:00:00.000Z',
  },
  answer: {
    employment: {
      employed_from: '2025-11-26',
      employed_to: null,
      position: 'AZ Driver',
      drove_cmv: true,
      reason_for_leaving: 'Still employed',
    },
    accidents: [
      { date: '2026-05-10', city: 'Buffalo', state: 'NY', injuries: 1, fatalities: 0, hazmat_released: false },
    ],
    no_accidents: false,
    drug_alcohol: null,
    responder_name: 'Dana Reed',
    responder_title: 'Safety Manager',
    received_at: '2026-11-19T15:00:00.000Z',
    sha256: 'd'.repeat(64),
  },
});

describe('the driver’s review of a previous employer’s answer', () => {
  beforeEach(() => {
    saveLogin({ id: 7, role: 0, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile());
  });

  it('shows a release signed meanwhile in another tab as signed, not the refusal beside the form', async () => {
    // The first answer is the page as it was opened; the release is signed elsewhere before the tap.
    let check = aCheck({ status: 'awaiting_release', release_signed: false, release_signed_at: null, answered: false });
    fakeApi({
      [`GET ${apiPaths.candidateVerifications}`]: () => ({ body: listOf(check) }),
      [`POST ${apiPaths.candidateVerificationRelease(9)}`]: () => {
        check = aCheck({ status: 'sent', answered: false });
        return { status: 409, body: { message: inEnglish.t('verifications.api.releaseSigned') } };
      },
    });
    renderAt(paths.driverVerifications.href());
    const card = await screen.findByRole('region', { name: 'Northern Freight Ltd.' });
    await userEvent.type(within(card).getByLabelText(inEnglish.t('verifications.driver.typedName')), 'Maya Singh');
    await userEvent.click(within(card).getByRole('checkbox', { name: inEnglish.t('verifications.driver.certify') }));
    await userEvent.click(within(card).getByRole('button', { name: inEnglish.t('verifications.driver.sign') }));
    expect(
      await within(card).findByText(
        inEnglish.t('verifications.driver.signed', { name: 'Maya Singh', when: '2026-11-20' }),
      ),
    ).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: inEnglish.t('verifications.driver.sign') }),
    ).not.toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to review an answer and shows the carrier’s notice of rights and the day it is due', async () => {
    let check = aCheck();
    const api = fakeApi({
      [`GET ${apiPaths.candidateVerifications}`]: () => ({ body: listOf(check) }),
      [`POST ${apiPaths.candidateVerificationReview(9)}`]: () => {
        check = aCheck({ review: { ...noReview, requested_at: '2026-11-20T15:00:00.000Z', due: '2026-11-27' } });
        return { body: check };
      },
    });
    renderAt(paths.driverVerifications.href());
    const card = await screen.findByRole('region', { name: 'Northern Freight Ltd.' });
    expect(screen.getByText('Notice of your rights, as the carrier words it')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: inEnglish.t('verifications.driver.askReview') }));
    expect(
      await within(card).findByText(
        inEnglish.t('verifications.driver.reviewAsked', { on: '2026-11-20', due: '2026-11-27' }),
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === `POST ${apiPaths.candidateVerificationReview(9)}`)).toBe(true);
  });

  it('reads the released answer, then sends a correction request and a rebuttal from labelled fields', async () => {
    const api = fakeApi({
      [`GET ${apiPaths.candidateVerifications}`]: () => ({ body: listOf(released) }),
      [`POST ${apiPaths.candidateVerificationCorrection(9)}`]: () => ({ body: released }),
      [`POST ${apiPaths.candidateVerificationRebuttal(9)}`]: () => ({
        status: 400,
        body: { message: 'At most 5000 characters.' },
      }),
    });
    renderAt(paths.driverVerifications.href());
    const answer = await screen.findByRole('region', { name: inEnglish.t('verifications.driver.answerTitle') });
    expect(within(answer).getByText('Buffalo, NY', { exact: false })).toBeInTheDocument();
    expect(within(answer).getByText('Dana Reed, Safety Manager')).toBeInTheDocument();
    expect(within(answer).getByText('d'.repeat(64))).toBeInTheDocument();

    const correction = screen.getByRole('form', { name: inEnglish.t('verifications.driver.correctionTitle') });
    await userEvent.type(
      within(correction).getByLabelText(inEnglish.t('verifications.driver.correctionLabel')),
      'The Buffalo accident was not mine.',
    );
    await userEvent.click(
      within(correction).getByRole('button', { name: inEnglish.t('verifications.driver.correctionSend') }),
    );
    await expect
      .poll(() => api.calls.find((c) => c.key.endsWith('/correction'))?.body)
      .toEqual({
        text: 'The Buffalo accident was not mine.',
      });

    const rebuttal = screen.getByRole('form', { name: inEnglish.t('verifications.driver.rebuttalTitle') });
    await userEvent.type(
      within(rebuttal).getByLabelText(inEnglish.t('verifications.driver.rebuttalLabel')),
      'I dispute it.',
    );
    await userEvent.click(
      within(rebuttal).getByRole('button', { name: inEnglish.t('verifications.driver.rebuttalSend') }),
    );
    expect(await within(rebuttal).findByRole('alert')).toHaveTextContent('At most 5000 characters.');
  });
});

// A French-speaking driver signs their releases and reviews an answer in French (Charter of the
// French language s. 41); the carrier's release and notice of rights are shown as it wrote them.
describe('the previous employer checks in French', () => {
  beforeAll(async () => {
    await loadCatalogue('fr');
  });
  beforeEach(() => {
    saveLogin({ id: 7, role: 0, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile());
  });

  it('signs a release from French labels, and refuses it in French without the certification', async () => {
    const api = fakeApi({
      [`GET ${apiPaths.candidateVerifications}`]: () => ({
        body: listOf(aCheck({ status: 'awaiting_release', release_signed: false, answered: false })),
      }),
      [`POST ${apiPaths.candidateVerificationRelease(9)}`]: () => ({ body: aCheck() }),
    });
    renderAt(paths.driverVerifications.href(), { locale: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Vérifications auprès des employeurs précédents' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Northern Freight Ltd.' });
    expect(within(card).getByText('En attente de votre autorisation')).toBeInTheDocument();
    expect(within(card).getByText('2025-11-26 – aujourd’hui', { exact: false })).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Entrez votre nom légal complet'), 'Maya Singh');
    await userEvent.click(within(card).getByRole('button', { name: 'Signer l’autorisation' }));
    expect(await within(card).findByText('Veuillez cocher l’attestation pour envoyer.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('checkbox', { name: 'J’ai lu cette autorisation et je la signe.' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Signer l’autorisation' }));
    await expect
      .poll(() => api.calls.find((c) => c.key === `POST ${apiPaths.candidateVerificationRelease(9)}`)?.body)
      .toMatchObject({ typed_name: 'Maya Singh' });
  });

  it('reads the released answer in French and asks for a correction from French labels', async () => {
    const api = fakeApi({
      [`GET ${apiPaths.candidateVerifications}`]: () => ({ body: listOf(released) }),
      [`POST ${apiPaths.candidateVerificationCorrection(9)}`]: () => ({ body: released }),
    });
    renderAt(paths.driverVerifications.href(), { locale: 'fr' });
    const answer = await screen.findByRole('region', { name: 'La réponse de l’employeur' });
    expect(within(answer).getByText('2026-05-10, Buffalo, NY — blessés : 1, décès : 0')).toBeInTheDocument();
    expect(within(answer).getByText('A conduit un véhicule commercial')).toBeInTheDocument();
    expect(within(answer).getByText('Oui')).toBeInTheDocument();
    const correction = screen.getByRole('form', { name: 'Demander une correction' });
    await userEvent.type(
      within(correction).getByLabelText('Ce qui est inexact, et ce qui est exact'),
      'L’accident de Buffalo n’est pas le mien.',
    );
    await userEvent.click(within(correction).getByRole('button', { name: 'Envoyer la demande de correction' }));
    await expect
      .poll(() => api.calls.find((c) => c.key.endsWith('/correction'))?.body)
      .toEqual({ text: 'L’accident de Buffalo n’est pas le mien.' });
    expect(screen.getByRole('form', { name: 'Ajouter une déclaration en réponse' })).toBeInTheDocument();
  });
});
