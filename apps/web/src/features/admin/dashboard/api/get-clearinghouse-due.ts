import { type AdminClearinghouseDue, apiPaths } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../../lib/api-client';

/** Hired drivers' next yearly Clearinghouse queries, the soonest first (49 CFR 382.701(b)). */
export const clearinghouseDueQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-clearinghouse-due'],
    queryFn: ({ signal }) => apiRequest<AdminClearinghouseDue>(apiPaths.adminClearinghouseDue, { signal }),
    // An administrator without the investigation permission is refused for good: no retries.
    retry: (failures, error) => !(isApiError(error) && error.status === 403) && failures < 2,
  });

export const useClearinghouseDue = () => useQuery(clearinghouseDueQueryOptions());
