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

/** The entries of the candidate's earlier applications, shown read-only on step 9 (SPEC §2). */
export function useEarlierWorkHistory(userId: number, applicationId: number) {
  const { data, error } = useWorkHistory(userId);
  return { earlier: (data ?? []).filter((entry) => entry.application_id !== applicationId), error };
}
