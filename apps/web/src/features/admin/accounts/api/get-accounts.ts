import { type AdminUserList, apiPaths } from '@roadhire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { toQueryString } from '../../shared/use-list-query-params';

export interface AccountsQuery {
  q: string;
  role: string;
  page: number;
  pageSize: number;
}

/** One page of accounts, searched by name or email and filtered by role. */
export function getAccounts(query: AccountsQuery, signal?: AbortSignal): Promise<AdminUserList> {
  return apiRequest<AdminUserList>(`${apiPaths.adminUsers}${toQueryString({ ...query })}`, { signal });
}

export const accountsQueryKey = ['admin-users'] as const;

export const accountsQueryOptions = (query: AccountsQuery) =>
  queryOptions({
    queryKey: [...accountsQueryKey, query],
    queryFn: ({ signal }) => getAccounts(query, signal),
    // The table keeps its rows while the next page loads, instead of jumping.
    placeholderData: keepPreviousData,
  });

export const useAccounts = (query: AccountsQuery) => useQuery(accountsQueryOptions(query));
