import { type CandidateDocument, inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aDocument,
  anOnboardingState,
  answer,
  documentStore,
  findStep,
  openOnboarding,
  pdfFile,
  pressNext,
  step1Answers,
  textFile,
} from '../../../test/onboarding-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';

const proofLabel = `${inEnglish.t('onboarding.step2.canadaProof')} (PDF)`;

const atStep2 = (data = {}, routes = {}) => openOnboarding(anOnboardingState(2, { ...step1Answers, ...data }), routes);

const passportStore = () =>
  documentStore<CandidateDocument>(
    (id, name) => aDocument(id, name, { doc_type: 'passport' }),
    (doc) => doc.doc_id,
  );

describe('Onboarding step 2: personal information and proof documents (SPEC §2, §5, §8)', { timeout: 20_000 }, () => {
  it('requires the three answers', async () => {
    await atStep2();
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await pressNext();
    for (const question of [
      inEnglish.t('onboarding.step2.legalRightCanada'),
      inEnglish.t('onboarding.step2.legalRightUs'),
      inEnglish.t('onboarding.step2.previousEmployee'),
    ]) {
      expect(groupByLegend(question)).toHaveAccessibleDescription(inEnglish.t('onboarding.validation.answerRequired'));
    }
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(inEnglish.t('onboarding.stepTitles.1'));
  });

  it('asks for the dates of earlier employment only when Yes, required and in order', async () => {
    await atStep2({ dq_legal_right_canada: 'No', dq_legal_right_us: 'No' });
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step2.previousFrom')))).not.toBeInTheDocument();
    await answer(inEnglish.t('onboarding.step2.previousEmployee'), 'Yes');
    expect(byLabel(inEnglish.t('onboarding.step2.previousFrom'))).toHaveAttribute('type', 'date');
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step2.previousFrom'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(byLabel(inEnglish.t('onboarding.step2.previousTo'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    await userEvent.type(byLabel(inEnglish.t('onboarding.step2.previousFrom')), '2020-05-01');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step2.previousTo')), '2019-05-01');
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step2.previousTo'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.dateOrder'),
    );
    await answer(inEnglish.t('onboarding.step2.previousEmployee'), 'No');
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step2.previousTo')))).not.toBeInTheDocument();
    await pressNext();
    expect(await findStep(inEnglish.t('onboarding.stepTitles.2'))).toBeInTheDocument();
  });

  it('Canada proof: the type comes first, only PDFs, the upload is listed and required to go on', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const store = passportStore();
    const { api } = await atStep2(
      { dq_legal_right_us: 'No', dq_previous_nwt_employee: 'No' },
      {
        'GET /api/candidate/user/docs-canada/passport': store.list,
        'POST /api/candidate/user/upload-canada/passport': store.upload,
      },
    );
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step2.docType')))).not.toBeInTheDocument();
    await answer(inEnglish.t('onboarding.step2.legalRightCanada'), 'Yes', user);
    expect(
      within(byLabel(inEnglish.t('onboarding.step2.docType'))).getByRole('option', {
        name: inEnglish.t('onboarding.step2.docTypes.pr_card'),
      }),
    ).toBeInTheDocument();

    await user.upload(byLabel(proofLabel), pdfFile());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a document type first');
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step2.docType'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.docTypeRequired'),
    );

    await user.selectOptions(byLabel(inEnglish.t('onboarding.step2.docType')), 'passport');
    await user.upload(byLabel(proofLabel), textFile());
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files are allowed');
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);

    await pressNext();
    expect(await screen.findByText(inEnglish.t('onboarding.documents.proofRequired'))).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(inEnglish.t('onboarding.stepTitles.1'));

    await user.upload(byLabel(proofLabel), pdfFile('my-passport.pdf'));
    const link = await screen.findByRole('link', { name: 'my-passport.pdf' });
    expect(link).toHaveAttribute('href', store.docs[0]?.url);
    expect(link).toHaveAttribute('target', '_blank');
    const upload = api.calls.find((call) => call.key === 'POST /api/candidate/user/upload-canada/passport');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    await pressNext();
    expect(await findStep(inEnglish.t('onboarding.stepTitles.2'))).toBeInTheDocument();
  });

  it("a failed upload says 'Upload failed'", async () => {
    await atStep2(
      { dq_legal_right_canada: 'Yes', canada_doc_type: 'passport' },
      {
        'GET /api/candidate/user/docs-canada/passport': () => ({ body: [] }),
        'POST /api/candidate/user/upload-canada/passport': () => ({ status: 500, body: { message: 'disk full' } }),
      },
    );
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await userEvent.upload(byLabel(proofLabel), pdfFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Upload failed$/);
  });

  it("a file the server finds is not a PDF (415) says 'Only PDF files are allowed'", async () => {
    await atStep2(
      { dq_legal_right_canada: 'Yes', canada_doc_type: 'pr_card' },
      {
        'GET /api/candidate/user/docs-canada/pr_card': () => ({ body: [] }),
        'POST /api/candidate/user/upload-canada/pr_card': () => ({ status: 415, body: { message: 'Not a PDF' } }),
      },
    );
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await userEvent.upload(byLabel(proofLabel), pdfFile('fake.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Only PDF files are allowed$/);
  });

  it("deleting a proof asks 'Delete this document?' first; a failure says 'Delete failed'", async () => {
    const store = passportStore();
    store.docs.push(
      aDocument(9, 'old.pdf', { doc_type: 'passport' }),
      aDocument(10, 'new.pdf', { doc_type: 'passport' }),
    );
    const { api } = await atStep2(
      { dq_legal_right_canada: 'Yes', canada_doc_type: 'passport' },
      {
        'GET /api/candidate/user/docs-canada/passport': store.list,
        'DELETE /api/candidate/user/docs-canada/passport/9': store.remove(9),
        'DELETE /api/candidate/user/docs-canada/passport/10': () => ({ status: 500 }),
      },
    );
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    await userEvent.click(await screen.findByRole('button', { name: `${inEnglish.t('onboarding.delete')} old.pdf` }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this document?');
    await userEvent.click(within(dialog).getByRole('button', { name: inEnglish.t('onboarding.cancel') }));
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: `${inEnglish.t('onboarding.delete')} old.pdf` }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: inEnglish.t('onboarding.ok') }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'old.pdf' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: `${inEnglish.t('onboarding.delete')} new.pdf` }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: inEnglish.t('onboarding.ok') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Delete failed$/);
    expect(screen.getByRole('link', { name: 'new.pdf' })).toBeInTheDocument();
  });

  it('the US proof is optional: shown for Yes, listed after upload, not needed to go on', async () => {
    const store = documentStore<CandidateDocument>(aDocument, (doc) => doc.doc_id);
    await atStep2(
      { dq_legal_right_canada: 'No', dq_previous_nwt_employee: 'No' },
      {
        'GET /api/candidate/user/docs/us': store.list,
        'POST /api/candidate/user/upload-prove/us': store.upload,
      },
    );
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect(
      screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step2.usProof').replace(/[()]/g, '\\$&'))),
    ).not.toBeInTheDocument();
    await answer(inEnglish.t('onboarding.step2.legalRightUs'), 'Yes');
    await userEvent.upload(byLabel(inEnglish.t('onboarding.step2.usProof')), pdfFile('visa.pdf'));
    expect(await screen.findByRole('link', { name: 'visa.pdf' })).toHaveAttribute('target', '_blank');
    await pressNext();
    expect(await findStep(inEnglish.t('onboarding.stepTitles.2'))).toBeInTheDocument();
  });
});
