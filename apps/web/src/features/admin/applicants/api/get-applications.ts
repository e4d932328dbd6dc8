import { type AdminApplicationList, apiPaths } from '@roadhire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** One page of the applications list; `query` is the list's query string (filters, sort, page). */
export function getApplications(query: string, signal?: AbortSignal): Promise<AdminApplicationList> {
  return apiRequest<AdminApplicationList>(`${apiPaths.adminApplications}?${query}`, { signal });
}

export const applicationsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', query],
    queryFn: ({ signal }) => getApplications(query, signal),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** Nothing is asked while the view is one the API would refuse (`enabled` false). */
export const useApplications = (query: string, enabled: boolean) =>
  useQuery({ ...applicationsQueryOptions(query), enabled });
