import { randomUUID } from 'node:crypto';
import {
  type AdditionalLicenseInput,
  apiPaths,
  type LicenseInput,
  type OnboardingFormInput,
  type QualificationsInput,
  type WorkHistoryCreateInput,
} from '@roadhire/shared';
import { expect } from 'vitest';
import {
  listEquipmentOperated,
  listHighestEducation,
  listRegionsTravelled,
} from '../../src/data/reference-data-repository.js';
import type { Executor } from '../../src/db/client.js';
import { type UploadKind, uploads } from '../../src/db/schema.js';
import { applyForm, bearer, createCandidate, createPosition } from './factories.js';
import type { TestApp } from './test-app.js';

// Valid payloads of the final-submit calls (SPEC §7), each accepted by its shared schema as is.

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

/** Ids of the seeded reference lists, as the dropdowns answer them. */
export async function referenceIds(db: Executor): Promise<{ education: number; region: number; equipment: number }> {
  const [education] = await listHighestEducation(db);
  const [region] = await listRegionsTravelled(db);
  const [equipment] = await listEquipmentOperated(db);
  if (!education || !region || !equipment) throw new Error('reference data is not seeded');
  return { education: education.he_id, region: region.rt_id, equipment: equipment.eo_id };
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
    wh_skills: { border_crossing: true, log_books: true, fmcr: false, hazmat: false },
    ...overrides,
  };
}

/** A document row as the documents routes would store it; the file itself does not matter here. */
export async function insertDocument(
  db: Executor,
  userId: number,
  kind: UploadKind,
  docType: 'work_permit' | 'passport' | 'pr_card' | null = null,
): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      user_id: userId,
      kind,
      doc_type: docType,
      filename: `${randomUUID()}.pdf`,
      original_name: `${kind}.pdf`,
      size_bytes: 42,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('no upload row');
  return row.id;
}

/** A verified candidate who applied, with the application whose onboarding comes next. */
export async function startOnboarding(t: TestApp): Promise<{ id: number; token: string; applicationId: number }> {
  const candidate = await createCandidate(t);
  const position = await createPosition(t, { p_position_title: 'Regional AZ Driver' });
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.apply,
    headers: bearer(candidate.token),
    payload: applyForm(position.p_id),
  });
  expect(response.statusCode).toBe(200);
  return { id: candidate.id, token: candidate.token, applicationId: response.json().application_id };
}
