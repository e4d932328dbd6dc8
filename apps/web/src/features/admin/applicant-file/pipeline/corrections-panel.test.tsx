import { type ApplicationCorrections, inEnglish, loadCatalogue, type PrivacyRequest } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anApplicantFile, FILE_API, FILE_ID, FILE_URL, noDriverMail } from '../../../../test/applicant-file-fixture';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { signInAsAdmin } from '../../../../test/sign-in';
import { aSignature } from '../../../../test/signing-fixture';

const CORRECTIONS_API = `/api/admin/applications/${FILE_ID}/corrections`;

const aRequest = (overrides: Partial<PrivacyRequest> = {}): PrivacyRequest => ({
  id: 41,
  kind: 'correction',
  status: 'received',
  user_id: 7,
  received_at: '2026-11-20T15:00:00.000Z',
  due_on: '2026-12-20',
  done_at: null,
  erase_after: null,
  answer: null,
  held: [],
  application_id: Number(FILE_ID),
  detail: 'My licence expires in 2031, not 2030.',
  ...overrides,
});

function openSignedFile(
  corrections: () => ApplicationCorrections,
  post: () => { status: number; body: object } = () => ({ status: 201, body: { version: 2 } }),
) {
  const api = fakeApi({
    [`GET ${FILE_API}`]: () => ({ body: { ...anApplicantFile(), signature: aSignature() } }),
    [`GET ${CORRECTIONS_API}`]: () => ({ body: corrections() }),
    [`POST ${CORRECTIONS_API}`]: post,
    ...noDriverMail,
  });
  return api;
}

describe('corrections of a signed application, on the applicant file', () => {
  beforeEach(signInAsAdmin);

  it('shows the driver’s request and records its correction as a new version', async () => {
    let recorded = false;
    const api = openSignedFile(() =>
      recorded
        ? {
            requests: [aRequest({ status: 'done', answer: 'Corrected' })],
            versions: [
              {
                version: 2,
                answer: 'Step 3 — Licence expiry',
                corrected: '2031-05-01',
                reason: 'Seen on the card.',
                request_id: 41,
                made_by: 'recruiter@carrier.test',
                made_at: '2026-11-21T16:00:00.000Z',
              },
            ],
          }
        : { requests: [aRequest()], versions: [] },
    );
    renderAt(FILE_URL);
    const panel = await screen.findByRole('region', { name: inEnglish.t('corrections.title') });
    expect(await within(panel).findByText('My licence expires in 2031, not 2030.')).toBeInTheDocument();
    expect(within(panel).getByText(inEnglish.t('corrections.none'))).toBeInTheDocument();

    // Nothing is sent without the answer named and its correction.
    await userEvent.click(within(panel).getByRole('button', { name: inEnglish.t('corrections.save') }));
    expect(await within(panel).findByText(inEnglish.t('corrections.fields.answerRequired'))).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);

    await userEvent.selectOptions(within(panel).getByLabelText(inEnglish.t('corrections.request')), '41');
    await userEvent.type(
      within(panel).getByLabelText(inEnglish.t('corrections.answer'), { exact: false }),
      'Step 3 — Licence expiry',
    );
    await userEvent.type(within(panel).getByLabelText(inEnglish.t('corrections.corrected')), '2031-05-01');
    await userEvent.type(within(panel).getByLabelText(inEnglish.t('corrections.reason')), 'Seen on the card.');
    recorded = true;
    await userEvent.click(within(panel).getByRole('button', { name: inEnglish.t('corrections.save') }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      inEnglish.t('corrections.saved', { version: 2 }),
    );
    expect(api.calls.find((call) => call.key === `POST ${CORRECTIONS_API}`)?.body).toEqual({
      request_id: 41,
      answer: 'Step 3 — Licence expiry',
      corrected: '2031-05-01',
      reason: 'Seen on the card.',
    });
    expect(await within(panel).findByText('Step 3 — Licence expiry: 2031-05-01')).toBeInTheDocument();
    expect(within(panel).getByText(inEnglish.t('corrections.answersRequest', { id: 41 }))).toBeInTheDocument();
    // The form is empty again, ready for the next one.
    expect(within(panel).getByLabelText(inEnglish.t('corrections.corrected'))).toHaveValue('');
  });

  it('says why the server refused the correction', async () => {
    openSignedFile(
      () => ({ requests: [], versions: [] }),
      () => ({ status: 409, body: { message: inEnglish.t('corrections.api.requestNotOpen') } }),
    );
    renderAt(FILE_URL);
    const panel = await screen.findByRole('region', { name: inEnglish.t('corrections.title') });
    expect(await within(panel).findByText(inEnglish.t('corrections.noRequests'))).toBeInTheDocument();
    await userEvent.type(
      within(panel).getByLabelText(inEnglish.t('corrections.answer'), { exact: false }),
      'Step 1 — City',
    );
    await userEvent.type(within(panel).getByLabelText(inEnglish.t('corrections.corrected')), 'Regina');
    await userEvent.click(within(panel).getByRole('button', { name: inEnglish.t('corrections.save') }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(inEnglish.t('corrections.api.requestNotOpen'));
  });

  it('is not there for an application not yet signed', async () => {
    fakeApi({ [`GET ${FILE_API}`]: () => ({ body: anApplicantFile() }), ...noDriverMail });
    renderAt(FILE_URL);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: inEnglish.t('corrections.title') })).not.toBeInTheDocument();
  });

  it('speaks French to a recruiter who reads French', async () => {
    await loadCatalogue('fr');
    openSignedFile(() => ({ requests: [aRequest()], versions: [] }));
    renderAt(FILE_URL, { locale: 'fr' });
    const panel = await screen.findByRole('region', { name: 'Corrections après la signature' });
    expect(await within(panel).findByRole('button', { name: 'Consigner la correction' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Nouvelle réponse')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Consigner la correction' }));
    expect(await within(panel).findByText('Nommez la réponse corrigée.')).toBeInTheDocument();
  });
});
