import { type AdminPosition, apiPaths } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** One position by id, whatever its state. */
export function getPosition(id: string, signal?: AbortSignal): Promise<AdminPosition> {
  return apiRequest<AdminPosition>(apiPaths.adminPosition(id), { signal });
}

/** The position filter's chosen position, when it is not among the positions listed. */
export const usePosition = (id: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'position', id],
    queryFn: ({ signal }) => getPosition(id ?? '', signal),
    enabled: enabled && Boolean(id),
  });
