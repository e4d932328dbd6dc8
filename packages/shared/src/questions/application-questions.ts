import type { Question } from './question.js';

// SPEC §3 "Onboarding form" and "Qualifications": every question of the application's steps, in
// the order the driver meets them, each declared once (decision 014). A question's follow-ups are
// shown and required only when its answer is `askWhen` (Yes unless said), and are not kept when
// it is not. Texts are catalogue ids under `onboarding.`, without that prefix.

export const APPLICATION_QUESTIONS = [
  // Step 1: personal and address information
  { step: 1, field: 'dob', kind: 'birthDate', label: 'step1.dob' },
  { step: 1, field: 'address1', kind: 'text', label: 'step1.address1' },
  { step: 1, field: 'address2', kind: 'text', label: 'step1.address2', optional: true },
  { step: 1, field: 'country', kind: 'text', label: 'step1.country' },
  { step: 1, field: 'province', kind: 'text', label: 'step1.province' },
  { step: 1, field: 'city', kind: 'text', label: 'step1.city' },
  { step: 1, field: 'postal_code', kind: 'postalCode', label: 'step1.postalCode' },
  // The current address's start, and the addresses before it until the years asked are covered.
  { step: 1, field: 'address_since', kind: 'date', label: 'step1.addressSince' },
  { step: 1, field: 'address_history', kind: 'addressRows', label: 'step1.addressHistory' },
  {
    step: 1,
    field: 'refer_status',
    kind: 'yesNo',
    label: 'step1.referStatus',
    followUps: [
      { field: 'refer_by_name', kind: 'text', label: 'step1.referByName', draftOnly: true },
      { field: 'refer_by_id', kind: 'text', label: 'step1.referById', draftOnly: true },
    ],
  },
  // Step 2: the right to work and enter the US, earlier employment
  {
    step: 2,
    field: 'dq_legal_right_canada',
    kind: 'yesNo',
    label: 'step2.legalRightCanada',
    followUps: [{ field: 'canada_doc_type', kind: 'docType', label: 'step2.docType' }],
  },
  { step: 2, field: 'dq_legal_right_us', kind: 'yesNo', label: 'step2.legalRightUs' },
  {
    step: 2,
    field: 'dq_previous_nwt_employee',
    kind: 'yesNo',
    label: 'step2.previousEmployee',
    followUps: [
      { field: 'dq_previous_nwt_from', kind: 'date', label: 'step2.previousFrom' },
      { field: 'dq_previous_nwt_to', kind: 'date', label: 'step2.previousTo' },
    ],
  },
  // Step 4: qualifications and declarations
  {
    step: 4,
    field: 'dq_conviction',
    kind: 'yesNo',
    label: 'step4.conviction',
    followUps: [{ field: 'dq_conviction_date', kind: 'date', label: 'step4.convictionDate' }],
  },
  {
    step: 4,
    field: 'dq_fast_card',
    kind: 'yesNo',
    label: 'step4.fastCard',
    followUps: [
      { field: 'dq_fast_card_no', kind: 'text', label: 'step4.fastCardNo', max: 30 },
      { field: 'dq_fast_card_expiry', kind: 'date', label: 'step4.fastCardExpiry' },
    ],
  },
  {
    step: 4,
    field: 'dq_fast_card_revoked',
    kind: 'yesNo',
    label: 'step4.fastCardRevoked',
    followUps: [
      { field: 'dq_fast_card_revoked_date', kind: 'date', label: 'step4.fastCardRevokedDate' },
      { field: 'dq_fast_card_revoked_detail', kind: 'detail', label: 'step4.fastCardRevokedDetail' },
    ],
  },
  {
    step: 4,
    field: 'dq_accidents_last5yr',
    kind: 'yesNo',
    label: 'step4.accidents',
    followUps: [
      { field: 'dq_accidents_last5yr_date', kind: 'date', label: 'step4.accidentsDate' },
      { field: 'dq_accidents_last5yr_detail', kind: 'detail', label: 'step4.accidentsDetail' },
    ],
  },
  {
    step: 4,
    field: 'dq_violations_last3yr',
    kind: 'yesNo',
    label: 'step4.violations',
    followUps: [
      { field: 'dq_violations_last3yr_date', kind: 'date', label: 'step4.violationsDate' },
      { field: 'dq_violations_last3yr_detail', kind: 'detail', label: 'step4.violationsDetail' },
    ],
  },
  {
    step: 4,
    field: 'dq_physical_condition',
    kind: 'yesNo',
    label: 'step4.physical',
    followUps: [{ field: 'dq_physical_condition_detail', kind: 'detail', label: 'step4.physicalDetail' }],
  },
  { step: 4, field: 'dq_lift_40lb', kind: 'yesNo', label: 'step4.lift' },
  {
    step: 4,
    field: 'dq_training',
    kind: 'yesNo',
    label: 'step4.training',
    followUps: [
      {
        field: 'dq_trainings',
        kind: 'rows',
        label: 'step4.trainingList',
        rows: { row: 'step4.trainingRow', date: 'step4.trainingDate' },
      },
    ],
  },
  {
    step: 4,
    field: 'dq_safe_driving_awards',
    kind: 'yesNo',
    label: 'step4.awards',
    followUps: [
      {
        field: 'dq_awards',
        kind: 'rows',
        label: 'step4.awardList',
        rows: { row: 'step4.awardRow', date: 'step4.awardDate' },
      },
    ],
  },
  // Step 5: the licences held in the last 3 years are sent one by one (SPEC §7 call 3)
  { step: 5, field: 'other_licenses_held', kind: 'yesNo', label: 'step5.otherLicenses', draftOnly: true },
  // Step 6: licence history
  { step: 6, field: 'dq_commercial_license_date', kind: 'date', label: 'step6.commercialDate' },
  {
    step: 6,
    field: 'dq_license_denied',
    kind: 'yesNo',
    label: 'step6.denied',
    followUps: [{ field: 'dq_denied_explanation', kind: 'detail', label: 'step6.deniedExplanation' }],
  },
  {
    step: 6,
    field: 'dq_abstract_clean',
    kind: 'yesNo',
    label: 'step6.abstractClean',
    // An abstract that is not clean is explained.
    askWhen: 'No',
    followUps: [{ field: 'dq_abstract_explanation', kind: 'detail', label: 'step6.abstractExplanation' }],
  },
  {
    step: 6,
    field: 'dq_license_suspended',
    kind: 'yesNo',
    label: 'step6.suspended',
    followUps: [{ field: 'dq_suspended_explanation', kind: 'detail', label: 'step6.suspendedExplanation' }],
  },
  // Step 7: education and experience
  { step: 7, field: 'dq_education', kind: 'id', label: 'step7.education' },
  { step: 7, field: 'dq_school', kind: 'text', label: 'step7.school' },
  { step: 7, field: 'dq_experience', kind: 'text', label: 'step7.experience', optional: true },
  { step: 7, field: 'dq_exp_detail', kind: 'detail', label: 'step7.experienceDetail', optional: true },
  { step: 7, field: 'dq_reg_travelled', kind: 'ids', label: 'step7.regions' },
  { step: 7, field: 'dq_equip_operated', kind: 'ids', label: 'step7.equipment' },
  { step: 7, field: 'dq_equip_operated_detail', kind: 'equipment', label: 'step7.equipment' },
  // Step 9: the gaps in the employment history the driver explains instead of adding an entry (decision 017)
  { step: 9, field: 'wh_gap_explanations', kind: 'gapExplanations', label: 'step9.gapExplanations', optional: true },
] as const satisfies readonly Question[];

export type ApplicationQuestion = (typeof APPLICATION_QUESTIONS)[number];
