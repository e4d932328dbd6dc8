import { type ApplicationCheck, apiPaths } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §3: the signed-in candidate's pipeline_status and application_id. */
export function checkApplication(signal?: AbortSignal): Promise<ApplicationCheck> {
  return apiRequest<ApplicationCheck>(apiPaths.applicationCheck, { signal });
}

// Keyed by user, so one account never sees another's status. SPEC §8: a failure stays silent.
export const applicationCheckQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: ['application-check', userId], queryFn: ({ signal }) => checkApplication(signal) });

export const useApplicationCheck = (userId: string | null, enabled: boolean) =>
  useQuery({ ...applicationCheckQueryOptions(userId), enabled });
