import { type AdminMe, apiPaths, type PermissionKey } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useSession } from '../session';

/**
 * The signed-in member's role and permissions (issue 43): the admin menu, pages and buttons follow
 * them, so a member is not shown what the server would refuse. Keyed by account, so one account
 * never draws another's menu.
 */
export const adminMeQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['admin-me', userId],
    queryFn: ({ signal }) => apiRequest<AdminMe>(apiPaths.adminMe, { signal }),
    // Every panel asks; one answer serves a page. A role changed meanwhile counts at the next
    // minute's read, and the server refuses meanwhile whatever the screen still offers.
    staleTime: 60_000,
  });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions(useSession().userId));
}

/**
 * Whether the member's role holds `permission`. False until the answer is in, so a panel waits
 * rather than asks for what might be refused; the server checks every route whatever this says.
 */
export function useCan(permission: PermissionKey): boolean {
  return useAdminMe().data?.permissions.includes(permission) ?? false;
}
