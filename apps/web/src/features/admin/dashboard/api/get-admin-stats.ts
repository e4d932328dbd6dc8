import { type AdminStats, apiPaths } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** The dashboard's counts: by status and stage, per position, and per week. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>(apiPaths.adminStats, { signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin-stats'], queryFn: ({ signal }) => getAdminStats(signal) });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
