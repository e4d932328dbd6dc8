import {
  type ApplyRequest,
  inEnglish,
  loadCatalogue,
  SCREENING_QUESTIONS,
  type ScreeningQuestion,
} from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPendingJobId, setPendingJobId } from '../../../lib/pending-job';
import { readSession, saveLogin, saveMe } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aPosition } from '../../../test/position-fixture';
import { aProfile } from '../../../test/profile-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';
import { renderAt } from '../../../test/render';

const stored = aProfile({ mobile: '3065550101', home_phone: '3065550199', postal_code: 's4p 3y2' });
const started = { pipeline_status: 2, application_id: 42, message: inEnglish.t('apply.started') };
const pdf = () => new File(['%PDF-1.4\n'], 'my-resume.pdf', { type: 'application/pdf' });

type Routes = Parameters<typeof fakeApi>[0];

async function openApply(routes: Routes = {}, profile = stored) {
  const api = fakeApi({
    'GET /api/open-positions/12': () => ({ body: aPosition({ p_id: 12, p_position_title: 'Long Haul Driver' }) }),
    'GET /api/candidate/user/profile': () => ({ body: profile }),
    ...routes,
  });
  const view = renderAt('/apply/12');
  await screen.findByRole('heading', { level: 1, name: 'Apply for Long Haul Driver' });
  return { ...view, api };
}

const answer = (question: ScreeningQuestion, choice: 'Yes' | 'No') =>
  userEvent.click(
    within(groupByLegend(inEnglish.t(`apply.questions.${question}`))).getByRole('radio', { name: choice }),
  );

/** Every question answered so the candidate may apply: Yes, except No to both convictions. */
async function answerEligibly(overrides: Partial<Record<ScreeningQuestion, 'Yes' | 'No'>> = {}) {
  for (const question of SCREENING_QUESTIONS) {
    const fallback = question.startsWith('convicted') ? 'No' : 'Yes';
    await answer(question, overrides[question] ?? fallback);
  }
  await userEvent.type(byLabel(inEnglish.t('apply.mountainYearsLabel')), '3');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('apply.submit') }));
/** The page this test lands on may raise its own load alert beside the notice, so find the notice by its text. */
async function expectNotice(text: string | RegExp) {
  expect((await screen.findByText(text)).closest('[role="alert"]')).not.toBeNull();
}
const applyCalls = (api: { calls: { key: string; body: unknown }[] }) =>
  api.calls.filter((call) => call.key === 'POST /api/apply');

// A whole form typed key by key takes a few seconds in jsdom.
describe('Apply page (SPEC §2 Apply, §4, §5, §8)', { timeout: 20_000 }, () => {
  beforeEach(() => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) }));

  it("stays on 'Loading job info...' when the job cannot be loaded, and only logs it", async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    fakeApi({
      'GET /api/open-positions/12': () => ({ status: 404, body: { message: inEnglish.t('apply.positionClosed') } }),
      'GET /api/candidate/user/profile': () => ({ body: stored }),
    });
    renderAt('/apply/12');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText(inEnglish.t('apply.loadingJob'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: inEnglish.t('apply.submit') })).not.toBeInTheDocument();
  });

  it("fills the candidate's own information from the profile, under one h1 and one main", async () => {
    await openApply();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(byLabel(inEnglish.t('fields.email'))).toHaveValue('ana@example.com');
    expect(byLabel(inEnglish.t('fields.email'))).toHaveAttribute('readonly');
    expect(byLabel(inEnglish.t('fields.firstName'))).toHaveValue('Ana');
    expect(byLabel(inEnglish.t('fields.lastName'))).toHaveValue('Silva');
    expect(byLabel(inEnglish.t('fields.homePhone'))).toHaveValue('3065550199');
    expect(byLabel(inEnglish.t('fields.mobile'))).toHaveValue('3065550101');
    expect(byLabel(inEnglish.t('fields.mobile'))).toHaveAttribute('inputmode', 'numeric');
    expect(byLabel(inEnglish.t('fields.mobile'))).toHaveAttribute('autocomplete', 'tel');
    expect(byLabel(inEnglish.t('fields.postalCode'))).toHaveValue('S4P 3Y2');
    expect(byLabel(inEnglish.t('fields.postalCode'))).toHaveAttribute('autocomplete', 'postal-code');
    expect(byLabel(inEnglish.t('fields.postalCode'))).toHaveAttribute('autocapitalize', 'characters');
    expect(byLabel(inEnglish.t('apply.mountainYearsLabel'))).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('link', { name: inEnglish.t('apply.backToPositions') })).toHaveAttribute('href', '/');
  });

  it('asks all eight questions and says what is missing next to each field, focusing the first', async () => {
    const { api } = await openApply({}, aProfile());
    expect(screen.getAllByRole('group')).toHaveLength(8);
    await submit();
    expect(byLabel(inEnglish.t('fields.mobile'))).toHaveAccessibleDescription(inEnglish.t('register.mobileFormat'));
    expect(byLabel(inEnglish.t('fields.mobile'))).toHaveFocus();
    expect(byLabel(inEnglish.t('fields.postalCode'))).toHaveAccessibleDescription(
      inEnglish.t('apply.postalCodeFormat'),
    );
    for (const question of SCREENING_QUESTIONS) {
      expect(groupByLegend(inEnglish.t(`apply.questions.${question}`))).toHaveAccessibleDescription(
        inEnglish.t('apply.answerRequired'),
      );
    }
    expect(byLabel(inEnglish.t('apply.mountainYearsLabel'))).toHaveAccessibleDescription(
      inEnglish.t('apply.mountainYears'),
    );
    expect(applyCalls(api)).toHaveLength(0);
  });

  it('upper-cases the postal code as it is typed and checks the Canadian format', async () => {
    await openApply();
    await userEvent.clear(byLabel(inEnglish.t('fields.postalCode')));
    await userEvent.type(byLabel(inEnglish.t('fields.postalCode')), 'k1a0b');
    expect(byLabel(inEnglish.t('fields.postalCode'))).toHaveValue('K1A0B');
    await submit();
    expect(byLabel(inEnglish.t('fields.postalCode'))).toHaveAccessibleDescription(
      'Please enter a valid postal code in the format A0A 0A0',
    );
    await userEvent.type(byLabel(inEnglish.t('fields.postalCode')), '1');
    expect(byLabel(inEnglish.t('fields.postalCode'))).toHaveValue('K1A0B1');
    await submit();
    // The format stays in the field's title; the error (and aria-invalid) is gone.
    expect(byLabel(inEnglish.t('fields.postalCode'))).not.toHaveAttribute('aria-invalid');
  });

  it.each(['is_over_21', 'has_class1_license', 'has_1yr_experience'] as const)(
    "a No to %s says 'Not eligible to apply' and sends nothing",
    async (gate) => {
      const { api } = await openApply();
      await answerEligibly({ [gate]: 'No' });
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('Not eligible to apply');
      expect(applyCalls(api)).toHaveLength(0);
    },
  );

  it('asks for the conviction date and details only after a Yes', async () => {
    const { api } = await openApply();
    await answerEligibly({ convicted_felony_7yrs: 'Yes', convicted_dui_dwi: 'Yes' });
    expect(byLabel(inEnglish.t('apply.felonyDateLabel'))).toHaveAttribute('type', 'date');
    expect(byLabel(inEnglish.t('apply.duiDateLabel'))).toHaveAttribute('type', 'date');
    await submit();
    expect(byLabel(inEnglish.t('apply.felonyDateLabel'))).toHaveAccessibleDescription(
      'Please provide the felony conviction date.',
    );
    expect(byLabel(inEnglish.t('apply.felonyDetailsLabel'))).toHaveAccessibleDescription(
      inEnglish.t('apply.felonyDetails'),
    );
    expect(byLabel(inEnglish.t('apply.duiDateLabel'))).toHaveAccessibleDescription(
      'Please provide the DUI conviction date.',
    );
    expect(byLabel(inEnglish.t('apply.duiDetailsLabel'))).toHaveAccessibleDescription(inEnglish.t('apply.duiDetails'));
    expect(applyCalls(api)).toHaveLength(0);
    await answer('convicted_felony_7yrs', 'No');
    await answer('convicted_dui_dwi', 'No');
    expect(screen.queryByLabelText(/felony conviction date/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/DUI conviction date/i)).not.toBeInTheDocument();
  });

  it("refuses a file that is not a PDF with 'Only PDF files are allowed!' and does not send it", async () => {
    const { api } = await openApply();
    const text = new File(['hello'], 'resume.docx', { type: 'application/msword' });
    await userEvent.upload(byLabel(inEnglish.t('apply.resumeLabel')), text, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF files are allowed!');
    expect(api.calls.map((call) => call.key)).not.toContain('POST /api/apply/upload-resume');
  });

  it("says 'Resume upload failed.' when the upload fails", async () => {
    await openApply({ 'POST /api/apply/upload-resume': () => ({ status: 500, body: { message: 'boom' } }) });
    await userEvent.upload(byLabel(inEnglish.t('apply.resumeLabel')), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('Resume upload failed.');
  });

  it('uploads the resume, links it, sends the exact request, then starts onboarding (pipeline_status 2)', async () => {
    setPendingJobId(12);
    saveMe(stored);
    const { api, router } = await openApply({
      'POST /api/apply/upload-resume': () => ({
        status: 201,
        body: {
          originalName: 'my-resume.pdf',
          filename: `${'a'.repeat(32)}.pdf`,
          url: `/uploads/resumes/${'a'.repeat(32)}.pdf?expires=1900000000&signature=s1gned`,
        },
      }),
      'POST /api/apply': () => ({ body: started }),
    });
    await userEvent.upload(byLabel(inEnglish.t('apply.resumeLabel')), pdf());
    const link = await screen.findByRole('link', { name: 'my-resume.pdf' });
    expect(link).toHaveAttribute('href', `/uploads/resumes/${'a'.repeat(32)}.pdf?expires=1900000000&signature=s1gned`);
    expect(link).toHaveAttribute('target', '_blank');
    const upload = api.calls.find((call) => call.key === 'POST /api/apply/upload-resume')?.body as FormData;
    expect((upload.get('file') as File).name).toBe('my-resume.pdf');

    await userEvent.clear(byLabel(inEnglish.t('fields.mobile')));
    await userEvent.type(byLabel(inEnglish.t('fields.mobile')), '(306) 555-0142');
    await answerEligibly({ has_twic_card: 'No', convicted_felony_7yrs: 'Yes' });
    await userEvent.type(byLabel(inEnglish.t('apply.felonyDateLabel')), '2021-05-04');
    await userEvent.type(byLabel(inEnglish.t('apply.felonyDetailsLabel')), 'Theft, served probation');

    const release = api.holdNext();
    await submit();
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/onboarding/42'));
    await expectNotice(inEnglish.t('apply.started'));
    expect(applyCalls(api)[0]?.body).toEqual({
      job_id: 12,
      first_name: 'Ana',
      last_name: 'Silva',
      mobile: '3065550142',
      home_phone: '3065550199',
      postal_code: 'S4P 3Y2',
      is_over_21: 1,
      has_class1_license: 1,
      has_twic_card: 0,
      eligible_fast_card: 1,
      has_1yr_experience: 1,
      live_in_canada: 1,
      mountain_experience_years: 3,
      convicted_felony_7yrs: 1,
      felony_date: '2021-05-04',
      felony_details: 'Theft, served probation',
      convicted_dui_dwi: 0,
      dui_date: null,
      dui_details: null,
      resume_file: `${'a'.repeat(32)}.pdf`,
      resume_original: 'my-resume.pdf',
    } satisfies ApplyRequest);
    expect(getPendingJobId()).toBeNull();
    expect(readSession().me?.pipeline_status).toBe(2);
  });

  it('keeps what was typed and the resume through a reload, and forgets them once the application is sent', async () => {
    saveMe(stored);
    const routes: Routes = {
      'POST /api/apply/upload-resume': () => ({
        status: 201,
        body: { originalName: 'my-resume.pdf', filename: `${'b'.repeat(32)}.pdf`, url: '/uploads/resumes/b.pdf' },
      }),
      'POST /api/apply': () => ({ body: started }),
    };
    const first = await openApply(routes);
    await userEvent.upload(byLabel(inEnglish.t('apply.resumeLabel')), pdf());
    await screen.findByRole('link', { name: 'my-resume.pdf' });
    await answer('has_twic_card', 'No');
    await userEvent.type(byLabel(inEnglish.t('apply.mountainYearsLabel')), '7');
    first.unmount();

    // The page drawn anew in the same tab, as a reload draws it.
    const second = await openApply(routes);
    const twic = groupByLegend(inEnglish.t('apply.questions.has_twic_card'));
    expect(within(twic).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(byLabel(inEnglish.t('apply.mountainYearsLabel'))).toHaveValue(7);
    expect(screen.getByRole('link', { name: 'my-resume.pdf' })).toHaveAttribute('href', '/uploads/resumes/b.pdf');
    await userEvent.clear(byLabel(inEnglish.t('apply.mountainYearsLabel')));
    await answerEligibly({ has_twic_card: 'No' });
    await submit();
    await waitFor(() => expect(applyCalls(second.api)).toHaveLength(1));
    expect(applyCalls(second.api)[0]?.body).toMatchObject({ has_twic_card: 0, resume_original: 'my-resume.pdf' });
    // Sent: nothing typed stays behind in the tab.
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/candidate/onboarding/42'));
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:'))).toEqual([]);
  });

  it('sends no resume fields when none was uploaded', async () => {
    const { api } = await openApply({ 'POST /api/apply': () => ({ body: started }) });
    await answerEligibly();
    await submit();
    await waitFor(() => expect(applyCalls(api)).toHaveLength(1));
    expect(applyCalls(api)[0]?.body).toMatchObject({ resume_file: null, resume_original: null });
  });

  it('says the candidate already completed an application and goes home (pipeline_status 3)', async () => {
    const { router } = await openApply({
      'POST /api/apply': () => ({ body: { pipeline_status: 3, application_id: 9, message: 'Done before.' } }),
    });
    await answerEligibly();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await expectNotice('You already completed an application. You cannot apply again.');
  });

  it('tells a driver who completed an application at once that they cannot apply again, asking nothing (SPEC §4)', async () => {
    const { api } = await openApply({}, aProfile({ pipeline_status: 3 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('apply.alreadyCompleted'));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: inEnglish.t('apply.submit') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: inEnglish.t('apply.backToPositions') })).toHaveAttribute('href', '/');
    expect(applyCalls(api)).toHaveLength(0);
  });

  it('shows a default success text for any other answer without a message, then goes to onboarding', async () => {
    const { router } = await openApply({
      'POST /api/apply': () => ({ body: { pipeline_status: 1, application_id: 43, message: '' } }),
    });
    await answerEligibly();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/onboarding/43'));
    await expectNotice(inEnglish.t('apply.started'));
  });

  it("shows the server's message when the application is refused, else 'Application failed.'", async () => {
    let refusal: { status: number; body?: unknown } = {
      status: 404,
      body: { message: inEnglish.t('apply.positionClosed') },
    };
    const { router } = await openApply({ 'POST /api/apply': () => refusal });
    await answerEligibly();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('apply.positionClosed'));
    refusal = { status: 502 };
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Application failed.'));
    expect(router.state.location.pathname).toBe('/apply/12');
  });
});

describe('Apply page in French, for a driver whose language is French (decision 032)', { timeout: 20_000 }, () => {
  beforeEach(() => saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) }));

  async function openInFrench(profile = stored) {
    await loadCatalogue('fr');
    const api = fakeApi({
      'GET /api/open-positions/12': () => ({ body: aPosition({ p_id: 12, p_position_title: 'Long Haul Driver' }) }),
      'GET /api/candidate/user/profile': () => ({ body: profile }),
      'POST /api/apply': () => ({ body: { ...started, message: '' } }),
    });
    const view = renderAt('/apply/12', { locale: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Postuler au poste Long Haul Driver' });
    return { ...view, api };
  }
  const choose = (question: string, choice: 'Oui' | 'Non') =>
    userEvent.click(within(groupByLegend(question)).getByRole('radio', { name: choice }));
  const envoyer = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer et commencer la candidature!' }));

  it('names a job that has a French version by its French title', async () => {
    await loadCatalogue('fr');
    fakeApi({
      'GET /api/open-positions/12': () => ({
        body: aPosition({
          p_id: 12,
          p_position_title: 'Local P&D Driver',
          p_position_title_fr: 'Camionneur ou camionneuse de ville',
          p_landing_page_desc_fr: '<p>Cueillettes et livraisons.</p>',
        }),
      }),
      'GET /api/candidate/user/profile': () => ({ body: stored }),
    });
    renderAt('/apply/12', { locale: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Postuler au poste Camionneur ou camionneuse de ville' }),
    ).toBeInTheDocument();
  });

  it('asks in French and says what is missing in French, next to each field', async () => {
    await openInFrench(aProfile());
    expect(byLabel('Courriel')).toHaveValue('ana@example.com');
    expect(byLabel('Prénom')).toHaveValue('Ana');
    expect(screen.getByRole('region', { name: 'Questions de présélection' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux postes offerts' })).toHaveAttribute('href', '/fr/');
    await envoyer();
    expect(byLabel('Cellulaire')).toHaveAccessibleDescription(
      'Le numéro de cellulaire doit compter exactement 10 chiffres',
    );
    expect(byLabel('Code postal')).toHaveAccessibleDescription(
      'Veuillez entrer un code postal valide au format A0A 0A0',
    );
    expect(groupByLegend('Avez-vous 21 ans ou plus?')).toHaveAccessibleDescription(
      'Veuillez répondre à cette question.',
    );
    expect(byLabel('Années d’expérience de conduite en montagne')).toHaveAccessibleDescription(
      'Veuillez entrer vos années de conduite en montagne, 0 ou plus.',
    );
  });

  it('answers Oui and Non, follows up a conviction in French, and starts the application', async () => {
    const { api, router } = await openInFrench();
    const questions = [
      'Avez-vous 21 ans ou plus?',
      'Êtes-vous titulaire d’un permis de conduire de classe 1 (classe A) valide?',
      'Avez-vous une carte TWIC?',
      'Êtes-vous admissible à la carte EXPRES (FAST)?',
      'Avez-vous au moins 1 an d’expérience de conduite d’un tracteur semi-remorque au Canada ou aux États-Unis?',
      'Habitez-vous au Canada?',
    ];
    for (const question of questions) await choose(question, 'Oui');
    await userEvent.type(byLabel('Années d’expérience de conduite en montagne'), '2');
    await choose('Avez-vous été déclaré coupable d’un acte criminel au cours des 7 dernières années?', 'Oui');
    await choose(
      'Avez-vous été déclaré coupable de conduite avec les capacités affaiblies (alcool ou drogue) au cours des 7 dernières années?',
      'Non',
    );
    await userEvent.type(byLabel('Date de la condamnation pour un acte criminel'), '2021-05-04');
    await userEvent.type(byLabel('Détails de la condamnation pour un acte criminel'), 'Vol, probation purgée');
    expect(byLabel('CV (PDF, facultatif)')).toBeInTheDocument();
    await envoyer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/onboarding/42'));
    // The colon's non-breaking space is a space to the matcher.
    await expectNotice(/^Votre candidature est commencée\. Prochaine étape\s: votre dossier de candidature complet\.$/);
    expect(applyCalls(api)[0]?.body).toMatchObject({ is_over_21: 1, convicted_felony_7yrs: 1, convicted_dui_dwi: 0 });
  });

  it('says in French that a No to a required question ends here', async () => {
    const { api } = await openInFrench();
    await choose('Avez-vous 21 ans ou plus?', 'Non');
    for (const question of [
      'Êtes-vous titulaire d’un permis de conduire de classe 1 (classe A) valide?',
      'Avez-vous une carte TWIC?',
      'Êtes-vous admissible à la carte EXPRES (FAST)?',
      'Avez-vous au moins 1 an d’expérience de conduite d’un tracteur semi-remorque au Canada ou aux États-Unis?',
      'Habitez-vous au Canada?',
      'Avez-vous été déclaré coupable d’un acte criminel au cours des 7 dernières années?',
      'Avez-vous été déclaré coupable de conduite avec les capacités affaiblies (alcool ou drogue) au cours des 7 dernières années?',
    ])
      await choose(question, question.startsWith('Avez-vous été') ? 'Non' : 'Oui');
    await userEvent.type(byLabel('Années d’expérience de conduite en montagne'), '0');
    await envoyer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Non admissible à ce poste');
    expect(applyCalls(api)).toHaveLength(0);
  });
});
