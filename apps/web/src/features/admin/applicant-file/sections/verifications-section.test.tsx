import { type AdminVerification, apiPaths, inEnglish, loadCatalogue } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anApplicantFile, FILE_API, FILE_ID, FILE_URL, noDriverMail } from '../../../../test/applicant-file-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { paste } from '../../../../test/paste';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';

const aCheck = (change: Partial<AdminVerification> = {}): AdminVerification => ({
  id: 5,
  application_id: FILE_ID,
  status: 'sent',
  status_reason: null,
  employer_name: 'Lakeshore Coach Lines',
  contact_name: 'Dana Roy',
  contact_email: 'safety@lakeshore.example',
  contact_phone: '416-555-0190',
  period_from: '2023-02-01',
  period_to: '2025-06-30',
  position: 'Class 1 driver',
  language: 'en',
  asks_drug_alcohol: false,
  accidents_from: '2023-11-20',
  accidents_to: '2026-11-20',
  release_signed: true,
  sent_at: '2026-11-20T15:00:00.000Z',
  link_expires_at: '2027-01-04T15:00:00.000Z',
  employer_due: '2026-12-20',
  file_due: null,
  next_reminder_at: '2026-11-23T14:00:00.000Z',
  attempts: [],
  response: null,
  undeclared_accidents: [],
  good_faith: null,
  merged_into: null,
  review: {
    requested_at: null,
    due: null,
    released_at: null,
    released_by: null,
    correction_requested_at: null,
    correction_text: null,
    rebuttal_at: null,
    rebuttal_text: null,
  },
  ...change,
});

async function openAnswerForm(check: AdminVerification, answer: () => { status?: number; body?: unknown }) {
  const api = fakeApi({
    [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }),
    ...noDriverMail,
    [`GET ${apiPaths.adminApplicationVerifications(FILE_ID)}`]: () => ({ body: { verifications: [check] } }),
    [`POST ${apiPaths.adminVerificationResponse(check.id)}`]: answer,
  });
  renderAt(FILE_URL);
  const card = await screen.findByRole('article', { name: check.employer_name });
  await userEvent.click(within(card).getByRole('button', { name: inEnglish.t('verifications.admin.recordAnswer') }));
  return { api, form: within(card).getByRole('form', { name: inEnglish.t('verifications.admin.recordAnswer') }) };
}

describe('the previous employer’s language', () => {
  beforeEach(signInAsAdmin);

  it('shows the language the employer is written in, and the recruiter changes it with the contact', async () => {
    const quebec = aCheck({ employer_name: 'Transports Laurentides inc.', language: 'fr' });
    const api = fakeApi({
      [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }),
      ...noDriverMail,
      [`GET ${apiPaths.adminApplicationVerifications(FILE_ID)}`]: () => ({ body: { verifications: [quebec] } }),
      [`PUT ${apiPaths.adminVerificationContact(5)}`]: () => ({
        body: { verifications: [{ ...quebec, language: 'en' }] },
      }),
    });
    renderAt(FILE_URL);
    const card = await screen.findByRole('article', { name: 'Transports Laurentides inc.' });
    expect(within(card).getByText('Français')).toHaveAttribute('lang', 'fr-CA');
    await userEvent.click(
      within(card).getByRole('button', { name: inEnglish.t('verifications.admin.correctContact') }),
    );
    const language = within(card).getByRole('combobox', { name: inEnglish.t('verifications.admin.language') });
    expect(language).toHaveValue('fr');
    await userEvent.selectOptions(language, 'English');
    await userEvent.click(within(card).getByRole('button', { name: inEnglish.t('verifications.admin.save') }));
    await expect
      .poll(() => api.calls.find((call) => call.key === `PUT ${apiPaths.adminVerificationContact(5)}`)?.body)
      .toEqual({
        contact_email: 'safety@lakeshore.example',
        contact_phone: '416-555-0190',
        language: 'en',
        resend: true,
      });
    expect(await within(card).findByText('English')).toHaveAttribute('lang', 'en-CA');
  });
});

describe('recording a previous employer’s answer given by phone', () => {
  beforeEach(signInAsAdmin);

  it('takes the accidents, the employment and who answered, as the employer’s own form does', async () => {
    const answered = aCheck({
      status: 'answered',
      response: {
        channel: 'fax',
        responder_name: 'Dana Roy',
        responder_title: null,
        received_at: '2026-11-26T15:00:00.000Z',
        sha256: 'a'.repeat(64),
        answer: {},
        recorded_by: 'Robin Recruiter',
      },
    });
    // Each action answers the check list as it now stands.
    const { api, form } = await openAnswerForm(aCheck(), () => ({ body: { verifications: [answered] } }));
    const scope = within(form);
    await userEvent.selectOptions(scope.getByLabelText(inEnglish.t('verifications.admin.channel')), 'Fax');
    await paste(scope.getByLabelText(inEnglish.t('verifications.admin.person')), 'Dana Roy');
    expect(scope.getByLabelText(inEnglish.t('verifications.employer.employedFrom'))).toHaveValue('2023-02-01');
    await paste(
      scope.getByLabelText(inEnglish.t('verifications.employer.vehicleTypes')),
      'Tractor-trailer\nStraight truck',
    );
    await paste(scope.getByLabelText(inEnglish.t('verifications.employer.reasonForLeaving')), 'Moved closer to home');
    expect(
      scope.getByText(inEnglish.t('verifications.employer.accidentsTitle', { from: '2023-11-20', to: '2026-11-20' })),
    ).toBeInTheDocument();

    await userEvent.click(scope.getByRole('button', { name: inEnglish.t('verifications.employer.addAccident') }));
    const accident = scope.getByRole('group', { name: inEnglish.t('verifications.employer.accident', { index: 1 }) });
    await userEvent.type(
      within(accident).getByLabelText(inEnglish.t('verifications.employer.accidentDate')),
      '2024-03-14',
    );
    await paste(within(accident).getByLabelText(inEnglish.t('verifications.employer.city')), 'Kingston');
    await userEvent.type(within(accident).getByLabelText(inEnglish.t('verifications.employer.state')), 'ON');
    await userEvent.clear(within(accident).getByLabelText(inEnglish.t('verifications.employer.injuries')));
    await userEvent.type(within(accident).getByLabelText(inEnglish.t('verifications.employer.injuries')), '1');
    expect(scope.getByLabelText(inEnglish.t('verifications.employer.noAccidents'))).toBeDisabled();
    // The drug and alcohol questions belong to checks that ask them.
    expect(scope.queryByLabelText(inEnglish.t('verifications.employer.alcohol'))).not.toBeInTheDocument();
    await userEvent.click(scope.getByRole('button', { name: inEnglish.t('verifications.admin.save') }));

    expect(await screen.findByText(/^Answer: Dana Roy · fax/)).toBeInTheDocument();
    const sent = api.calls.find((call) => call.key === `POST ${apiPaths.adminVerificationResponse(5)}`);
    expect(sent?.body).toEqual({
      channel: 'fax',
      responder_name: 'Dana Roy',
      responder_title: null,
      employment: {
        dates_confirmed: true,
        employed_from: '2023-02-01',
        employed_to: '2025-06-30',
        position: 'Class 1 driver',
        drove_cmv: true,
        vehicle_types: ['Tractor-trailer', 'Straight truck'],
        reason_for_leaving: 'Moved closer to home',
        eligible_for_rehire: 'unknown',
      },
      accidents: [
        { date: '2024-03-14', city: 'Kingston', state: 'ON', injuries: 1, fatalities: 0, hazmat_released: false },
      ],
      no_accidents: false,
    });
  });

  it('asks the drug and alcohol questions where the check does, and shows a field’s refusal under it', async () => {
    const { api, form } = await openAnswerForm(aCheck({ asks_drug_alcohol: true }), () => ({
      status: 400,
      body: { message: 'Please check the answer.', errors: { 'accidents.0.city': ['Enter the city.'] } },
    }));
    const scope = within(form);
    await paste(scope.getByLabelText(inEnglish.t('verifications.admin.person')), 'Dana Roy');
    // Each question answered, none assumed: the return-to-duty one does not apply without a violation.
    for (const [question, choice] of [
      [inEnglish.t('verifications.employer.alcohol'), inEnglish.t('verifications.employer.answerNo')],
      [inEnglish.t('verifications.employer.drugs'), inEnglish.t('verifications.employer.answerNo')],
      [inEnglish.t('verifications.employer.refusals'), inEnglish.t('verifications.employer.answerYes')],
      [inEnglish.t('verifications.employer.otherViolations'), inEnglish.t('verifications.employer.answerNo')],
      [inEnglish.t('verifications.employer.returnToDuty'), inEnglish.t('verifications.employer.answerYes')],
    ])
      await userEvent.click(within(scope.getByRole('group', { name: question })).getByRole('radio', { name: choice }));
    await userEvent.click(scope.getByRole('button', { name: inEnglish.t('verifications.employer.addAccident') }));
    await userEvent.type(scope.getByLabelText(inEnglish.t('verifications.employer.accidentDate')), '2024-03-14');
    await userEvent.click(scope.getByRole('button', { name: inEnglish.t('verifications.admin.save') }));

    expect(await scope.findByText('Enter the city.')).toBeInTheDocument();
    expect(scope.getByLabelText(inEnglish.t('verifications.employer.city'))).toHaveAccessibleDescription(
      'Enter the city.',
    );
    const sent = api.calls.find((call) => call.key === `POST ${apiPaths.adminVerificationResponse(5)}`);
    expect(sent?.body).toMatchObject({
      drug_alcohol: {
        record: 'answered',
        alcohol_04_or_more: false,
        verified_positive_drug: false,
        refusals: true,
        other_violations: false,
        return_to_duty_documents: true,
      },
    });
  });
});

describe('the driver’s review of an answer', () => {
  beforeEach(signInAsAdmin);

  const DAY = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
  const answer = {
    channel: 'web' as const,
    responder_name: 'Dana Roy',
    responder_title: null,
    received_at: '2026-11-16T15:00:00.000Z',
    sha256: 'b'.repeat(64),
    answer: {},
    recorded_by: null,
  };

  it('shows when the driver asked and the carrier’s due day, overdue in words, and releases the answer', async () => {
    const asked = aCheck({
      status: 'answered',
      response: answer,
      review: { ...aCheck().review, requested_at: `${daysAgo(10)}T15:00:00.000Z`, due: daysAgo(3) },
    });
    const released = aCheck({
      ...asked,
      review: { ...asked.review, released_at: new Date().toISOString(), released_by: 'robin@carrier.test' },
    });
    const api = fakeApi({
      [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }),
      ...noDriverMail,
      [`GET ${apiPaths.adminApplicationVerifications(FILE_ID)}`]: () => ({ body: { verifications: [asked] } }),
      [`POST ${apiPaths.adminVerificationRelease(asked.id)}`]: () => ({ body: { verifications: [released] } }),
    });
    renderAt(FILE_URL);
    const card = await screen.findByRole('article', { name: asked.employer_name });
    expect(within(card).getByText(/^Driver asked to review on .+, due .+ — overdue by 3 days$/)).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', { name: inEnglish.t('verifications.admin.releaseToDriver') }),
    );
    expect(await within(card).findByText(/^Released to the driver on .+ by robin@carrier\.test$/)).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: inEnglish.t('verifications.admin.releaseToDriver') }),
    ).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.key === `POST ${apiPaths.adminVerificationRelease(asked.id)}`)).toBe(true);
  });

  it('shows the driver’s correction request and rebuttal beside the answer', async () => {
    const check = aCheck({
      status: 'answered',
      response: answer,
      review: {
        requested_at: '2026-11-17T15:00:00.000Z',
        due: '2026-11-24',
        released_at: '2026-11-18T15:00:00.000Z',
        released_by: null,
        correction_requested_at: '2026-11-19T15:00:00.000Z',
        correction_text: 'The Kingston accident was not mine.',
        rebuttal_at: '2026-11-20T15:00:00.000Z',
        rebuttal_text: 'I was on leave that week.',
      },
    });
    fakeApi({
      [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }),
      ...noDriverMail,
      [`GET ${apiPaths.adminApplicationVerifications(FILE_ID)}`]: () => ({ body: { verifications: [check] } }),
    });
    renderAt(FILE_URL);
    const card = await screen.findByRole('article', { name: check.employer_name });
    expect(within(card).getByText(/^Driver’s correction request/)).toBeInTheDocument();
    expect(within(card).getByText('The Kingston accident was not mine.')).toBeInTheDocument();
    expect(within(card).getByText(/^Driver’s rebuttal statement .+, kept with the answer$/)).toBeInTheDocument();
    expect(within(card).getByText('I was on leave that week.')).toBeInTheDocument();
    expect(within(card).queryByText(/overdue/)).not.toBeInTheDocument();
  });
});

// A French-speaking recruiter works the checks in French: the card, its clocks and actions, the
// phone answer's form and the driver's review, by their French labels.
describe('the previous employer checks in French', () => {
  beforeAll(async () => {
    await loadCatalogue('fr');
  });
  beforeEach(signInAsAdmin);

  it('records a phone answer from French labels', async () => {
    const api = fakeApi({
      [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }),
      ...noDriverMail,
      [`GET ${apiPaths.adminApplicationVerifications(FILE_ID)}`]: () => ({ body: { verifications: [aCheck()] } }),
      [`POST ${apiPaths.adminVerificationResponse(5)}`]: () => ({ body: { verifications: [aCheck()] } }),
    });
    renderAt(FILE_URL, { locale: 'fr' });
    const card = await screen.findByRole('article', { name: 'Lakeshore Coach Lines' });
    expect(within(card).getByText('Demande envoyée')).toBeInTheDocument();
    expect(within(card).getByText('commence à l’embauche')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Consigner une réponse téléphonique' }));
    const form = within(within(card).getByRole('form', { name: 'Consigner une réponse téléphonique' }));
    await userEvent.selectOptions(form.getByLabelText('Moyen'), 'Télécopieur');
    await paste(form.getByLabelText('Personne qui a répondu'), 'Dana Roy');
    expect(form.getByLabelText('Employé depuis le')).toHaveValue('2023-02-01');
    await paste(form.getByLabelText('Motif du départ'), 'Rapproché de chez lui');
    expect(form.getByText('Accidents du 2023-11-20 au 2026-11-20 (49 CFR 390.15(b))')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Ajouter un accident' }));
    const accident = within(form.getByRole('group', { name: 'Accident 1' }));
    await userEvent.type(accident.getByLabelText('Date de l’accident'), '2024-03-14');
    await paste(accident.getByLabelText('Ville ou municipalité'), 'Kingston');
    await userEvent.type(accident.getByLabelText('État ou province'), 'ON');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect
      .poll(() => api.calls.find((call) => call.key === `POST ${apiPaths.adminVerificationResponse(5)}`)?.body)
      .toMatchObject({
        channel: 'fax',
        responder_name: 'Dana Roy',
        accidents: [{ date: '2024-03-14', city: 'Kingston', state: 'ON' }],
      });
  });

  it('says the driver’s review in French, overdue in days, and releases the answer', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const threeDaysAgo = new Date(Date.parse(today) - 3 * 86_400_000).toISOString().slice(0, 10);
    const asked = aCheck({
      status: 'answered',
      response: {
        channel: 'web',
        responder_name: 'Dana Roy',
        responder_title: null,
        received_at: '2026-11-16T15:00:00.000Z',
        sha256: 'b'.repeat(64),
        answer: {},
        recorded_by: null,
      },
      review: { ...aCheck().review, requested_at: '2026-11-10T15:00:00.000Z', due: threeDaysAgo },
    });
    fakeApi({
      [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }),
      ...noDriverMail,
      [`GET ${apiPaths.adminApplicationVerifications(FILE_ID)}`]: () => ({ body: { verifications: [asked] } }),
    });
    renderAt(FILE_URL, { locale: 'fr' });
    const card = await screen.findByRole('article', { name: 'Lakeshore Coach Lines' });
    expect(
      within(card).getByText(
        /^Consultation demandée par le camionneur ou la camionneuse le .+, à faire au plus tard le .+ — en retard de 3 jours$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Communiquer au camionneur ou à la camionneuse' }),
    ).toBeInTheDocument();
  });
});
