import { randomUUID } from 'node:crypto';
import type {
  AdditionalLicenseInput,
  ApplyRequest,
  LicenseInput,
  OnboardingFormInput,
  QualificationsInput,
  SignRequest as SignRequestInput,
  WorkHistoryCreateInput,
} from '@roadhire/shared';
import { yearsBefore } from '@roadhire/shared';

// Valid payloads of the apply form and the final-submit calls (SPEC §7), each accepted by its shared
// schema as is: the API tests, the crash test and the journey benchmark all send these.

/** Steps 1 and 2: a Canadian address; no right-to-work proof needed unless asked for. */
export function onboardingForm(overrides: Partial<OnboardingFormInput> = {}): OnboardingFormInput {
  return {
    dob: '1988-04-12',
    address1: '12 King Street West',
    address2: 'Unit 4',
    country: 'Canada',
    province: 'Ontario',
    city: 'Milton',
    postal_code: 'l9t 2x5',
    refer_status: 'No',
    refer_by: null,
    dq_legal_right_canada: 'No',
    dq_legal_right_us: 'No',
    dq_previous_nwt_employee: 'No',
    dq_previous_nwt_from: null,
    dq_previous_nwt_to: null,
    canada_doc_type: null,
    // Long enough at this address that no earlier one is asked for.
    address_since: yearsBefore(new Date().toISOString().slice(0, 10), 6),
    address_history: [],
    ...overrides,
  };
}

export function primaryLicense(overrides: Partial<LicenseInput> = {}): LicenseInput {
  return {
    dl_country: 'Canada',
    dl_province: 'Ontario',
    dl_license_no: 'S1234-56789-01234',
    dl_class: ['A', 'Z'],
    dl_condition: [],
    dl_expdate: '2030-06-30',
    ...overrides,
  };
}

export function additionalLicense(overrides: Partial<AdditionalLicenseInput> = {}): AdditionalLicenseInput {
  return {
    entry_key: randomUUID(),
    dl_country: 'Canada',
    dl_province: 'Alberta',
    dl_license_no: 'AB-778899',
    dl_class: ['1'],
    dl_condition: [],
    dl_expdate: '2024-01-31',
    ...overrides,
  };
}

/** Steps 4, 6 and 7 with every Yes/No answered the way that needs no follow-up or document. */
export function qualifications(
  ids: { education: number; region: number; equipment: number },
  overrides: Partial<QualificationsInput> = {},
): QualificationsInput {
  return {
    dq_conviction: 'No',
    dq_fast_card: 'No',
    dq_fast_card_revoked: 'No',
    dq_accidents_last5yr: 'No',
    dq_violations_last3yr: 'No',
    dq_physical_condition: 'No',
    dq_lift_40lb: 'Yes',
    dq_training: 'No',
    dq_trainings: [],
    dq_safe_driving_awards: 'No',
    dq_awards: [],
    dq_commercial_license_date: '2012-05-01',
    dq_license_denied: 'No',
    dq_abstract_clean: 'Yes',
    dq_license_suspended: 'No',
    dq_education: ids.education,
    dq_school: 'Milton District High School',
    dq_experience: '10 years',
    dq_exp_detail: 'Long haul across Ontario and the US Midwest.',
    dq_reg_travelled: [ids.region],
    dq_equip_operated: [ids.equipment],
    dq_equip_operated_detail: { [String(ids.equipment)]: { miles: 500_000, desc: 'Dry van, 53 ft' } },
    ...overrides,
  };
}

export function workHistoryEntry(overrides: Partial<WorkHistoryCreateInput> = {}): WorkHistoryCreateInput {
  return {
    entry_key: randomUUID(),
    wh_type: 'Working',
    wh_name: 'Northern Freight Ltd.',
    wh_position: 'AZ Driver',
    wh_city: 'Mississauga',
    wh_province: 'Ontario',
    wh_country: 'Canada',
    wh_postcode: 'L5T 2N7',
    wh_comm_vehicle: 'Yes',
    wh_comm_vehicle_types: ['Tractor-trailer'],
    wh_datefrom: '2019-03-01',
    wh_dateto: '2023-08-31',
    wh_status: 'No',
    wh_terminated: 'No',
    wh_reason: 'Moved to a long-haul position.',
    wh_skills: { border_crossing: true, log_books: true, fmcr: false, hazmat: false },
    ...overrides,
  };
}

/** A complete, eligible apply form for that position (SPEC §3 screening answers). */
export function applyForm(jobId: number, overrides: Partial<ApplyRequest> = {}): ApplyRequest {
  return {
    job_id: jobId,
    first_name: 'Maya',
    last_name: 'Singh',
    mobile: '4165550123',
    home_phone: null,
    postal_code: 'L5T 2N7',
    is_over_21: 1,
    has_class1_license: 1,
    has_twic_card: 0,
    eligible_fast_card: 1,
    has_1yr_experience: 1,
    live_in_canada: 1,
    mountain_experience_years: 2,
    convicted_felony_7yrs: 0,
    felony_date: null,
    felony_details: null,
    convicted_dui_dwi: 0,
    dui_date: null,
    dui_details: null,
    resume_file: null,
    resume_original: null,
    ...overrides,
  };
}

/** The notices and authorisations a signature accepts under the shipped configuration (PSP off, all required). */
export const SHIPPED_REQUIRED_CONSENTS = ['previous_employers', 'background_check', 'electronic_records'] as const;

/**
 * The signature between the work-history calls and the pipeline call (decision 016): the profile's
 * first and last name typed, the certification ticked, and every consent in `consents` given.
 */
export function signBody(
  profile: { first_name: string; last_name: string },
  consents: readonly string[] = SHIPPED_REQUIRED_CONSENTS,
): SignRequestInput {
  return {
    typed_name: `${profile.first_name} ${profile.last_name}`,
    certify: true,
    consents: Object.fromEntries(consents.map((key) => [key, true])),
  };
}
