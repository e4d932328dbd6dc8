import { inEnglish } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  anOnboardingState,
  answer,
  findStep,
  openOnboarding,
  pressNext,
  saveOnMoveTo,
  step1Answers,
} from '../../../test/onboarding-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';

describe('Onboarding step 1: personal and address information (SPEC §2, §5)', { timeout: 20_000 }, () => {
  it('asks for every field with visible labels; address 2 is optional', async () => {
    await openOnboarding();
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).toHaveAttribute('type', 'date');
    for (const label of [
      inEnglish.t('onboarding.step1.dob'),
      inEnglish.t('onboarding.step1.address1'),
      inEnglish.t('onboarding.step1.country'),
      inEnglish.t('onboarding.step1.province'),
      inEnglish.t('onboarding.step1.city'),
      inEnglish.t('onboarding.step1.postalCode'),
    ]) {
      expect(byLabel(label)).toBeRequired();
    }
    expect(byLabel(inEnglish.t('onboarding.step1.address2'))).not.toBeRequired();
    await pressNext();
    for (const label of [
      inEnglish.t('onboarding.step1.dob'),
      inEnglish.t('onboarding.step1.address1'),
      inEnglish.t('onboarding.step1.country'),
      inEnglish.t('onboarding.step1.province'),
      inEnglish.t('onboarding.step1.city'),
      inEnglish.t('onboarding.step1.postalCode'),
    ]) {
      expect(byLabel(label)).toHaveAccessibleDescription(inEnglish.t('onboarding.validation.required'));
    }
    expect(byLabel(inEnglish.t('onboarding.step1.address2'))).not.toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(groupByLegend(inEnglish.t('onboarding.step1.referStatus'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.answerRequired'),
    );
  });

  it('the province is a select of Canadian provinces for Canada, and free text otherwise', async () => {
    await openOnboarding();
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await waitFor(() =>
      expect(
        within(byLabel(inEnglish.t('onboarding.step1.country'))).getByRole('option', { name: 'Canada' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step1.country')), 'Canada');
    await waitFor(() => expect(byLabel(inEnglish.t('onboarding.step1.province')).tagName).toBe('SELECT'));
    await waitFor(() =>
      expect(
        within(byLabel(inEnglish.t('onboarding.step1.province'))).getByRole('option', { name: 'Ontario' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(byLabel(inEnglish.t('onboarding.step1.country')), 'United States');
    expect(byLabel(inEnglish.t('onboarding.step1.province')).tagName).toBe('INPUT');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.province')), 'Ohio');
    expect(byLabel(inEnglish.t('onboarding.step1.province'))).toHaveValue('Ohio');
  });

  it('shows the referral name and employee id only when referred, and then requires them', async () => {
    const { api } = await openOnboarding(anOnboardingState(1, { ...step1Answers, refer_status: '' }));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step1.referByName')))).not.toBeInTheDocument();
    await answer(inEnglish.t('onboarding.step1.referStatus'), 'Yes');
    expect(byLabel(inEnglish.t('onboarding.step1.referByName'))).toBeRequired();
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step1.referByName'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(byLabel(inEnglish.t('onboarding.step1.referById'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.referByName')), 'Sam Lee');
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.referById')), 'E-77');
    await answer(inEnglish.t('onboarding.step1.referStatus'), 'No');
    expect(screen.queryByLabelText(new RegExp(inEnglish.t('onboarding.step1.referById')))).not.toBeInTheDocument();
    await answer(inEnglish.t('onboarding.step1.referStatus'), 'Yes');
    await pressNext();
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect((await saveOnMoveTo(api, 2)).data).toMatchObject({
      refer_status: 'Yes',
      refer_by_name: 'Sam Lee',
      refer_by_id: 'E-77',
    });
  });

  it('checks the postal code by country and the date of birth is in the past', async () => {
    await openOnboarding(anOnboardingState(1, { ...step1Answers, postal_code: 'K1A', dob: '2999-01-01' }));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step1.postalCode'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.postalCode'),
    );
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.dobPast'),
    );
    await userEvent.clear(byLabel(inEnglish.t('onboarding.step1.postalCode')));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.postalCode')), 'k1a0b1');
    await userEvent.clear(byLabel(inEnglish.t('onboarding.step1.dob')));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.dob')), '1990-01-01');
    await pressNext();
    expect(await findStep(inEnglish.t('onboarding.stepTitles.1'))).toBeInTheDocument();
  });

  it('refuses a date of birth under 21 (SPEC §9 age gate) or before 1900, and clears the message once fixed', async () => {
    const sixteen = `${new Date().getUTCFullYear() - 16}-01-15`;
    await openOnboarding(anOnboardingState(1, { ...step1Answers, dob: sixteen }));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.dobTooYoung'),
    );
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(byLabel(inEnglish.t('onboarding.step1.dob')));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.dob')), '1899-12-31');
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.dobTooEarly'),
    );
    await userEvent.clear(byLabel(inEnglish.t('onboarding.step1.dob')));
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.dob')), '1990-01-01');
    // The message goes as soon as the answer is right, before Next (SPEC §5).
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).not.toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.dobTooEarly'),
    );
    expect(byLabel(inEnglish.t('onboarding.step1.dob'))).not.toHaveAttribute('aria-invalid', 'true');
    await pressNext();
    expect(await findStep(inEnglish.t('onboarding.stepTitles.1'))).toBeInTheDocument();
  });

  it('clears a required-field message as soon as the field is filled, leaving the others', async () => {
    await openOnboarding(anOnboardingState(1, { ...step1Answers, address1: '', city: '' }));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step1.address1'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(byLabel(inEnglish.t('onboarding.step1.city'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.address1')), '1 Main St');
    expect(byLabel(inEnglish.t('onboarding.step1.address1'))).not.toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(byLabel(inEnglish.t('onboarding.step1.city'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
  });
});
