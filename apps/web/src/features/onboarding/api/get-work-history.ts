import { apiPaths, type WorkHistoryRecord } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §7 Work history: every entry the candidate ever submitted. */
export function getWorkHistory(userId: number, signal?: AbortSignal): Promise<WorkHistoryRecord[]> {
  return apiRequest<WorkHistoryRecord[]>(apiPaths.workHistory(userId), { signal });
}

export const workHistoryQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['work-history', userId], queryFn: ({ signal }) => getWorkHistory(userId, signal) });

export const useWorkHistory = (userId: number) => useQuery(workHistoryQueryOptions(userId));
