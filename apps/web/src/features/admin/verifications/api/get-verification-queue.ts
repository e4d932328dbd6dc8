import { apiPaths, type VerificationQueue, type VerificationQueueQuery } from '@roadhire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { toQueryString } from '../../shared/use-list-query-params';

/** One page of the recruiter's queue of previous-employer checks, nearest deadline first (the API's order). */
export function getVerificationQueue(query: VerificationQueueQuery, signal?: AbortSignal): Promise<VerificationQueue> {
  return apiRequest<VerificationQueue>(`${apiPaths.adminVerifications}${toQueryString({ ...query })}`, { signal });
}

export const verificationQueueQueryOptions = (query: VerificationQueueQuery) =>
  queryOptions({
    queryKey: ['admin-verification-queue', query],
    queryFn: ({ signal }) => getVerificationQueue(query, signal),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useVerificationQueue = (query: VerificationQueueQuery) => useQuery(verificationQueueQueryOptions(query));
