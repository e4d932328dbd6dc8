import { inEnglish } from '@roadhire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { dropdownRoutes } from '../../../test/onboarding-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';
import { renderStep } from '../../../test/render-step';
import { additionalLicencesStep } from './step-5-additional-licences';

const primary = {
  dl_country: 'Canada',
  dl_province: 'Ontario',
  dl_license_no: 'AB-123',
  dl_class: ['1'],
  dl_condition: [],
  dl_expdate: '2030-01-01',
};

function open(values = {}) {
  fakeApi(dropdownRoutes);
  return renderStep(additionalLicencesStep, { values: { ...primary, ...values } });
}

const rows = () =>
  within(screen.getByRole('table', { name: inEnglish.t('onboarding.step5.tableCaption') }))
    .getAllByRole('row')
    .slice(1);
const answer = (choice: 'Yes' | 'No') =>
  userEvent.click(
    within(groupByLegend(inEnglish.t('onboarding.step5.otherLicenses'))).getByRole('radio', { name: choice }),
  );

describe('Step 5 Additional Licence Information (SPEC §2, §5)', { timeout: 20_000 }, () => {
  it('lists the primary licence, marked Primary, with no delete', () => {
    open();
    const [first] = rows();
    expect(first).toHaveTextContent(inEnglish.t('onboarding.step5.primary'));
    expect(first).toHaveTextContent('AB-123');
    expect(first).toHaveTextContent('Ontario');
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('needs an answer to the question before Next', async () => {
    const { moved } = open();
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.next') }));
    expect(await screen.findByText(inEnglish.t('onboarding.validation.answerRequired'))).toBeInTheDocument();
    expect(moved).not.toHaveBeenCalled();
    await answer('No');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.next') }));
    expect(moved).toHaveBeenCalled();
  });

  it('shows the add form only when Yes', async () => {
    open();
    expect(screen.queryByRole('button', { name: inEnglish.t('onboarding.step5.addLicense') })).not.toBeInTheDocument();
    await answer('Yes');
    expect(screen.getByRole('button', { name: inEnglish.t('onboarding.step5.addLicense') })).toBeInTheDocument();
    await answer('No');
    expect(screen.queryByRole('button', { name: inEnglish.t('onboarding.step5.addLicense') })).not.toBeInTheDocument();
  });

  it('asks for licence number and province before adding, then adds and clears the form', async () => {
    const { form } = open();
    await answer('Yes');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.step5.addLicense') }));
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish.t('onboarding.step5.missingFields'));
    expect(rows()).toHaveLength(1);

    await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step3.country')), 'United States');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.province')), 'Texas');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'TX-9');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.classText')), '1, 3');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.expiry')), '2029-05-01');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.step5.addLicense') }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[1]).toHaveTextContent(inEnglish.t('onboarding.step5.other'));
    expect(rows()[1]).toHaveTextContent('TX-9');
    expect(rows()[1]).toHaveTextContent('1, 3');
    expect(byLabel(inEnglish.t('onboarding.step3.licenseNo'))).toHaveValue('');
    const [added] = form().getValues('additional_licenses');
    expect(added).toMatchObject({
      dl_country: 'United States',
      dl_province: 'Texas',
      dl_license_no: 'TX-9',
      dl_class: ['1', '3'],
      dl_condition: [],
      dl_expdate: '2029-05-01',
    });
    expect(added?.entry_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers the province classes as choices for Canada', async () => {
    const { form } = open();
    await answer('Yes');
    await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step3.country')), 'Canada');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: inEnglish.t('onboarding.step3.province') }),
      'Ontario',
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'D — Heavy truck' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Z — Air brakes' }));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.licenseNo')), 'AB-777');
    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.step5.addLicense') }));
    expect(form().getValues('additional_licenses')[0]).toMatchObject({
      dl_province: 'Ontario',
      dl_class: ['D'],
      dl_condition: ['Z'],
    });
  });

  it('deletes an additional licence after confirmation', async () => {
    const kept = { entry_key: crypto.randomUUID(), ...primary, dl_license_no: 'BC-1' };
    const gone = { entry_key: crypto.randomUUID(), ...primary, dl_license_no: 'BC-2' };
    const { form } = open({ other_licenses_held: 'Yes', additional_licenses: [kept, gone] });
    expect(rows()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: `${inEnglish.t('onboarding.delete')} BC-2` }));
    const dialog = screen.getByRole('dialog', { name: inEnglish.t('onboarding.step5.deleteConfirm') });
    await userEvent.click(within(dialog).getByRole('button', { name: inEnglish.t('onboarding.cancel') }));
    expect(rows()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: `${inEnglish.t('onboarding.delete')} BC-2` }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: inEnglish.t('onboarding.step5.deleteConfirm') })).getByRole('button', {
        name: inEnglish.t('onboarding.ok'),
      }),
    );
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('BC-2')).not.toBeInTheDocument();
    expect(
      form()
        .getValues('additional_licenses')
        .map((l) => l.dl_license_no),
    ).toEqual(['BC-1']);
  });
});
