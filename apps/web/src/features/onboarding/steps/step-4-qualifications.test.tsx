import { type CandidateDocument, type FastCardDocument, inEnglish } from '@roadhire/shared';
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
  saveOnMoveTo,
  textFile,
} from '../../../test/onboarding-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';

/** Every question answered No (the lift question Yes): step 4 passes as it is. */
const allNo = {
  dq_conviction: 'No',
  dq_fast_card: 'No',
  dq_fast_card_revoked: 'No',
  dq_accidents_last5yr: 'No',
  dq_violations_last3yr: 'No',
  dq_physical_condition: 'No',
  dq_lift_40lb: 'Yes',
  dq_training: 'No',
  dq_safe_driving_awards: 'No',
} as const;

const atStep4 = (data = {}, routes = {}) => openOnboarding(anOnboardingState(4, data), routes);
const questions = [
  inEnglish.t('onboarding.step4.conviction'),
  inEnglish.t('onboarding.step4.fastCard'),
  inEnglish.t('onboarding.step4.fastCardRevoked'),
  inEnglish.t('onboarding.step4.accidents'),
  inEnglish.t('onboarding.step4.violations'),
  inEnglish.t('onboarding.step4.physical'),
  inEnglish.t('onboarding.step4.lift'),
  inEnglish.t('onboarding.step4.training'),
  inEnglish.t('onboarding.step4.awards'),
];
const absent = (label: string) =>
  expect(screen.queryByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).not.toBeInTheDocument();

const fastCard = (id: number, name: string): FastCardDocument => ({
  fc_id: id,
  fc_original: name,
  url: `/uploads/documents/fc-${id}.pdf?expires=1&signature=x`,
  size_bytes: 900,
  uploaded_at: '2026-11-20T10:00:00.000Z',
});

describe('Onboarding step 4: qualifications (SPEC §2, §4, §5, §8)', { timeout: 30_000 }, () => {
  it('asks the nine questions, each required', async () => {
    await atStep4();
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    await pressNext();
    for (const question of questions) {
      expect(groupByLegend(question)).toHaveAccessibleDescription(inEnglish.t('onboarding.validation.answerRequired'));
    }
  });

  it('clears each message as its question is answered, before Next', async () => {
    await atStep4({ ...allNo, dq_conviction: '', dq_lift_40lb: '' });
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    await pressNext();
    await answer(inEnglish.t('onboarding.step4.conviction'), 'Yes');
    expect(groupByLegend(inEnglish.t('onboarding.step4.conviction'))).not.toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.answerRequired'),
    );
    expect(groupByLegend(inEnglish.t('onboarding.step4.lift'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.answerRequired'),
    );
    await answer(inEnglish.t('onboarding.step4.lift'), 'Yes');
    expect(groupByLegend(inEnglish.t('onboarding.step4.lift'))).not.toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.answerRequired'),
    );
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step4.convictionDate'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    await userEvent.type(byLabel(inEnglish.t('onboarding.step4.convictionDate')), '2015-04-01');
    expect(byLabel(inEnglish.t('onboarding.step4.convictionDate'))).not.toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
  });

  it.each([
    [inEnglish.t('onboarding.step4.conviction'), [inEnglish.t('onboarding.step4.convictionDate')]],
    [
      inEnglish.t('onboarding.step4.fastCardRevoked'),
      [inEnglish.t('onboarding.step4.fastCardRevokedDate'), inEnglish.t('onboarding.step4.fastCardRevokedDetail')],
    ],
    [
      inEnglish.t('onboarding.step4.accidents'),
      [inEnglish.t('onboarding.step4.accidentsDate'), inEnglish.t('onboarding.step4.accidentsDetail')],
    ],
    [
      inEnglish.t('onboarding.step4.violations'),
      [inEnglish.t('onboarding.step4.violationsDate'), inEnglish.t('onboarding.step4.violationsDetail')],
    ],
    [inEnglish.t('onboarding.step4.physical'), [inEnglish.t('onboarding.step4.physicalDetail')]],
  ])('"%s" Yes asks for its date and details, required; No hides them', async (question, followUps) => {
    await atStep4({ ...allNo, dq_fast_card: 'No' });
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    for (const label of followUps) absent(label);
    await answer(question, 'Yes');
    await pressNext();
    for (const label of followUps)
      expect(byLabel(label)).toHaveAccessibleDescription(inEnglish.t('onboarding.validation.required'));
    await answer(question, 'No');
    for (const label of followUps) absent(label);
    await pressNext();
    expect(await findStep(inEnglish.t('onboarding.stepTitles.4'))).toBeInTheDocument();
  });

  it('FAST card Yes: number, expiry and an uploaded PDF are required; only PDFs; delete asks first', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const store = documentStore<FastCardDocument>(fastCard, (card) => card.fc_id);
    const { api } = await atStep4(
      { ...allNo, dq_fast_card: '' },
      {
        'GET /api/candidate/user/fast-card': store.list,
        'POST /api/candidate/user/upload-fast-card': store.upload,
        'DELETE /api/candidate/user/fast-card/500': store.remove(500),
      },
    );
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    absent(inEnglish.t('onboarding.step4.fastCardNo'));
    await answer(inEnglish.t('onboarding.step4.fastCard'), 'Yes', user);
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step4.fastCardNo'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(byLabel(inEnglish.t('onboarding.step4.fastCardExpiry'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(screen.getByText(inEnglish.t('onboarding.step4.fastCardRequired'))).toHaveAttribute('role', 'alert');

    await user.upload(byLabel(inEnglish.t('onboarding.step4.fastCardUpload')), textFile('card.png'));
    expect(screen.getByText('Only PDF files allowed')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);

    await user.type(byLabel(inEnglish.t('onboarding.step4.fastCardNo')), '42424242');
    await user.type(byLabel(inEnglish.t('onboarding.step4.fastCardExpiry')), '2031-01-31');
    await user.upload(byLabel(inEnglish.t('onboarding.step4.fastCardUpload')), pdfFile('fast.pdf'));
    const link = await screen.findByRole('link', { name: 'fast.pdf' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('list', { name: inEnglish.t('onboarding.step4.fastCardUploaded') })).toContainElement(link);

    await user.click(screen.getByRole('button', { name: `${inEnglish.t('onboarding.delete')} fast.pdf` }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete this FAST Card?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: inEnglish.t('onboarding.ok') }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'fast.pdf' })).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.key === 'DELETE /api/candidate/user/fast-card/500')).toBe(true);

    await user.upload(byLabel(inEnglish.t('onboarding.step4.fastCardUpload')), pdfFile('fast-2.pdf'));
    await screen.findByRole('link', { name: 'fast-2.pdf' });
    await pressNext();
    expect(await findStep(inEnglish.t('onboarding.stepTitles.4'))).toBeInTheDocument();
  });

  it("a failed FAST card upload says 'FAST Card upload failed'", async () => {
    await atStep4(
      { ...allNo, dq_fast_card: 'Yes' },
      {
        'GET /api/candidate/user/fast-card': () => ({ body: [] }),
        'POST /api/candidate/user/upload-fast-card': () => ({ status: 500 }),
      },
    );
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    await userEvent.upload(byLabel(inEnglish.t('onboarding.step4.fastCardUpload')), pdfFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^FAST Card upload failed$/);
  });

  it('training Yes shows one blank row; Add adds rows; Remove only with more than one; No empties them', async () => {
    const { api } = await atStep4({ ...allNo, dq_training: '' });
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    expect(
      screen.queryByRole('group', { name: inEnglish.t('onboarding.step4.trainingRow', { n: 1 }) }),
    ).not.toBeInTheDocument();
    await answer(inEnglish.t('onboarding.step4.training'), 'Yes');
    const first = screen.getByRole('group', { name: inEnglish.t('onboarding.step4.trainingRow', { n: 1 }) });
    expect(within(first).getByLabelText(new RegExp(`^${inEnglish.t('onboarding.step4.trainingType')}`))).toHaveValue(
      '',
    );
    expect(
      screen.queryByRole('button', { name: new RegExp(`^${inEnglish.t('onboarding.remove')}`) }),
    ).not.toBeInTheDocument();

    await pressNext();
    expect(
      within(first).getByLabelText(new RegExp(`^${inEnglish.t('onboarding.step4.trainingType')}`)),
    ).toHaveAccessibleDescription(inEnglish.t('onboarding.validation.required'));
    expect(
      within(first).getByLabelText(new RegExp(`^${inEnglish.t('onboarding.step4.trainingDate')}`)),
    ).toHaveAccessibleDescription(inEnglish.t('onboarding.validation.required'));

    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.step4.addTraining') }));
    expect(
      screen.getByRole('group', { name: inEnglish.t('onboarding.step4.trainingRow', { n: 2 }) }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: new RegExp(`^${inEnglish.t('onboarding.remove')}`) })).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', {
        name: `${inEnglish.t('onboarding.remove')} ${inEnglish.t('onboarding.step4.trainingRow', { n: 2 })}`,
      }),
    );
    expect(
      screen.queryByRole('group', { name: inEnglish.t('onboarding.step4.trainingRow', { n: 2 }) }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: new RegExp(`^${inEnglish.t('onboarding.remove')}`) }),
    ).not.toBeInTheDocument();

    await answer(inEnglish.t('onboarding.step4.training'), 'No');
    expect(
      screen.queryByRole('group', { name: inEnglish.t('onboarding.step4.trainingRow', { n: 1 }) }),
    ).not.toBeInTheDocument();
    await pressNext();
    await findStep(inEnglish.t('onboarding.stepTitles.4'));
    expect((await saveOnMoveTo(api, 5)).data.dq_trainings).toEqual([]);
  });

  it("an award row keeps its uploaded PDF's id; only PDFs are allowed; the row's file can be deleted", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const store = documentStore<CandidateDocument>(aDocument, (doc) => doc.doc_id, 77);
    const { api } = await atStep4(
      { ...allNo, dq_safe_driving_awards: 'Yes' },
      {
        'GET /api/candidate/user/docs/award': store.list,
        'POST /api/candidate/user/upload-award': store.upload,
        'DELETE /api/candidate/user/docs/77': store.remove(77),
      },
    );
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    const row = screen.getByRole('group', { name: inEnglish.t('onboarding.step4.awardRow', { n: 1 }) });
    await user.selectOptions(
      within(row).getByLabelText(new RegExp(`^${inEnglish.t('onboarding.step4.awardType')}`)),
      'Driver of the Year',
    );
    await user.type(
      within(row).getByLabelText(new RegExp(`^${inEnglish.t('onboarding.step4.awardDate')}`)),
      '2024-12-01',
    );
    const upload = within(row).getByLabelText(
      new RegExp(`^${inEnglish.t('onboarding.step4.awardUpload').replace(/[()]/g, '\\$&')}`),
    );
    await user.upload(upload, textFile());
    expect(within(row).getByRole('alert')).toHaveTextContent(/^Only PDF files are allowed$/);
    await user.upload(upload, pdfFile('award.pdf'));
    expect(await within(row).findByRole('link', { name: 'award.pdf' })).toHaveAttribute('target', '_blank');

    await user.click(within(row).getByRole('button', { name: `${inEnglish.t('onboarding.delete')} award.pdf` }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete this document?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: inEnglish.t('onboarding.ok') }));
    const again = await within(row).findByLabelText(
      new RegExp(`^${inEnglish.t('onboarding.step4.awardUpload').replace(/[()]/g, '\\$&')}`),
    );
    await user.upload(again, pdfFile('award-2.pdf'));
    await within(row).findByRole('link', { name: 'award-2.pdf' });

    await pressNext();
    await findStep(inEnglish.t('onboarding.stepTitles.4'));
    expect((await saveOnMoveTo(api, 5)).data.dq_awards).toEqual([
      { type: 'Driver of the Year', date: '2024-12-01', doc_id: 78 },
    ]);
  });
});
