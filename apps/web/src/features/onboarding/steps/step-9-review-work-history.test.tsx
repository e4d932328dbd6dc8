import { inEnglish } from '@roadhire/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aDraftEntry, aWorkHistoryRecord } from '../../../test/onboarding-fixture';
import { renderStep } from '../../../test/render-step';
import { reviewWorkHistoryStep } from './step-9-review-work-history';

const section = (name: string) => screen.getByRole('region', { name });

function open(
  values = {},
  records = [
    aWorkHistoryRecord(),
    aWorkHistoryRecord({ wh_id: 901, application_id: 42, wh_name: 'This Application Co' }),
  ],
) {
  const api = fakeApi({ 'GET /api/candidate/user/work-history/7': () => ({ body: records }) });
  return { ...renderStep(reviewWorkHistoryStep, { values }), api };
}

describe('Step 9 Review Work History (SPEC §2, §4, §8)', { timeout: 20_000 }, () => {
  it('shows entries of earlier applications read-only', async () => {
    open({ work_history: [aDraftEntry()] });
    const earlier = await screen.findByRole('region', { name: inEnglish.t('onboarding.step9.previous') });
    expect(within(earlier).getByText(/Old Haulers/)).toBeInTheDocument();
    expect(within(earlier).getByText('2015-03-01 – 2019-12-31')).toBeInTheDocument();
    expect(within(earlier).queryByRole('button')).not.toBeInTheDocument();
    // Entries already saved with this application are not "earlier" ones.
    expect(screen.queryByText(/This Application Co/)).not.toBeInTheDocument();
    expect(within(section(inEnglish.t('onboarding.step9.added'))).getByText(/Prairie Freight/)).toBeInTheDocument();
  });

  it('Edit puts a copy of the entry on the step 8 form', async () => {
    const entry = aDraftEntry({ wh_status: 'Yes', wh_dateto: '' });
    const { form, goTo } = open({ work_history: [entry] });
    expect(
      within(section(inEnglish.t('onboarding.step9.added'))).getByText(
        `2020-01-01 – ${inEnglish.t('onboarding.step9.present')}`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Edit Working/ }));
    expect(goTo).toHaveBeenCalledWith(8);
    expect(form().getValues('wh_form')).toEqual(entry);
    expect(form().getValues('wh_editing_key')).toBe(entry.entry_key);
  });

  it('Delete removes a new entry after confirmation', async () => {
    const kept = aDraftEntry({ wh_name: 'Kept Co' });
    const gone = aDraftEntry({ wh_name: 'Gone Co' });
    const { form } = open({ work_history: [kept, gone] });
    await userEvent.click(screen.getByRole('button', { name: /^Delete Working — Gone Co/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: inEnglish.t('onboarding.step9.deleteConfirm') })).getByRole('button', {
        name: inEnglish.t('onboarding.ok'),
      }),
    );
    expect(screen.queryByText(/Gone Co/)).not.toBeInTheDocument();
    expect(form().getValues('work_history')).toEqual([kept]);
  });

  it("'Add Another Entry' opens a blank step 8", async () => {
    const entry = aDraftEntry();
    const { form, goTo } = open({ work_history: [entry], wh_form: entry, wh_editing_key: entry.entry_key });
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.addAnotherEntry') }));
    expect(goTo).toHaveBeenCalledWith(8);
    expect(form().getValues('wh_form')).toBeNull();
    expect(form().getValues('wh_editing_key')).toBeNull();
  });

  it('needs at least one entry, new or earlier, before submitting', async () => {
    const { api } = open({}, []);
    await screen.findByText(inEnglish.t('onboarding.step9.none'));
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.submitApplication') }));
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish.t('onboarding.step9.entryRequired'));
    expect(api.calls.filter((call) => !call.key.startsWith('GET'))).toEqual([]);
  });

  it('only logs a work-history load failure', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    fakeApi({ 'GET /api/candidate/user/work-history/7': () => ({ status: 500, body: { message: 'down' } }) });
    renderStep(reviewWorkHistoryStep, { values: { work_history: [aDraftEntry()] } });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: inEnglish.t('onboarding.step9.previous') })).not.toBeInTheDocument();
  });

  describe('employment history coverage (decision 017)', () => {
    // A commercial driver (licence since 2010): 10 years, the current job from 2020-03-02 and an
    // earlier one to 2019-12-31 that reaches back past the window, so one gap of 61 days.
    const gapValues = () => ({
      dq_commercial_license_date: '2010-06-01',
      work_history: [aDraftEntry({ wh_datefrom: '2020-03-02', wh_status: 'Yes', wh_dateto: '' })],
    });
    const earlier = [aWorkHistoryRecord({ wh_datefrom: '2010-01-01', wh_dateto: '2019-12-31' })];
    const gapHeading = inEnglish.t('onboarding.step9.gapHeading', { from: '2020-01-01', to: '2020-03-01', days: 61 });
    const submitButton = () => screen.getByRole('button', { name: inEnglish.t('onboarding.submitApplication') });

    it('lists the period covered and each gap with its dates, and keeps Submit disabled with the reason', async () => {
      open(gapValues(), earlier);
      const coverage = await screen.findByRole('region', { name: inEnglish.t('onboarding.step9.coverageTitle') });
      expect(await within(coverage).findByText(gapHeading)).toBeInTheDocument();
      expect(
        within(coverage).getByText(inEnglish.t('onboarding.step9.coverageLead', { years: 10 })),
      ).toBeInTheDocument();
      expect(
        within(coverage).getByText(
          new RegExp(`^${inEnglish.t('onboarding.step9.period', { from: '2010-01-01', to: '' })}`),
        ),
      ).toBeInTheDocument();
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveAccessibleDescription(inEnglish.t('onboarding.step9.gapsOpen', { count: 1 }));
    });

    it('enables Submit once the gap is explained, and keeps the explanation under the gap’s dates', async () => {
      const { form } = open(gapValues(), earlier);
      await screen.findByText(gapHeading);
      await userEvent.type(
        screen.getByLabelText(inEnglish.t('onboarding.step9.explainGap', { from: '2020-01-01', to: '2020-03-01' })),
        'Cared for my father.',
      );
      expect(submitButton()).toBeEnabled();
      expect(screen.queryByText(inEnglish.t('onboarding.step9.gapsOpen', { count: 1 }))).not.toBeInTheDocument();
      expect(form().getValues('wh_gap_explanations')).toEqual([
        { from: '2020-01-01', to: '2020-03-01', explanation: 'Cared for my father.' },
      ]);
    });

    it('opens step 8 with the gap’s dates, and Submit is enabled once an entry covers it', async () => {
      const { form, goTo } = open(gapValues(), earlier);
      await screen.findByText(gapHeading);
      await userEvent.click(
        screen.getByRole('button', {
          name: inEnglish.t('onboarding.step9.addGapEntryLabel', { from: '2020-01-01', to: '2020-03-01' }),
        }),
      );
      expect(goTo).toHaveBeenCalledWith(8);
      expect(form().getValues('wh_form')).toMatchObject({
        wh_type: '',
        wh_datefrom: '2020-01-01',
        wh_dateto: '2020-03-01',
      });
      act(() =>
        form().setValue('work_history', [
          ...form().getValues('work_history'),
          aDraftEntry({ wh_type: 'Unemployed', wh_datefrom: '2020-01-01', wh_dateto: '2020-03-01' }),
        ]),
      );
      expect(await screen.findByText(inEnglish.t('onboarding.step9.fullyCovered', { years: 10 }))).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
    });

    it('asks a driver without a commercial licence for 3 years only', async () => {
      const current = aDraftEntry({
        wh_datefrom: '2020-03-02',
        wh_status: 'Yes',
        wh_dateto: '',
        wh_comm_vehicle: 'No',
      });
      open({ dq_commercial_license_date: '2099-01-01', work_history: [current] }, [
        aWorkHistoryRecord({ wh_datefrom: '2010-01-01', wh_dateto: '2019-12-31', wh_comm_vehicle: 'No' }),
      ]);
      expect(await screen.findByText(inEnglish.t('onboarding.step9.fullyCovered', { years: 3 }))).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
    });
  });
});
