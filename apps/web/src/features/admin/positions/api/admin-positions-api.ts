import {
  type AdminPosition,
  type AdminPositionInput,
  type AdminPositionList,
  type AdminPositionState,
  apiPaths,
} from '@roadhire/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export interface PositionListQuery {
  q: string;
  status: AdminPositionState | '';
  page: number;
  pageSize: number;
}

const positionsKey = ['admin-positions'] as const;

/** Blank filters stay out of the URL, so the server applies none. */
export function positionListPath({ q, status, page, pageSize }: PositionListQuery): string {
  const search = new URLSearchParams();
  if (q.trim()) search.set('q', q.trim());
  if (status) search.set('status', status);
  search.set('page', String(page));
  search.set('pageSize', String(pageSize));
  return `${apiPaths.adminPositions}?${search}`;
}

export function useAdminPositions(query: PositionListQuery) {
  return useQuery({
    queryKey: [...positionsKey, 'list', query],
    queryFn: ({ signal }) => apiRequest<AdminPositionList>(positionListPath(query), { signal }),
    // The table keeps its rows while the next page loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAdminPosition(id: number | undefined) {
  return useQuery({
    queryKey: [...positionsKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<AdminPosition>(apiPaths.adminPosition(id as number), { signal }),
    enabled: id !== undefined,
  });
}

/** Creates (no id) or replaces a position, then refreshes every list and the position itself. */
export function useSavePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminPositionInput }) =>
      id === undefined
        ? apiRequest<AdminPosition>(apiPaths.adminPositions, { method: 'POST', body: input })
        : apiRequest<AdminPosition>(apiPaths.adminPosition(id), { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...positionsKey, 'one', saved.p_id], saved);
      return queryClient.invalidateQueries({ queryKey: [...positionsKey, 'list'] });
    },
  });
}
