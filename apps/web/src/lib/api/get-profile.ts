import { apiPaths, type CandidateProfile } from '@roadhire/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The signed-in candidate's profile (SPEC §3), read by the login flow, the guards and My Profile. */
export function getProfile(signal?: AbortSignal): Promise<CandidateProfile> {
  return apiRequest<CandidateProfile>(apiPaths.profile, { signal });
}

/** Keyed by user, so one account never sees another's cached profile. */
export const profileQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: ['profile', userId], queryFn: ({ signal }) => getProfile(signal), retry: false });
