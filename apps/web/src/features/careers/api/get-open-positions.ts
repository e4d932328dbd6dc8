import { apiPaths, type OpenPosition } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §7: every open position, the same list for everyone (bearer optional). */
export function getOpenPositions(signal?: AbortSignal): Promise<OpenPosition[]> {
  return apiRequest<OpenPosition[]>(apiPaths.openPositions, { signal });
}

/**
 * A careers page arrives with the list the server has just read: asking for it again as the page is
 * taken over would cost a phone a request and a redraw for a list that changes a few times a day.
 * A visitor who comes back to it after a minute gets it anew.
 */
const OPEN_POSITIONS_FRESH_MS = 60_000;

export const openPositionsQueryOptions = () =>
  queryOptions({
    queryKey: ['open-positions'],
    queryFn: ({ signal }) => getOpenPositions(signal),
    staleTime: OPEN_POSITIONS_FRESH_MS,
  });

export const useOpenPositions = () => useQuery(openPositionsQueryOptions());
