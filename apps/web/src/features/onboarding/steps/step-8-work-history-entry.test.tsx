import { inEnglish, type WORK_HISTORY_SKILLS } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aDraftEntry, aWorkHistoryRecord, dropdownRoutes } from '../../../test/onboarding-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';
import { renderStep } from '../../../test/render-step';
import { workHistoryEntryStep } from './step-8-work-history-entry';

const today = new Date().toISOString().slice(0, 10);
const next = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.next') }));
const chooseType = (type: string) => userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step8.type')), type);

/** The five fields a Working entry requires. */
async function fillRequiredWorkingFields() {
  await userEvent.type(byLabel(inEnglish.t('onboarding.step8.employer')), 'Prairie Freight');
  await userEvent.type(byLabel(inEnglish.t('onboarding.step8.position')), 'Driver');
  await userEvent.type(byLabel(inEnglish.t('onboarding.step8.city')), 'Regina');
  await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step8.country')), 'United States');
  await userEvent.type(byLabel(inEnglish.t('onboarding.step8.province')), 'Montana');
  await userEvent.type(byLabel(inEnglish.t('onboarding.step8.reason')), 'Moved to long haul');
}

function open(values = {}, earlier: unknown[] = []) {
  fakeApi({ ...dropdownRoutes, 'GET /api/candidate/user/work-history/7': () => ({ body: earlier }) });
  return renderStep(workHistoryEntryStep, { values });
}

describe('Step 8 Work History entry (SPEC §2, §4, §5)', { timeout: 40_000 }, () => {
  it('starts a blank entry dated today and asks for the type first', async () => {
    const { form, moved } = open();
    expect(await screen.findByRole('combobox', { name: new RegExp(inEnglish.t('onboarding.step8.type')) })).toHaveValue(
      '',
    );
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step8.dateFrom')))).not.toBeInTheDocument();
    await next();
    expect(await screen.findByText(inEnglish.t('onboarding.validation.workHistoryType'))).toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();
    expect(form().getValues('wh_form')?.wh_datefrom).toBe(today);
  });

  it('shows each type its own fields', async () => {
    open();
    await chooseType('Working');
    expect(byLabel(inEnglish.t('onboarding.step8.employer'))).toBeInTheDocument();
    expect(byLabel(inEnglish.t('onboarding.step8.contactFirstName'))).toBeInTheDocument();
    expect(groupByLegend(inEnglish.t('onboarding.step8.safetySensitive'))).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: inEnglish.t('onboarding.step8.skillNames.hazmat') }),
    ).toBeInTheDocument();

    await chooseType('Unemployed');
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step8.employer')))).not.toBeInTheDocument();
    expect(byLabel(inEnglish.t('onboarding.step8.unemployedReason'))).toBeInTheDocument();
    expect(byLabel(inEnglish.t('onboarding.step8.dateFrom'))).toHaveValue(today);

    await chooseType('School');
    expect(byLabel(inEnglish.t('onboarding.step8.school'))).toBeInTheDocument();
    expect(byLabel(inEnglish.t('onboarding.step8.gpa'))).toBeInTheDocument();
    expect(groupByLegend(inEnglish.t('onboarding.step8.graduated'))).toBeInTheDocument();

    await chooseType('Driving School');
    expect(byLabel(inEnglish.t('onboarding.step8.drivingSchool'))).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '200' })).toBeInTheDocument();

    await chooseType('Military');
    expect(screen.getByRole('option', { name: 'Coast Guard' })).toBeInTheDocument();
    expect(byLabel(inEnglish.t('onboarding.step8.rank'))).toBeInTheDocument();
    expect(groupByLegend(inEnglish.t('onboarding.step8.commVehicle'))).toBeInTheDocument();
  });

  it('marks the required fields and checks them, but not the Yes/No answers', async () => {
    const { moved } = open();
    await chooseType('Working');
    await next();
    expect(await screen.findAllByText(inEnglish.t('onboarding.validation.required'))).toHaveLength(5);
    // A job's reason for leaving is required, with its own message.
    expect(byLabel(inEnglish.t('onboarding.step8.reason'))).toBeRequired();
    expect(byLabel(inEnglish.t('onboarding.step8.reason'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.step8.reasonRequired'),
    );
    expect(moved).not.toHaveBeenCalled();

    await fillRequiredWorkingFields();
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('asks the reason for leaving only of a job that ended', async () => {
    const { moved } = open();
    await chooseType('Working');
    await userEvent.click(screen.getByRole('checkbox', { name: inEnglish.t('onboarding.step8.stillActive') }));
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step8.reason')))).not.toBeInTheDocument();
    await userEvent.type(byLabel(inEnglish.t('onboarding.step8.employer')), 'Prairie Freight');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step8.position')), 'Driver');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step8.city')), 'Regina');
    await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step8.country')), 'United States');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step8.province')), 'Montana');
    await next();
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
  });

  it('lists the equipment as vehicle types once a commercial vehicle was driven', async () => {
    const { form } = open();
    await chooseType('Military');
    expect(screen.queryByRole('checkbox', { name: 'Flatbed' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Reefer' }));
    expect(form().getValues('wh_form')?.wh_comm_vehicle_types).toEqual(['Reefer']);
  });

  it("'Still Active?' disables and empties the end date and sets the status Yes", async () => {
    const { form } = open();
    await chooseType('Unemployed');
    expect(byLabel(inEnglish.t('onboarding.step8.dateTo'))).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: inEnglish.t('onboarding.step8.stillActive') }));
    expect(byLabel(inEnglish.t('onboarding.step8.dateTo'))).toBeDisabled();
    expect(byLabel(inEnglish.t('onboarding.step8.dateTo'))).toHaveValue('');
    expect(form().getValues('wh_form')).toMatchObject({ wh_status: 'Yes', wh_dateto: '' });
    await userEvent.click(screen.getByRole('checkbox', { name: inEnglish.t('onboarding.step8.stillActive') }));
    expect(byLabel(inEnglish.t('onboarding.step8.dateTo'))).toBeEnabled();
    expect(form().getValues('wh_form')?.wh_status).toBe('No');
  });

  it('moves on with a blank form when entries are kept, adding nothing (back from step 9)', async () => {
    const kept = aDraftEntry();
    const { form, moved } = open({ work_history: [kept] });
    expect(await screen.findByRole('combobox', { name: new RegExp(inEnglish.t('onboarding.step8.type')) })).toHaveValue(
      '',
    );
    await next();
    expect(screen.queryByText(inEnglish.t('onboarding.validation.workHistoryType'))).not.toBeInTheDocument();
    expect(moved).toHaveBeenCalledTimes(1);
    expect(form().getValues('work_history')).toEqual([kept]);
    expect(form().getValues('wh_form')).toBeNull();
  });

  it('a type chosen and nothing else does not hold Next when entries are kept, and is not kept', async () => {
    const kept = aDraftEntry();
    const { form, moved } = open({ work_history: [kept] });
    await chooseType('Working');
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
    expect(form().getValues('work_history')).toEqual([kept]);
    expect(form().getValues('wh_form')).toBeNull();
  });

  it('a type chosen and nothing else, as the only entry, shows what the entry needs', async () => {
    const { moved } = open();
    await chooseType('Working');
    await next();
    expect(byLabel(inEnglish.t('onboarding.step8.employer'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(screen.queryByText(inEnglish.t('onboarding.validation.workHistoryType'))).not.toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();
  });

  it("'Discard this entry' drops a half-filled entry after asking, and goes back to the review", async () => {
    const kept = aDraftEntry();
    const { form, moved, goTo } = open({ work_history: [kept] });
    await chooseType('Working');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step8.employer')), 'Prairie Freight');
    await next();
    expect(moved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.step8.discardEntry') }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('onboarding.step8.discardEntryConfirm') });
    await userEvent.click(within(dialog).getByRole('button', { name: inEnglish.t('onboarding.step8.discard') }));
    expect(goTo).toHaveBeenCalledWith(9);
    expect(form().getValues('work_history')).toEqual([kept]);
    expect(form().getValues('wh_form')?.wh_type).toBe('');
    expect(form().getValues('wh_editing_key')).toBeNull();
  });

  it("'Discard changes' on an entry being edited keeps it as it was saved", async () => {
    const kept = aDraftEntry();
    const { form, goTo } = open({
      work_history: [kept],
      wh_form: structuredClone(kept),
      wh_editing_key: kept.entry_key,
    });
    await userEvent.clear(await screen.findByLabelText(new RegExp(inEnglish.t('onboarding.step8.employer'))));
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.step8.discardChanges') }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish.t('onboarding.step8.discardChangesConfirm') });
    await userEvent.click(within(dialog).getByRole('button', { name: inEnglish.t('onboarding.step8.discard') }));
    expect(goTo).toHaveBeenCalledWith(9);
    expect(form().getValues('work_history')).toEqual([kept]);
  });

  it('moves on with a blank form when an earlier application has entries', async () => {
    const { moved } = open({}, [aWorkHistoryRecord()]);
    await screen.findByRole('combobox', { name: new RegExp(inEnglish.t('onboarding.step8.type')) });
    await waitFor(async () => {
      await next();
      expect(moved).toHaveBeenCalledTimes(1);
    });
  });

  it('ticks each experience box by click and by Space, and keeps them with the entry', async () => {
    const { form, moved } = open();
    await chooseType('Working');
    const box = (skill: (typeof WORK_HISTORY_SKILLS)[number]) =>
      screen.getByRole('checkbox', { name: inEnglish.t(`onboarding.step8.skillNames.${skill}`) });
    await userEvent.click(box('border_crossing'));
    await userEvent.click(box('log_books'));
    box('fmcr').focus();
    await userEvent.keyboard(' ');
    await userEvent.click(box('hazmat'));
    await userEvent.click(box('hazmat'));
    for (const skill of ['border_crossing', 'log_books', 'fmcr'] as const) expect(box(skill)).toBeChecked();
    expect(box('hazmat')).not.toBeChecked();

    await fillRequiredWorkingFields();
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
    expect(form().getValues('work_history')[0]?.wh_skills).toEqual({
      border_crossing: true,
      log_books: true,
      fmcr: true,
      hazmat: false,
    });
  });

  it('shows the ticks of an entry being edited', async () => {
    const entry = aDraftEntry({ wh_skills: { border_crossing: false, log_books: true, fmcr: false, hazmat: true } });
    open({ work_history: [entry], wh_form: structuredClone(entry), wh_editing_key: entry.entry_key });
    expect(screen.getByRole('checkbox', { name: inEnglish.t('onboarding.step8.skillNames.hazmat') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: inEnglish.t('onboarding.step8.skillNames.log_books') })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: inEnglish.t('onboarding.step8.skillNames.border_crossing') }),
    ).not.toBeChecked();
  });

  it('saving appends the entry and clears the form', async () => {
    const earlier = aDraftEntry();
    const { form, moved } = open({ work_history: [earlier] });
    await chooseType('Unemployed');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step8.unemployedReason')), 'Caring for family');
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
    const list = form().getValues('work_history');
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual(earlier);
    expect(list[1]).toMatchObject({ wh_type: 'Unemployed', wh_reason: 'Caring for family', wh_datefrom: today });
    expect(form().getValues('wh_form')).toBeNull();
    expect(form().getValues('wh_editing_key')).toBeNull();
  });

  it('saving an edited entry replaces it in place', async () => {
    const first = aDraftEntry({ wh_name: 'First Co' });
    const second = aDraftEntry({ wh_name: 'Second Co' });
    const { form, moved } = open({
      work_history: [first, second],
      wh_form: structuredClone(first),
      wh_editing_key: first.entry_key,
    });
    expect(byLabel(inEnglish.t('onboarding.step8.employer'))).toHaveValue('First Co');
    await userEvent.clear(byLabel(inEnglish.t('onboarding.step8.employer')));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step8.employer')), 'First Company Ltd');
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
    const list = form().getValues('work_history');
    expect(list.map((entry) => entry.wh_name)).toEqual(['First Company Ltd', 'Second Co']);
    expect(list[0]?.entry_key).toBe(first.entry_key);
    expect(form().getValues('wh_editing_key')).toBeNull();
  });
});
