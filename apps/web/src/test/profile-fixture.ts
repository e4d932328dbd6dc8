import type { CandidateProfile } from '@roadhire/shared';

/** A candidate profile as the API answers it (SPEC §3), with any fields overridden. */
export function aProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: 7,
    first_name: 'Ana',
    mid_name: null,
    last_name: 'Silva',
    gender: null,
    email: 'ana@example.com',
    mobile: null,
    home_phone: null,
    dob: null,
    address1: null,
    address2: null,
    city: null,
    province: null,
    country: null,
    postal_code: null,
    pipeline_status: null,
    role: 2,
    ...overrides,
  };
}
