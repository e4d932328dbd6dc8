import { describe, expect, it } from 'vitest';
import { MAX_REPEATED_ROWS } from '../constants.js';
import { addressCoverage, addressGapTexts, addressHistoryMessage } from '../history/address-coverage.js';
import { sayMessage } from '../i18n/message-ids.js';
import { inEnglish } from '../i18n/translate.js';
import { OnboardingFormSchema } from '../schemas/onboarding.js';
import { OnboardingDraftDataSchema } from '../schemas/onboarding-draft.js';
import { ANSWER_KINDS } from './answer-kinds.js';
import { AddressRowSchema } from './answer-schemas.js';
import { APPLICATION_QUESTIONS } from './application-questions.js';
import { emptyAnswers, questionsOf, stepAnswersSchema } from './question-schemas.js';

// Step 1's address history, the `addressRows` kind and its coverage of the window.

const row = {
  address1: '400 Centre Street',
  city: 'Calgary',
  province: 'Alberta',
  country: 'Canada',
  postal_code: 't2g5e1',
  from: '2021-01-01',
  to: '2024-12-31',
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), sayMessage(inEnglish, issue.message)]),
  );

describe('the addressRows kind', () => {
  it('takes a complete row and stores its postal code as its country writes it', () => {
    expect(AddressRowSchema.parse(row)).toEqual({ ...row, postal_code: 'T2G 5E1' });
  });

  it('requires every field, dates in order, and a postal code that fits the row’s country', () => {
    const blank = { address1: ' ', city: '', province: '', country: '', postal_code: '', from: '', to: '' };
    expect(issuesOf(AddressRowSchema.safeParse(blank))).toMatchObject({
      address1: inEnglish.t('onboarding.validation.required'),
      city: inEnglish.t('onboarding.validation.required'),
      province: inEnglish.t('onboarding.validation.required'),
      country: inEnglish.t('onboarding.validation.required'),
      postal_code: inEnglish.t('onboarding.validation.required'),
      from: inEnglish.t('onboarding.validation.required'),
      to: inEnglish.t('onboarding.validation.required'),
    });
    const backwards = { ...row, country: 'United States', postal_code: 'T2G 5E1', from: '2025-01-01' };
    expect(issuesOf(AddressRowSchema.safeParse(backwards))).toEqual({
      postal_code: inEnglish.t('onboarding.validation.postalCode'),
      to: inEnglish.t('onboarding.validation.dateOrder'),
    });
  });

  it('takes at most MAX_REPEATED_ROWS rows; none by default', () => {
    expect(ANSWER_KINDS.addressRows.input.parse(undefined)).toEqual([]);
    expect(ANSWER_KINDS.addressRows.input.safeParse(Array(MAX_REPEATED_ROWS + 1).fill(row)).success).toBe(false);
  });

  it('is in step 1 after the current address, with the start date, blank in a new draft', () => {
    const fields = questionsOf(1).map((q) => q.field);
    expect(fields.slice(fields.indexOf('postal_code'), fields.indexOf('postal_code') + 3)).toEqual([
      'postal_code',
      'address_since',
      'address_history',
    ]);
    expect(emptyAnswers(APPLICATION_QUESTIONS)).toMatchObject({ address_since: '', address_history: [] });
    // The draft keeps half-typed rows.
    const half = { ...row, city: '', to: '2024' };
    expect(OnboardingDraftDataSchema.partial().parse({ address_history: [half] })).toEqual({ address_history: [half] });
  });

  it('is checked by the final call and by step 1’s Next alike; the start date is not in the future', () => {
    const step1 = stepAnswersSchema(questionsOf(1));
    for (const schema of [step1, OnboardingFormSchema]) {
      const result = schema.safeParse({ address_since: '', address_history: [{ ...row, from: '' }] });
      expect(issuesOf(result)).toMatchObject({
        address_since: inEnglish.t('onboarding.validation.required'),
        'address_history.0.from': inEnglish.t('onboarding.validation.required'),
      });
    }
    const form = {
      dob: '1988-04-12',
      address1: '12 King Street West',
      country: 'Canada',
      province: 'Ontario',
      city: 'Milton',
      postal_code: 'L9T 2X5',
      refer_status: 'No',
      dq_legal_right_canada: 'No',
      dq_legal_right_us: 'No',
      dq_previous_nwt_employee: 'No',
    };
    expect(OnboardingFormSchema.safeParse({ ...form, address_since: '2020-01-01' }).success).toBe(true);
    const future = OnboardingFormSchema.safeParse({ ...form, address_since: '2999-01-01' });
    expect(issuesOf(future)).toMatchObject({ address_since: inEnglish.t('onboarding.validation.notFuture') });
  });
});

describe('addressCoverage', () => {
  const window = { years: 3, today: '2026-11-23' };

  it('needs no earlier address when the current one reaches back past the window', () => {
    expect(addressCoverage({ address_since: '2023-11-23', address_history: [] }, window).complete).toBe(true);
  });

  it('counts every day: a gap of one day is pointed out with its date', () => {
    const coverage = addressCoverage(
      { address_since: '2025-01-01', address_history: [{ from: '2020-01-01', to: '2024-12-30' }] },
      window,
    );
    expect(addressGapTexts(coverage, inEnglish.t)).toEqual(['No address is given from 2024-12-31 to 2024-12-31.']);
  });

  it('names the missing period from the window’s first day when nothing earlier is given', () => {
    const coverage = addressCoverage({ address_since: '2025-01-01', address_history: [] }, window);
    expect(addressHistoryMessage(coverage, 3, inEnglish.t)).toBe(
      'Please give every address of the last 3 years. No address is given from 2023-11-23 to 2024-12-31.',
    );
    expect(inEnglish.t('onboarding.step1.addressHistoryQuestion', { years: 3 })).toBe(
      'Where else have you lived in the last 3 years?',
    );
  });
});
