import { messages } from '@roadhire/shared';
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

const o = messages.onboarding;
const t = o.step1;
const v = o.validation;

describe('Onboarding step 1: personal and address information (SPEC §2, §5)', { timeout: 20_000 }, () => {
  it('asks for every field with visible labels; address 2 is optional', async () => {
    await openOnboarding();
    await findStep(o.stepTitles[0]);
    expect(byLabel(t.dob)).toHaveAttribute('type', 'date');
    for (const label of [t.dob, t.address1, t.country, t.province, t.city, t.postalCode]) {
      expect(byLabel(label)).toBeRequired();
    }
    expect(byLabel(t.address2)).not.toBeRequired();
    await pressNext();
    for (const label of [t.dob, t.address1, t.country, t.province, t.city, t.postalCode]) {
      expect(byLabel(label)).toHaveAccessibleDescription(v.required);
    }
    expect(byLabel(t.address2)).not.toHaveAccessibleDescription(v.required);
    expect(groupByLegend(t.referStatus)).toHaveAccessibleDescription(v.answerRequired);
  });

  it('the province is a select of Canadian provinces for Canada, and free text otherwise', async () => {
    await openOnboarding();
    await findStep(o.stepTitles[0]);
    await waitFor(() => expect(within(byLabel(t.country)).getByRole('option', { name: 'Canada' })).toBeInTheDocument());
    await userEvent.selectOptions(byLabel(t.country), 'Canada');
    await waitFor(() => expect(byLabel(t.province).tagName).toBe('SELECT'));
    await waitFor(() =>
      expect(within(byLabel(t.province)).getByRole('option', { name: 'Ontario' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(byLabel(t.country), 'United States');
    expect(byLabel(t.province).tagName).toBe('INPUT');
    await userEvent.type(byLabel(t.province), 'Ohio');
    expect(byLabel(t.province)).toHaveValue('Ohio');
  });

  it('shows the referral name and employee id only when referred, and then requires them', async () => {
    const { api } = await openOnboarding(anOnboardingState(1, { ...step1Answers, refer_status: '' }));
    await findStep(o.stepTitles[0]);
    expect(screen.queryByLabelText(new RegExp(t.referByName))).not.toBeInTheDocument();
    await answer(t.referStatus, 'Yes');
    expect(byLabel(t.referByName)).toBeRequired();
    await pressNext();
    expect(byLabel(t.referByName)).toHaveAccessibleDescription(v.required);
    expect(byLabel(t.referById)).toHaveAccessibleDescription(v.required);
    await userEvent.type(byLabel(t.referByName), 'Sam Lee');
    await userEvent.type(byLabel(t.referById), 'E-77');
    await answer(t.referStatus, 'No');
    expect(screen.queryByLabelText(new RegExp(t.referById))).not.toBeInTheDocument();
    await answer(t.referStatus, 'Yes');
    await pressNext();
    await findStep(o.stepTitles[1]);
    expect((await saveOnMoveTo(api, 2)).data).toMatchObject({
      refer_status: 'Yes',
      refer_by_name: 'Sam Lee',
      refer_by_id: 'E-77',
    });
  });

  it('checks the postal code by country and the date of birth is in the past', async () => {
    await openOnboarding(anOnboardingState(1, { ...step1Answers, postal_code: 'K1A', dob: '2999-01-01' }));
    await findStep(o.stepTitles[0]);
    await pressNext();
    expect(byLabel(t.postalCode)).toHaveAccessibleDescription(v.postalCode);
    expect(byLabel(t.dob)).toHaveAccessibleDescription(v.dobPast);
    await userEvent.clear(byLabel(t.postalCode));
    await userEvent.type(byLabel(t.postalCode), 'k1a0b1');
    await userEvent.clear(byLabel(t.dob));
    await userEvent.type(byLabel(t.dob), '1990-01-01');
    await pressNext();
    expect(await findStep(o.stepTitles[1])).toBeInTheDocument();
  });

  it('refuses a date of birth under 21 (SPEC §9 age gate) or before 1900, and clears the message once fixed', async () => {
    const sixteen = `${new Date().getUTCFullYear() - 16}-01-15`;
    await openOnboarding(anOnboardingState(1, { ...step1Answers, dob: sixteen }));
    await findStep(o.stepTitles[0]);
    await pressNext();
    expect(byLabel(t.dob)).toHaveAccessibleDescription(v.dobTooYoung);
    expect(byLabel(t.dob)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(byLabel(t.dob));
    await userEvent.type(byLabel(t.dob), '1899-12-31');
    expect(byLabel(t.dob)).toHaveAccessibleDescription(v.dobTooEarly);
    await userEvent.clear(byLabel(t.dob));
    await userEvent.type(byLabel(t.dob), '1990-01-01');
    // The message goes as soon as the answer is right, before Next (SPEC §5).
    expect(byLabel(t.dob)).not.toHaveAccessibleDescription(v.dobTooEarly);
    expect(byLabel(t.dob)).not.toHaveAttribute('aria-invalid', 'true');
    await pressNext();
    expect(await findStep(o.stepTitles[1])).toBeInTheDocument();
  });

  it('clears a required-field message as soon as the field is filled, leaving the others', async () => {
    await openOnboarding(anOnboardingState(1, { ...step1Answers, address1: '', city: '' }));
    await findStep(o.stepTitles[0]);
    await pressNext();
    expect(byLabel(t.address1)).toHaveAccessibleDescription(v.required);
    expect(byLabel(t.city)).toHaveAccessibleDescription(v.required);
    await userEvent.type(byLabel(t.address1), '1 Main St');
    expect(byLabel(t.address1)).not.toHaveAccessibleDescription(v.required);
    expect(byLabel(t.city)).toHaveAccessibleDescription(v.required);
  });
});
