import { inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  anOnboardingState,
  draftSaves,
  findStep,
  openOnboarding,
  pressNext,
  saveOnMoveTo,
  step1Answers,
} from '../../../test/onboarding-fixture';
import { byLabel } from '../../../test/queries';

const atStep3 = (data = {}) => openOnboarding(anOnboardingState(3, { ...step1Answers, ...data }));
const classGroup = () => screen.getByRole('group', { name: new RegExp(`^${inEnglish.t('onboarding.step3.class')}`) });

describe('Onboarding step 3: the primary licence (SPEC §2, §5)', { timeout: 20_000 }, () => {
  it('requires country, province, number, class and expiry; conditions are optional', async () => {
    const { api } = await atStep3();
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    expect(byLabel(inEnglish.t('onboarding.step3.expiry'))).toHaveAttribute('type', 'date');
    await pressNext();
    for (const label of [
      inEnglish.t('onboarding.step3.country'),
      inEnglish.t('onboarding.step3.province'),
      inEnglish.t('onboarding.step3.licenseNo'),
      inEnglish.t('onboarding.step3.expiry'),
    ]) {
      expect(byLabel(label)).toHaveAccessibleDescription(inEnglish.t('onboarding.validation.required'));
    }
    expect(byLabel(inEnglish.t('onboarding.step3.classText'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.licenseClass'),
    );
    expect(byLabel(inEnglish.t('onboarding.step3.conditionText'))).not.toBeRequired();
    expect(draftSaves(api)).toHaveLength(0);
  });

  it('for a Canadian province with classes, picks "code — description" boxes and keeps the codes', async () => {
    const { api } = await atStep3({ dl_country: 'Canada', dl_license_no: 'D1', dl_expdate: '2030-01-01' });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await waitFor(() =>
      expect(
        within(byLabel(inEnglish.t('onboarding.step3.province'))).getByRole('option', { name: 'Ontario' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step3.province')), 'Ontario');
    const classes = await waitFor(classGroup);
    expect(within(classes).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(classes).getByRole('checkbox', { name: 'A — Tractor-trailer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Z — Air brakes' }));
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step3.classText')))).not.toBeInTheDocument();
    await pressNext();
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    expect((await saveOnMoveTo(api, 4)).data).toMatchObject({
      dl_country: 'Canada',
      dl_province: 'Ontario',
      dl_class: ['A'],
      dl_condition: ['Z'],
    });
  });

  it('without options (a province with none, or another country), takes comma-separated codes', async () => {
    const { api } = await atStep3({ dl_country: 'Canada', dl_province: 'Nunavut', dl_license_no: 'N1' });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await waitFor(() => expect(byLabel(inEnglish.t('onboarding.step3.province'))).toHaveValue('Nunavut'));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.classText')), '1, 3,5');
    expect(byLabel(inEnglish.t('onboarding.step3.classText'))).toHaveValue('1, 3,5');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.expiry')), '2030-06-30');
    await pressNext();
    await findStep(inEnglish.t('onboarding.stepTitles.3'));
    expect((await saveOnMoveTo(api, 4)).data).toMatchObject({ dl_class: ['1', '3', '5'], dl_condition: [] });
  });

  it('another country has a free-text province and comma-separated classes', async () => {
    await atStep3({ dl_country: 'United States' });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await waitFor(() => expect(byLabel(inEnglish.t('onboarding.step3.country'))).toHaveValue('United States'));
    expect(byLabel(inEnglish.t('onboarding.step3.province')).tagName).toBe('INPUT');
    expect(byLabel(inEnglish.t('onboarding.step3.classText'))).toBeInTheDocument();
    await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step3.country')), 'Canada');
    await waitFor(() => expect(byLabel(inEnglish.t('onboarding.step3.province')).tagName).toBe('SELECT'));
  });

  it('refuses an expired licence with a clear message, cleared once the expiry is valid', async () => {
    await atStep3({ dl_country: 'United States', dl_province: 'Texas', dl_license_no: 'TX-1', dl_class: ['A'] });
    await findStep(inEnglish.t('onboarding.stepTitles.2'));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.expiry')), '2020-06-30');
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step3.expiry'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.licenceExpired'),
    );
    await userEvent.clear(byLabel(inEnglish.t('onboarding.step3.expiry')));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step3.expiry')), `${new Date().getUTCFullYear() + 2}-06-30`);
    expect(byLabel(inEnglish.t('onboarding.step3.expiry'))).not.toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.licenceExpired'),
    );
    await pressNext();
    expect(await findStep(inEnglish.t('onboarding.stepTitles.3'))).toBeInTheDocument();
  });
});
