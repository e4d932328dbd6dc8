import { inEnglish, type Locale, loadCatalogue, type OnboardingDraftData } from '@roadhire/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveLogin, saveMe } from '../../../lib/session';
import { BRAND, fakeApi } from '../../../test/fake-api';
import { fakeToken, inOneHour } from '../../../test/fake-token';
import { aDraftEntry } from '../../../test/onboarding-fixture';
import { aProfile } from '../../../test/profile-fixture';
import { renderStep } from '../../../test/render-step';
import { aSignature, fillSignature, signAs, someComplianceTexts } from '../../../test/signing-fixture';
import { emptyDraft } from '../empty-draft';
import { reviewWorkHistoryStep } from '../steps/step-9-review-work-history';

const licenceA = '0b3f1f5e-3c1b-4d8e-9a51-2f6d7c1e0a01';
const licenceB = '0b3f1f5e-3c1b-4d8e-9a51-2f6d7c1e0a02';
// From 2010 on, so the entries cover the 10 years a commercial driver accounts for (decision 017).
const entryA = aDraftEntry({ entry_key: '7c9e6679-7425-40de-944b-e07fc1f90ae7', wh_datefrom: '2010-01-01' });
const entryB = aDraftEntry({
  entry_key: '7c9e6679-7425-40de-944b-e07fc1f90ae8',
  wh_type: 'Driving School',
  wh_name: 'Roadway Academy',
  wh_position: '',
  wh_comm_vehicle: '',
  wh_comm_vehicle_types: [],
  wh_hours_of_instruction: '80',
  wh_graduated: 'Yes',
  wh_status: 'Yes',
  wh_dateto: '',
});

/** The address before the current one, as typed. */
const earlierAddress = {
  address1: '400 Centre Street',
  city: 'Calgary',
  province: 'Alberta',
  country: 'Canada',
  postal_code: 't2g 5e1',
  from: '2019-01-01',
  to: '2025-05-31',
};

/** Every step answered, as the form holds it. */
function aCompleteDraft(): OnboardingDraftData {
  return {
    ...emptyDraft(),
    dob: '1985-02-03',
    address1: '12 Elm St',
    country: 'Canada',
    province: 'Saskatchewan',
    city: 'Regina',
    postal_code: 's4p3y2',
    address_since: '2025-06-01',
    address_history: [earlierAddress],
    refer_status: 'Yes',
    refer_by_name: 'Sam Ortiz',
    refer_by_id: 'E-77',
    dq_legal_right_canada: 'Yes',
    dq_legal_right_us: 'No',
    dq_previous_nwt_employee: 'No',
    canada_doc_type: 'passport',
    dl_country: 'Canada',
    dl_province: 'Saskatchewan',
    dl_license_no: 'SK-100',
    dl_class: ['1'],
    dl_condition: ['A'],
    dl_expdate: '2030-01-01',
    dq_conviction: 'No',
    dq_fast_card: 'No',
    dq_fast_card_revoked: 'No',
    dq_accidents_last5yr: 'No',
    dq_violations_last3yr: 'No',
    dq_physical_condition: 'No',
    dq_lift_40lb: 'Yes',
    dq_training: 'Yes',
    dq_trainings: [{ type: 'Defensive driving', date: '2022-05-01', doc_id: null }],
    dq_safe_driving_awards: 'No',
    other_licenses_held: 'Yes',
    additional_licenses: [
      {
        entry_key: licenceA,
        dl_country: 'United States',
        dl_province: 'Montana',
        dl_license_no: 'MT-1',
        dl_class: ['A'],
        dl_condition: [],
        dl_expdate: '2027-01-01',
      },
      {
        entry_key: licenceB,
        dl_country: 'Canada',
        dl_province: 'Alberta',
        dl_license_no: 'AB-2',
        dl_class: ['3'],
        dl_condition: [],
        dl_expdate: '2026-01-01',
      },
    ],
    dq_commercial_license_date: '2010-06-01',
    dq_license_denied: 'No',
    dq_abstract_clean: 'Yes',
    dq_license_suspended: 'No',
    dq_education: '2',
    dq_school: 'Prairie College',
    dq_reg_travelled: ['1', '2'],
    dq_equip_operated: ['4'],
    dq_equip_operated_detail: { 4: { miles: '120000', desc: 'Lumber' } },
    work_history: [entryA, entryB],
  };
}

const ok = () => ({ body: { message: 'Saved.' } });
const finalRoutes = {
  'GET /api/candidate/user/work-history/7': () => ({ body: [] }),
  'PUT /api/candidate/user/onboarding/42': ok,
  'POST /api/candidate/user/license/7': ok,
  'POST /api/candidate/user/license/add/7': ok,
  'POST /api/candidate/user/qualifications/7': ok,
  'POST /api/candidate/user/work-history/7': ok,
  'PUT /api/candidate/user/pipeline/7': ok,
  'GET /api/candidate/user/profile': () => ({ body: aProfile({ pipeline_status: 2 }) }),
  'GET /api/compliance/texts': () => ({ body: someComplianceTexts() }),
  'GET /api/candidate/user/sign/42': () => ({ status: 404, body: { message: 'Not signed.' } }),
  'POST /api/candidate/user/sign/42': () => ({ body: aSignature() }),
};
type Api = ReturnType<typeof fakeApi>;
const sent = (api: Api) => api.calls.filter((call) => !call.key.startsWith('GET'));

async function open(routes = {}, locale?: Locale) {
  const api = fakeApi({ ...finalRoutes, ...routes });
  const view = renderStep(reviewWorkHistoryStep, { values: aCompleteDraft(), locale });
  await screen.findByText(/Roadway Academy/);
  await waitFor(() => expect(api.calls.some((call) => call.key === 'GET /api/config')).toBe(true));
  return { ...view, api };
}
/** Submit Application, then the signing pages, signed by the profile's name (decision 016). */
async function submit() {
  await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.submitApplication') }));
  await signAs('Ana Silva');
}

describe('Final submit (SPEC §4, §7, §8)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile({ pipeline_status: 2 }));
  });

  it('makes the six calls in order, once per additional licence and per new entry, with their bodies', async () => {
    const { api } = await open();
    await submit();
    await screen.findByText(inEnglish.t('onboarding.completed'));
    const calls = sent(api);
    expect(calls.map((call) => call.key)).toEqual([
      'PUT /api/candidate/user/onboarding/42',
      'POST /api/candidate/user/license/7',
      'POST /api/candidate/user/license/add/7',
      'POST /api/candidate/user/license/add/7',
      'POST /api/candidate/user/qualifications/7',
      'POST /api/candidate/user/work-history/7',
      'POST /api/candidate/user/work-history/7',
      'POST /api/candidate/user/sign/42',
      'PUT /api/candidate/user/pipeline/7',
    ]);
    expect(calls[0]?.body).toEqual({
      dob: '1985-02-03',
      address1: '12 Elm St',
      address2: null,
      country: 'Canada',
      province: 'Saskatchewan',
      city: 'Regina',
      postal_code: 'S4P 3Y2',
      refer_status: 'Yes',
      refer_by: JSON.stringify({ name: 'Sam Ortiz', employeeId: 'E-77' }),
      dq_legal_right_canada: 'Yes',
      dq_legal_right_us: 'No',
      dq_previous_nwt_employee: 'No',
      dq_previous_nwt_from: null,
      dq_previous_nwt_to: null,
      canada_doc_type: 'passport',
      address_since: '2025-06-01',
      address_history: [{ ...earlierAddress, postal_code: 'T2G 5E1' }],
      wh_gap_explanations: [],
    });
    expect(calls[1]?.body).toEqual({
      dl_country: 'Canada',
      dl_province: 'Saskatchewan',
      dl_license_no: 'SK-100',
      dl_class: ['1'],
      dl_condition: ['A'],
      dl_expdate: '2030-01-01',
    });
    // SPEC §7 bodies; each entry's key travels in the Idempotency-Key header (decision 007).
    expect(calls[2]?.body).toMatchObject({ dl_license_no: 'MT-1', dl_status: 'other', dl_license: null });
    expect(calls[2]?.headers.get('Idempotency-Key')).toBe(licenceA);
    expect(calls[3]?.body).toMatchObject({ dl_license_no: 'AB-2', dl_status: 'other' });
    expect(calls[3]?.headers.get('Idempotency-Key')).toBe(licenceB);
    for (const call of calls) expect(call.body).not.toHaveProperty('entry_key');
    expect(calls[4]?.body).toMatchObject({
      dq_education: 2,
      dq_school: 'Prairie College',
      dq_reg_travelled: [1, 2],
      dq_equip_operated: [4],
      dq_equip_operated_detail: { 4: { miles: 120000, desc: 'Lumber' } },
      dq_trainings: [{ type: 'Defensive driving', date: '2022-05-01', doc_id: null }],
      dq_awards: [],
      dq_commercial_license_date: '2010-06-01',
      dq_denied_explanation: null,
    });
    expect(calls[5]?.headers.get('Idempotency-Key')).toBe(entryA.entry_key);
    expect(calls[5]?.body).toMatchObject({
      wh_type: 'Working',
      wh_name: 'Prairie Freight',
      wh_comm_vehicle_types: ['Flatbed'],
      wh_postcode: 'S4P 3Y2',
      wh_dateto: '2023-06-30',
      wh_hours_of_instruction: null,
      wh_skills: { border_crossing: true, log_books: true, fmcr: false, hazmat: false },
    });
    expect(calls[6]?.headers.get('Idempotency-Key')).toBe(entryB.entry_key);
    expect(calls[6]?.body).toMatchObject({
      wh_type: 'Driving School',
      wh_hours_of_instruction: 80,
      wh_status: 'Yes',
      wh_dateto: null,
    });
    // Decision 016: the signature, with the required consents and the versions shown, before the last call.
    expect(calls[7]?.body).toEqual({
      typed_name: 'Ana Silva',
      certify: true,
      consents: { previous_employers: true, background_check: true },
      text_versions: {
        certification: '2026-11',
        previous_employers: '2026-11',
        background_check: '2026-11',
        psp: '2026-11',
      },
    });
    expect(calls[8]?.body).toEqual({ pipeline_status: 3 });
  });

  it('sends the explanation of each gap with the onboarding form, and none of a gap that is gone (decision 017)', async () => {
    const api = fakeApi(finalRoutes);
    // The earlier job ends 2019-10-31; the driving school from 2020-01-01 leaves 61 days open.
    const values = {
      ...aCompleteDraft(),
      work_history: [{ ...entryA, wh_dateto: '2019-10-31' }, entryB],
      wh_gap_explanations: [
        { from: '2019-11-01', to: '2019-12-31', explanation: 'Moved provinces.' },
        { from: '2018-01-01', to: '2018-03-01', explanation: 'A gap the entries no longer leave.' },
      ],
    };
    renderStep(reviewWorkHistoryStep, { values });
    await screen.findByText(/Roadway Academy/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: inEnglish.t('onboarding.submitApplication') })).toBeEnabled(),
    );
    await submit();
    await screen.findByText(inEnglish.t('onboarding.completed'));
    expect(sent(api)[0]?.body).toMatchObject({
      wh_gap_explanations: [{ from: '2019-11-01', to: '2019-12-31', explanation: 'Moved provinces.' }],
    });
  });

  it("covers the page with 'Submitting your application...' while the calls run", async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.submitApplication') }));
    await fillSignature('Ana Silva');
    const release = api.holdNext();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('signing.signAndSubmit') }));
    const overlay = await screen.findByRole('status');
    expect(overlay).toHaveTextContent(inEnglish.t('onboarding.submitting'));
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    // The first call (is it signed already?) is held, so nothing else has been sent yet.
    expect(api.fetchMock).toHaveBeenLastCalledWith('/api/candidate/user/sign/42', expect.anything());
    release();
    expect(await screen.findByText(inEnglish.t('onboarding.completed'))).toBeInTheDocument();
  });

  it("says 'Onboarding completed!', marks the profile completed and goes to the HR site", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await open({ 'GET /api/config': () => ({ body: { ...BRAND, hrSiteUrl: 'https://hr.acme.example/welcome' } }) });
    await submit();
    expect(await screen.findByText(inEnglish.t('onboarding.completed'))).toBeInTheDocument();
    expect(readSession().me?.pipeline_status).toBe(3);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://hr.acme.example/welcome'), { timeout: 3000 });
  });

  it('goes to the application received page when there is no HR site', async () => {
    const { router } = await open();
    await submit();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: inEnglish.t('onboarding.receivedTitle') },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/application-received');
    expect(screen.getByText(inEnglish.t('onboarding.receivedBody'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: inEnglish.t('onboarding.backToPositions') })).toHaveAttribute('href', '/');
  });

  it('sends nothing when an earlier step is incomplete', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const api = fakeApi(finalRoutes);
    renderStep(reviewWorkHistoryStep, { values: { ...aCompleteDraft(), dl_license_no: '' } });
    await screen.findByText(/Roadway Academy/);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('onboarding.saveFailed'));
    expect(sent(api)).toEqual([]);
  });

  it("shows 'Failed to save onboarding info.' when a call fails, and a retry can succeed", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    let fail = true;
    const { api } = await open({
      'POST /api/candidate/user/qualifications/7': () => (fail ? { status: 500, body: { message: 'boom' } } : ok()),
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish.t('onboarding.saveFailed'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sent(api).map((call) => call.key)).not.toContain('PUT /api/candidate/user/pipeline/7');
    expect(readSession().me?.pipeline_status).toBe(2);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('signing.signAndSubmit') }));
    expect(await screen.findByText(inEnglish.t('onboarding.completed'))).toBeInTheDocument();
    expect(sent(api).at(-1)?.key).toBe('PUT /api/candidate/user/pipeline/7');
  });
});

describe('A submit tapped twice or sent offline (SPEC §8)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile({ pipeline_status: 2 }));
  });

  it("a double tap on 'Sign and submit' submits once and reads as success", async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.submitApplication') }));
    await fillSignature('Ana Silva');
    // Two taps before the page redraws, as a quick thumb does.
    const button = screen.getByRole('button', { name: inEnglish.t('signing.signAndSubmit') });
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByText(inEnglish.t('onboarding.completed'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(api).filter((call) => call.key === 'POST /api/candidate/user/sign/42')).toHaveLength(1);
  });

  it('a signature already given by another try reads as success, not as a failure', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    let signed = false;
    const { api } = await open({
      'GET /api/candidate/user/sign/42': () =>
        signed ? { body: aSignature() } : { status: 404, body: { message: 'Not signed.' } },
      // The other tap's signature landed between this one's check and its own signature.
      'POST /api/candidate/user/sign/42': () => {
        signed = true;
        return { status: 409, body: { message: 'This application has already been signed.' } };
      },
    });
    await submit();
    expect(await screen.findByText(inEnglish.t('onboarding.completed'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(api).at(-1)?.key).toBe('PUT /api/candidate/user/pipeline/7');
  });

  it('offline, the overlay says so; back online, the application is sent and received at once', async () => {
    let offline = true;
    const unreachable = (answer: () => { status?: number; body?: unknown }) => () => {
      if (offline) throw new TypeError('Failed to fetch');
      return answer();
    };
    const { router } = await open({
      'GET /api/candidate/user/sign/42': unreachable(() => ({ status: 404, body: { message: 'Not signed.' } })),
    });
    await submit();
    const overlay = await screen.findByRole('status');
    await waitFor(() => expect(overlay).toHaveTextContent(inEnglish.t('onboarding.submitOffline')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: inEnglish.t('onboarding.receivedTitle') },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/application-received');
  });
});

describe('Signing before the final calls (decision 016)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    saveLogin({ id: 7, role: 2, token: fakeToken({ exp: inOneHour() }) });
    saveMe(aProfile({ pipeline_status: 2 }));
  });
  const startSigning = () =>
    userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.submitApplication') }));
  const proceed = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('signing.continue') }));

  it('shows the whole application with the employer, the position and the date before any text', async () => {
    await open();
    await startSigning();
    expect(await screen.findByRole('heading', { name: inEnglish.t('signing.reviewTitle') })).toHaveFocus();
    expect(screen.getByText(/Acme Haulage Ltd\./)).toBeInTheDocument();
    expect(screen.getByText('Prairie College')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: inEnglish.t('signing.workHistory') })).toHaveTextContent(
      'Roadway Academy',
    );
    expect(screen.getByRole('region', { name: inEnglish.t('signing.licences') })).toHaveTextContent('MT-1');
  });

  it('keeps the driver on a required text until it is accepted, and lets an optional one pass', async () => {
    const { api } = await open();
    await startSigning();
    await proceed();
    expect(await screen.findByRole('heading', { name: 'Notice: previous employers will be contacted' })).toHaveFocus();
    await proceed();
    expect(await screen.findByText(inEnglish.t('signing.mustAccept'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notice: previous employers will be contacted' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: inEnglish.t('signing.accept') }));
    await proceed();
    await userEvent.click(await screen.findByRole('checkbox', { name: inEnglish.t('signing.accept') }));
    await proceed();
    // The PSP text is optional here: Continue without accepting it.
    await screen.findByRole('heading', { name: 'PSP disclosure and authorisation' });
    expect(screen.getByText(inEnglish.t('signing.optional'))).toBeInTheDocument();
    await proceed();
    expect(await screen.findByRole('heading', { name: inEnglish.t('signing.certifyTitle') })).toBeInTheDocument();
    expect(sent(api)).toEqual([]);
  });

  it('refuses to sign without the certification or with a name that is not the profile one', async () => {
    const { api } = await open();
    await startSigning();
    await fillSignature('Ana Sylva');
    await userEvent.click(screen.getByRole('checkbox', { name: /This certifies/ }));
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('signing.signAndSubmit') }));
    expect(await screen.findByText(inEnglish.t('signing.nameMismatch'))).toBeInTheDocument();
    expect(screen.getByText(inEnglish.t('signing.certifyRequired'))).toBeInTheDocument();
    expect(sent(api)).toEqual([]);

    // Accents and case do not matter: "ana SÍLVA" is Ana Silva; each message goes once its answer is fixed.
    const name = screen.getByRole('textbox', { name: inEnglish.t('signing.legalName') });
    await userEvent.clear(name);
    await userEvent.type(name, 'ana SÍLVA');
    expect(screen.queryByText(inEnglish.t('signing.nameMismatch'))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /This certifies/ }));
    expect(screen.queryByText(inEnglish.t('signing.certifyRequired'))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('signing.signAndSubmit') }));
    expect(await screen.findByText(inEnglish.t('onboarding.completed'))).toBeInTheDocument();
    expect(sent(api).find((call) => call.key === 'POST /api/candidate/user/sign/42')?.body).toMatchObject({
      typed_name: 'ana SÍLVA',
    });
  });

  it('goes straight to the last call when the application was signed by an earlier try', async () => {
    const { api } = await open({ 'GET /api/candidate/user/sign/42': () => ({ body: aSignature() }) });
    await startSigning();
    await signAs('Ana Silva');
    expect(await screen.findByText(inEnglish.t('onboarding.completed'))).toBeInTheDocument();
    expect(sent(api).map((call) => call.key)).toEqual(['PUT /api/candidate/user/pipeline/7']);
  });

  it("shows the server's reason under 'Failed to save onboarding info.' when it refuses the signature", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const { api } = await open({
      'POST /api/candidate/user/sign/42': () => ({
        status: 409,
        body: { message: 'The notices changed while you were reading them. Please read them again.' },
      }),
    });
    await startSigning();
    await signAs('Ana Silva');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(inEnglish.t('onboarding.saveFailed'));
    expect(alert).toHaveTextContent('The notices changed while you were reading them.');
    expect(sent(api).map((call) => call.key)).not.toContain('PUT /api/candidate/user/pipeline/7');
  });

  it('in French: the interface is French, the carrier’s texts are shown as served, and the signature is the same', async () => {
    await loadCatalogue('fr');
    const { api } = await open({}, 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Soumettre la candidature' }));
    expect(await screen.findByRole('heading', { name: 'Révisez votre candidature' })).toHaveFocus();
    expect(screen.getByText('Signature\u00a0: page 1 sur 5', { normalizer: (shown) => shown })).toBeInTheDocument();
    // The summary reads the answers in French: the step's title, its questions and Yes/No.
    const step1 = screen.getByRole('region', { name: 'Renseignements personnels et adresse' });
    expect(within(step1).getByText('Avez-vous été recommandé par l’un de nos employés?')).toBeInTheDocument();
    expect(within(step1).getAllByText('Oui').length).toBeGreaterThan(0);
    expect(screen.getByText('Passeport')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Antécédents d’emploi' })).toHaveTextContent('École de conduite');
    expect(screen.getByRole('region', { name: 'Permis de conduire' })).toHaveTextContent('Supplémentaire');

    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    // A notice is the carrier's file, as the API serves it; the words around it are French.
    expect(await screen.findByRole('heading', { name: 'Notice: previous employers will be contacted' })).toHaveFocus();
    expect(screen.getByText('Version 2026-11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Veuillez accepter ce document pour signer votre candidature.')).toBeInTheDocument();
    for (const title of [
      'Notice: previous employers will be contacted',
      'Background check disclosure and authorisation',
    ]) {
      await screen.findByRole('heading', { name: title });
      await userEvent.click(screen.getByRole('checkbox', { name: 'J’ai lu ce document et je l’accepte.' }));
      await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    }
    await screen.findByRole('heading', { name: 'PSP disclosure and authorisation' });
    expect(
      screen.getByText('Facultatif\u00a0: vous pouvez continuer sans l’accepter.', { normalizer: (shown) => shown }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByRole('heading', { name: 'Attester et signer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Signer et soumettre' }));
    expect(await screen.findByText('Veuillez cocher l’attestation pour signer.')).toBeInTheDocument();
    expect(
      screen.getByText('Entrez vos prénom et nom exactement comme ils figurent à votre profil.'),
    ).toBeInTheDocument();
    expect(sent(api)).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /This certifies/ }));
    const name = screen.getByRole('textbox', { name: 'Entrez votre nom légal complet' });
    expect(name).toHaveAccessibleDescription(/Vos prénom et nom tels qu’ils figurent à votre profil\s: Ana Silva$/);
    await userEvent.type(name, 'Ana Silva');
    await userEvent.click(screen.getByRole('button', { name: 'Signer et soumettre' }));
    expect(await screen.findByText('Candidature terminée!')).toBeInTheDocument();
    const signature = api.calls.find((call) => call.key === 'POST /api/candidate/user/sign/42');
    expect(signature?.body).toMatchObject({ typed_name: 'Ana Silva', certify: true });
  });

  it('in French: a province and a country read as the French lists label them, not as stored', async () => {
    await loadCatalogue('fr');
    // Whatever label the API gives the stored English name is the one the summary shows.
    await open(
      {
        'GET /api/dropdowns/countries': () => ({ body: [{ id: 1, country_name: 'Canada', label: 'Canada (CA)' }] }),
        'GET /api/dropdowns/provinces/1': () => ({
          body: {
            provinces: [
              { id: 9, province_name: 'Saskatchewan', label: 'Saskatchewan (SK)' },
              { id: 8, province_name: 'Alberta', label: 'Alberta (AB)' },
            ],
          },
        }),
      },
      'fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Soumettre la candidature' }));
    const step1 = await screen.findByRole('region', { name: 'Renseignements personnels et adresse' });
    await waitFor(() => expect(step1).toHaveTextContent('Saskatchewan (SK)'));
    expect(step1).toHaveTextContent('Canada (CA)');
    expect(step1).toHaveTextContent('Calgary, Alberta (AB), Canada (CA)');
  });

  it('in French: the carrier’s translation is beside each English text, labelled as one', async () => {
    await loadCatalogue('fr');
    const served = someComplianceTexts();
    const french = (title: string, text: string) => ({
      lang: 'fr' as const,
      title,
      version: '2026-11 traduction',
      sha256: 'c'.repeat(64),
      text,
    });
    served.certification.translation = french('Attestation', 'J’atteste que cette demande a été remplie par moi.');
    const notice = served.texts[0];
    if (notice)
      notice.translation = french('Avis aux employeurs précédents', 'Traduction de l’avis.\n\nDeuxième paragraphe.');
    await open({ 'GET /api/compliance/texts': () => ({ body: served }) }, 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Soumettre la candidature' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer' }));

    await screen.findByRole('heading', { name: 'Notice: previous employers will be contacted' });
    const label = 'Traduction française, pour lecture\u00a0: c’est le texte anglais que vous acceptez.';
    const beside = screen.getByRole('complementary', { name: label });
    expect(beside).toHaveAttribute('lang', 'fr-CA');
    expect(within(beside).getByText('Avis aux employeurs précédents')).toBeInTheDocument();
    expect(within(beside).getByText('Deuxième paragraphe.')).toBeInTheDocument();
    // The English text stays, marked as English, and is what the checkbox accepts.
    expect(
      screen.getByText('Notice: previous employers will be contacted: first paragraph.').closest('[lang="en"]'),
    ).not.toBeNull();
    // A text the carrier has not translated is shown alone.
    await userEvent.click(screen.getByRole('checkbox', { name: 'J’ai lu ce document et je l’accepte.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { name: 'Background check disclosure and authorisation' });
    expect(screen.queryByRole('complementary', { name: label })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'J’ai lu ce document et je l’accepte.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer' }));

    await screen.findByRole('heading', { name: 'Attester et signer' });
    expect(
      within(screen.getByRole('complementary', { name: label })).getByText(
        'J’atteste que cette demande a été remplie par moi.',
      ),
    ).toBeInTheDocument();
  });
});
