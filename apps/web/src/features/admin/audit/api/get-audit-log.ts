import { type AdminAuditList, apiPaths } from '@roadhire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { toQueryString } from '../../shared/use-list-query-params';

export interface AuditLogQuery {
  action: string;
  actor: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** One page of the audit log, newest first (the API's order), filtered. */
export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AdminAuditList> {
  return apiRequest<AdminAuditList>(`${apiPaths.adminAudit}${toQueryString({ ...query })}`, { signal });
}

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: ['admin-audit', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQueryOptions(query));
