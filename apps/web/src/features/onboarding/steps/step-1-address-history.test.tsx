import { inEnglish, yearsBefore } from '@roadhire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  anOnboardingState,
  findStep,
  openOnboarding,
  pressNext,
  saveOnMoveTo,
  step1Answers,
} from '../../../test/onboarding-fixture';
import { byLabel, groupByLegend } from '../../../test/queries';
import { localDay } from '../components/address-history';

// After the current address, the addresses of the last 3 years (the carrier's
// HISTORY_YEARS_ALL, 3 in the fake config), each gap pointed out with its dates.

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const today = localDay();
const since = yearsBefore(today, 1);
const gap = inEnglish.t('onboarding.step1.addressGap', { from: yearsBefore(today, 3), to: shift(since, -1) });
const question = inEnglish.t('onboarding.step1.addressHistoryQuestion', { years: 3 });

const row = (n: number) => groupByLegend(inEnglish.t('onboarding.step1.addressRow', { n }));
const inRow = (n: number, label: string) =>
  within(row(n)).getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}( \\*)?$`));

describe('Onboarding step 1: the address history', { timeout: 30_000 }, () => {
  it('asks when the driver moved in; an older date asks for no earlier address', async () => {
    const { api } = await openOnboarding(anOnboardingState(1, { ...step1Answers, address_since: '' }));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(byLabel(inEnglish.t('onboarding.step1.addressSince'))).toHaveAttribute('type', 'date');
    expect(byLabel(inEnglish.t('onboarding.step1.addressSince'))).toHaveAttribute('max', today);
    await pressNext();
    expect(byLabel(inEnglish.t('onboarding.step1.addressSince'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    await userEvent.type(byLabel(inEnglish.t('onboarding.step1.addressSince')), shift(yearsBefore(today, 3), -1));
    expect(screen.queryByRole('heading', { name: question })).not.toBeInTheDocument();
    await pressNext();
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect((await saveOnMoveTo(api, 2)).data).toMatchObject({ address_history: [] });
  });

  it('points the missing years out with their dates, refuses Next, and is closed by an added address', async () => {
    const { api } = await openOnboarding(anOnboardingState(1, { ...step1Answers, address_since: since }));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    expect(await screen.findByRole('heading', { name: question })).toBeInTheDocument();
    // Read politely as the dates change, not as an alert that takes the focus.
    const status = screen.getByRole('status', { name: question });
    expect(status).toHaveTextContent(gap);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await pressNext();
    expect(screen.getByRole('heading', { level: 2, name: inEnglish.t('onboarding.stepTitles.0') })).toBeInTheDocument();
    expect(status).toHaveTextContent(inEnglish.t('onboarding.step1.addressHistoryIncomplete', { years: 3 }));
    expect(status).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: inEnglish.t('onboarding.step1.addAddress') }));
    expect(inRow(1, inEnglish.t('onboarding.step1.addressRowTo'))).toHaveValue(shift(since, -1));
    // A blank row is checked field by field.
    await pressNext();
    expect(inRow(1, inEnglish.t('onboarding.step1.addressRowStreet'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );
    expect(inRow(1, inEnglish.t('onboarding.step1.addressRowFrom'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.required'),
    );

    await userEvent.type(inRow(1, inEnglish.t('onboarding.step1.addressRowStreet')), '400 Centre Street');
    await userEvent.selectOptions(inRow(1, inEnglish.t('onboarding.step1.country')), 'Canada');
    await waitFor(() =>
      expect(
        within(inRow(1, inEnglish.t('onboarding.step1.province'))).getByRole('option', { name: 'Ontario' }),
      ).toBeVisible(),
    );
    await userEvent.selectOptions(inRow(1, inEnglish.t('onboarding.step1.province')), 'Ontario');
    await userEvent.type(inRow(1, inEnglish.t('onboarding.step1.city')), 'Hamilton');
    await userEvent.type(inRow(1, inEnglish.t('onboarding.step1.postalCode')), 'l8p 4r5');
    await userEvent.type(inRow(1, inEnglish.t('onboarding.step1.addressRowFrom')), yearsBefore(today, 5));
    expect(status).not.toHaveTextContent(gap);
    expect(screen.queryByRole('button', { name: inEnglish.t('onboarding.step1.addAddress') })).not.toBeInTheDocument();

    await pressNext();
    await findStep(inEnglish.t('onboarding.stepTitles.1'));
    expect((await saveOnMoveTo(api, 2)).data).toMatchObject({
      address_since: since,
      address_history: [
        {
          address1: '400 Centre Street',
          city: 'Hamilton',
          province: 'Ontario',
          country: 'Canada',
          postal_code: 'l8p 4r5',
          from: yearsBefore(today, 5),
          to: shift(since, -1),
        },
      ],
    });
  });

  it('checks each row’s dates and postal code, and a row can be removed', async () => {
    const earlier = {
      address1: '9 Bay Road',
      city: 'Buffalo',
      province: 'New York',
      country: 'United States',
      postal_code: 'K1A 0B1',
      from: shift(since, -1),
      to: yearsBefore(today, 5),
    };
    await openOnboarding(anOnboardingState(1, { ...step1Answers, address_since: since, address_history: [earlier] }));
    await findStep(inEnglish.t('onboarding.stepTitles.0'));
    await screen.findByRole('heading', { name: question });
    await pressNext();
    expect(inRow(1, inEnglish.t('onboarding.step1.postalCode'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.postalCode'),
    );
    expect(inRow(1, inEnglish.t('onboarding.step1.addressRowTo'))).toHaveAccessibleDescription(
      inEnglish.t('onboarding.validation.dateOrder'),
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: `${inEnglish.t('onboarding.remove')} ${inEnglish.t('onboarding.step1.addressRow', { n: 1 })}`,
      }),
    );
    expect(
      screen.queryByRole('group', { name: inEnglish.t('onboarding.step1.addressRow', { n: 1 }) }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: question })).toHaveTextContent(gap);
  });
});
