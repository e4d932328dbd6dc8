import { messages } from '@roadhire/shared';
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

const o = messages.onboarding;
const t = o.step3;
const v = o.validation;

const atStep3 = (data = {}) => openOnboarding(anOnboardingState(3, { ...step1Answers, ...data }));
const classGroup = () => screen.getByRole('group', { name: new RegExp(`^${t.class}`) });

describe('Onboarding step 3: the primary licence (SPEC §2, §5)', { timeout: 20_000 }, () => {
  it('requires country, province, number, class and expiry; conditions are optional', async () => {
    const { api } = await atStep3();
    await findStep(o.stepTitles[2]);
    expect(byLabel(t.expiry)).toHaveAttribute('type', 'date');
    await pressNext();
    for (const label of [t.country, t.province, t.licenseNo, t.expiry]) {
      expect(byLabel(label)).toHaveAccessibleDescription(v.required);
    }
    expect(byLabel(t.classText)).toHaveAccessibleDescription(v.licenseClass);
    expect(byLabel(t.conditionText)).not.toBeRequired();
    expect(draftSaves(api)).toHaveLength(0);
  });

  it('for a Canadian province with classes, picks "code — description" boxes and keeps the codes', async () => {
    const { api } = await atStep3({ dl_country: 'Canada', dl_license_no: 'D1', dl_expdate: '2030-01-01' });
    await findStep(o.stepTitles[2]);
    await waitFor(() =>
      expect(within(byLabel(t.province)).getByRole('option', { name: 'Ontario' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(byLabel(t.province), 'Ontario');
    const classes = await waitFor(classGroup);
    expect(within(classes).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(classes).getByRole('checkbox', { name: 'A — Tractor-trailer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Z — Air brakes' }));
    expect(screen.queryByLabelText(new RegExp(t.classText))).not.toBeInTheDocument();
    await pressNext();
    await findStep(o.stepTitles[3]);
    expect((await saveOnMoveTo(api, 4)).data).toMatchObject({
      dl_country: 'Canada',
      dl_province: 'Ontario',
      dl_class: ['A'],
      dl_condition: ['Z'],
    });
  });

  it('without options (a province with none, or another country), takes comma-separated codes', async () => {
    const { api } = await atStep3({ dl_country: 'Canada', dl_province: 'Nunavut', dl_license_no: 'N1' });
    await findStep(o.stepTitles[2]);
    await waitFor(() => expect(byLabel(t.province)).toHaveValue('Nunavut'));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(byLabel(t.classText), '1, 3,5');
    expect(byLabel(t.classText)).toHaveValue('1, 3,5');
    await userEvent.type(byLabel(t.expiry), '2030-06-30');
    await pressNext();
    await findStep(o.stepTitles[3]);
    expect((await saveOnMoveTo(api, 4)).data).toMatchObject({ dl_class: ['1', '3', '5'], dl_condition: [] });
  });

  it('another country has a free-text province and comma-separated classes', async () => {
    await atStep3({ dl_country: 'United States' });
    await findStep(o.stepTitles[2]);
    await waitFor(() => expect(byLabel(t.country)).toHaveValue('United States'));
    expect(byLabel(t.province).tagName).toBe('INPUT');
    expect(byLabel(t.classText)).toBeInTheDocument();
    await userEvent.selectOptions(byLabel(t.country), 'Canada');
    await waitFor(() => expect(byLabel(t.province).tagName).toBe('SELECT'));
  });

  it('refuses an expired licence with a clear message, cleared once the expiry is valid', async () => {
    await atStep3({ dl_country: 'United States', dl_province: 'Texas', dl_license_no: 'TX-1', dl_class: ['A'] });
    await findStep(o.stepTitles[2]);
    await userEvent.type(byLabel(t.expiry), '2020-06-30');
    await pressNext();
    expect(byLabel(t.expiry)).toHaveAccessibleDescription(v.licenceExpired);
    await userEvent.clear(byLabel(t.expiry));
    await userEvent.type(byLabel(t.expiry), `${new Date().getUTCFullYear() + 2}-06-30`);
    expect(byLabel(t.expiry)).not.toHaveAccessibleDescription(v.licenceExpired);
    await pressNext();
    expect(await findStep(o.stepTitles[3])).toBeInTheDocument();
  });
});
