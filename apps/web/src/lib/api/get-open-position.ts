import { apiPaths, type OpenPosition } from '@roadhire/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The position being applied to (SPEC §7); 404 once it has closed. */
export function getOpenPosition(jobId: number, signal?: AbortSignal): Promise<OpenPosition> {
  return apiRequest<OpenPosition>(apiPaths.openPosition(jobId), { signal });
}

export const openPositionQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: ['open-position', jobId],
    queryFn: ({ signal }) => getOpenPosition(jobId, signal),
    retry: false,
  });
