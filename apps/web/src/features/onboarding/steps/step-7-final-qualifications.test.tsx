import { inEnglish } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { dropdownRoutes } from '../../../test/onboarding-fixture';
import { byLabel } from '../../../test/queries';
import { renderStep } from '../../../test/render-step';
import { finalQualificationsStep } from './step-7-final-qualifications';

const next = () => userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.next') }));
const card = (name: string) =>
  screen.getByRole('region', { name: inEnglish.t('onboarding.step7.equipmentCard', { name }) });

async function open() {
  fakeApi(dropdownRoutes);
  const view = renderStep(finalQualificationsStep);
  await screen.findByRole('checkbox', { name: 'Flatbed' });
  await screen.findByRole('option', { name: 'College diploma' });
  return view;
}

describe('Step 7 Final Qualification Questions (SPEC §2, §5)', { timeout: 20_000 }, () => {
  it('requires education, school, regions and equipment', async () => {
    const { moved } = await open();
    await next();
    expect(await screen.findAllByText(inEnglish.t('onboarding.validation.required'))).toHaveLength(2);
    expect(screen.getAllByText(inEnglish.t('onboarding.validation.chooseOne'))).toHaveLength(2);
    expect(moved).not.toHaveBeenCalled();
  });

  it('shows the saved education once its options arrive (a reload on this step)', async () => {
    fakeApi(dropdownRoutes);
    // The form holds the saved answer before the list has loaded, as after a reload.
    renderStep(finalQualificationsStep, { values: { dq_education: '2' } });
    const education = byLabel(inEnglish.t('onboarding.step7.education'));
    expect(within(education).getAllByRole('option')).toHaveLength(1);
    const diploma = await within(education).findByRole('option', { name: 'College diploma' });
    expect(education).toHaveValue('2');
    expect((diploma as HTMLOptionElement).selected).toBe(true);
  });

  it('shows a card per chosen equipment and removes it when unchosen', async () => {
    await open();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Flatbed' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reefer' }));
    expect(card('Flatbed')).toBeInTheDocument();
    expect(card('Reefer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reefer' }));
    expect(
      screen.queryByRole('region', { name: inEnglish.t('onboarding.step7.equipmentCard', { name: 'Reefer' }) }),
    ).not.toBeInTheDocument();
  });

  it('requires miles as a number of 0 or more and a description per equipment', async () => {
    const { moved, form } = await open();
    await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step7.education')), 'College diploma');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step7.school')), 'Prairie College');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Western Canada' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Flatbed' }));

    await next();
    const flatbed = within(card('Flatbed'));
    expect(await flatbed.findByText(inEnglish.t('onboarding.validation.miles'))).toBeInTheDocument();
    expect(flatbed.getByText(inEnglish.t('onboarding.validation.required'))).toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();

    await userEvent.type(flatbed.getByLabelText(new RegExp(inEnglish.t('onboarding.step7.miles'))), '-5');
    await userEvent.type(
      flatbed.getByLabelText(new RegExp(inEnglish.t('onboarding.step7.description'))),
      'Lumber and steel',
    );
    await next();
    expect(await flatbed.findByText(inEnglish.t('onboarding.validation.miles'))).toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();

    await userEvent.clear(flatbed.getByLabelText(new RegExp(inEnglish.t('onboarding.step7.miles'))));
    await userEvent.type(flatbed.getByLabelText(new RegExp(inEnglish.t('onboarding.step7.miles'))), '120000');
    await next();
    expect(moved).toHaveBeenCalledTimes(1);
    expect(form().getValues()).toMatchObject({
      dq_education: '2',
      dq_reg_travelled: ['1'],
      dq_equip_operated: ['4'],
      dq_equip_operated_detail: { 4: { miles: '120000', desc: 'Lumber and steel' } },
    });
    // Keyed by equipment id, not a sparse list (the draft keeps a record).
    expect(form().getValues('dq_equip_operated_detail')).toEqual({ 4: { miles: '120000', desc: 'Lumber and steel' } });
    expect(Array.isArray(form().getValues('dq_equip_operated_detail'))).toBe(false);
  });
});
