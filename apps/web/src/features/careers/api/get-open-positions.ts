import { apiPaths, type OpenPosition } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §7: every open position, the same list for everyone (bearer optional). */
export function getOpenPositions(signal?: AbortSignal): Promise<OpenPosition[]> {
  return apiRequest<OpenPosition[]>(apiPaths.openPositions, { signal });
}

export const openPositionsQueryOptions = () =>
  queryOptions({ queryKey: ['open-positions'], queryFn: ({ signal }) => getOpenPositions(signal) });

export const useOpenPositions = () => useQuery(openPositionsQueryOptions());
