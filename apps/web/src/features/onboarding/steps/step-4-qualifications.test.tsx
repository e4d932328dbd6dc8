import { type CandidateDocument, type FastCardDocument, messages } from '@roadhire/shared';
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

const o = messages.onboarding;
const t = o.step4;
const v = o.validation;

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
  t.conviction,
  t.fastCard,
  t.fastCardRevoked,
  t.accidents,
  t.violations,
  t.physical,
  t.lift,
  t.training,
  t.awards,
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
    await findStep(o.stepTitles[3]);
    await pressNext();
    for (const question of questions) {
      expect(groupByLegend(question)).toHaveAccessibleDescription(v.answerRequired);
    }
  });

  it('clears each message as its question is answered, before Next', async () => {
    await atStep4({ ...allNo, dq_conviction: '', dq_lift_40lb: '' });
    await findStep(o.stepTitles[3]);
    await pressNext();
    await answer(t.conviction, 'Yes');
    expect(groupByLegend(t.conviction)).not.toHaveAccessibleDescription(v.answerRequired);
    expect(groupByLegend(t.lift)).toHaveAccessibleDescription(v.answerRequired);
    await answer(t.lift, 'Yes');
    expect(groupByLegend(t.lift)).not.toHaveAccessibleDescription(v.answerRequired);
    await pressNext();
    expect(byLabel(t.convictionDate)).toHaveAccessibleDescription(v.required);
    await userEvent.type(byLabel(t.convictionDate), '2015-04-01');
    expect(byLabel(t.convictionDate)).not.toHaveAccessibleDescription(v.required);
  });

  it.each([
    [t.conviction, [t.convictionDate]],
    [t.fastCardRevoked, [t.fastCardRevokedDate, t.fastCardRevokedDetail]],
    [t.accidents, [t.accidentsDate, t.accidentsDetail]],
    [t.violations, [t.violationsDate, t.violationsDetail]],
    [t.physical, [t.physicalDetail]],
  ])('"%s" Yes asks for its date and details, required; No hides them', async (question, followUps) => {
    await atStep4({ ...allNo, dq_fast_card: 'No' });
    await findStep(o.stepTitles[3]);
    for (const label of followUps) absent(label);
    await answer(question, 'Yes');
    await pressNext();
    for (const label of followUps) expect(byLabel(label)).toHaveAccessibleDescription(v.required);
    await answer(question, 'No');
    for (const label of followUps) absent(label);
    await pressNext();
    expect(await findStep(o.stepTitles[4])).toBeInTheDocument();
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
    await findStep(o.stepTitles[3]);
    absent(t.fastCardNo);
    await answer(t.fastCard, 'Yes', user);
    await pressNext();
    expect(byLabel(t.fastCardNo)).toHaveAccessibleDescription(v.required);
    expect(byLabel(t.fastCardExpiry)).toHaveAccessibleDescription(v.required);
    expect(screen.getByText(t.fastCardRequired)).toHaveAttribute('role', 'alert');

    await user.upload(byLabel(t.fastCardUpload), textFile('card.png'));
    expect(screen.getByText('Only PDF files allowed')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);

    await user.type(byLabel(t.fastCardNo), '42424242');
    await user.type(byLabel(t.fastCardExpiry), '2031-01-31');
    await user.upload(byLabel(t.fastCardUpload), pdfFile('fast.pdf'));
    const link = await screen.findByRole('link', { name: 'fast.pdf' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('list', { name: t.fastCardUploaded })).toContainElement(link);

    await user.click(screen.getByRole('button', { name: `${o.delete} fast.pdf` }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete this FAST Card?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: o.ok }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'fast.pdf' })).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.key === 'DELETE /api/candidate/user/fast-card/500')).toBe(true);

    await user.upload(byLabel(t.fastCardUpload), pdfFile('fast-2.pdf'));
    await screen.findByRole('link', { name: 'fast-2.pdf' });
    await pressNext();
    expect(await findStep(o.stepTitles[4])).toBeInTheDocument();
  });

  it("a failed FAST card upload says 'FAST Card upload failed'", async () => {
    await atStep4(
      { ...allNo, dq_fast_card: 'Yes' },
      {
        'GET /api/candidate/user/fast-card': () => ({ body: [] }),
        'POST /api/candidate/user/upload-fast-card': () => ({ status: 500 }),
      },
    );
    await findStep(o.stepTitles[3]);
    await userEvent.upload(byLabel(t.fastCardUpload), pdfFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^FAST Card upload failed$/);
  });

  it('training Yes shows one blank row; Add adds rows; Remove only with more than one; No empties them', async () => {
    const { api } = await atStep4({ ...allNo, dq_training: '' });
    await findStep(o.stepTitles[3]);
    expect(screen.queryByRole('group', { name: t.trainingRow(1) })).not.toBeInTheDocument();
    await answer(t.training, 'Yes');
    const first = screen.getByRole('group', { name: t.trainingRow(1) });
    expect(within(first).getByLabelText(new RegExp(`^${t.trainingType}`))).toHaveValue('');
    expect(screen.queryByRole('button', { name: new RegExp(`^${o.remove}`) })).not.toBeInTheDocument();

    await pressNext();
    expect(within(first).getByLabelText(new RegExp(`^${t.trainingType}`))).toHaveAccessibleDescription(v.required);
    expect(within(first).getByLabelText(new RegExp(`^${t.trainingDate}`))).toHaveAccessibleDescription(v.required);

    await userEvent.click(screen.getByRole('button', { name: t.addTraining }));
    expect(screen.getByRole('group', { name: t.trainingRow(2) })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: new RegExp(`^${o.remove}`) })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: `${o.remove} ${t.trainingRow(2)}` }));
    expect(screen.queryByRole('group', { name: t.trainingRow(2) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(`^${o.remove}`) })).not.toBeInTheDocument();

    await answer(t.training, 'No');
    expect(screen.queryByRole('group', { name: t.trainingRow(1) })).not.toBeInTheDocument();
    await pressNext();
    await findStep(o.stepTitles[4]);
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
    await findStep(o.stepTitles[3]);
    const row = screen.getByRole('group', { name: t.awardRow(1) });
    await user.selectOptions(within(row).getByLabelText(new RegExp(`^${t.awardType}`)), 'Driver of the Year');
    await user.type(within(row).getByLabelText(new RegExp(`^${t.awardDate}`)), '2024-12-01');
    const upload = within(row).getByLabelText(new RegExp(`^${t.awardUpload.replace(/[()]/g, '\\$&')}`));
    await user.upload(upload, textFile());
    expect(within(row).getByRole('alert')).toHaveTextContent(/^Only PDF files are allowed$/);
    await user.upload(upload, pdfFile('award.pdf'));
    expect(await within(row).findByRole('link', { name: 'award.pdf' })).toHaveAttribute('target', '_blank');

    await user.click(within(row).getByRole('button', { name: `${o.delete} award.pdf` }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete this document?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: o.ok }));
    const again = await within(row).findByLabelText(new RegExp(`^${t.awardUpload.replace(/[()]/g, '\\$&')}`));
    await user.upload(again, pdfFile('award-2.pdf'));
    await within(row).findByRole('link', { name: 'award-2.pdf' });

    await pressNext();
    await findStep(o.stepTitles[4]);
    expect((await saveOnMoveTo(api, 5)).data.dq_awards).toEqual([
      { type: 'Driver of the Year', date: '2024-12-01', doc_id: 78 },
    ]);
  });
});
