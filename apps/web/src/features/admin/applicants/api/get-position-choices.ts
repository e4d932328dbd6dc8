import { ADMIN_POSITIONS_MAX_PAGE_SIZE, type AdminPositionList, apiPaths } from '@roadhire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** Positions in every state (open, closed, expired) for the position filter, at most one page. */
export function getPositionChoices(search: string, signal?: AbortSignal): Promise<AdminPositionList> {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  params.set('pageSize', String(ADMIN_POSITIONS_MAX_PAGE_SIZE));
  return apiRequest<AdminPositionList>(`${apiPaths.adminPositions}?${params}`, { signal });
}

export const positionChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'position-choices', search],
    queryFn: ({ signal }) => getPositionChoices(search, signal),
    placeholderData: keepPreviousData,
  });

export const usePositionChoices = (search: string) => useQuery(positionChoicesQueryOptions(search));
