import { type AdminRoleChange, type AdminUser, apiPaths } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { accountsQueryKey } from './get-accounts';

/** Grants (1) or removes (2) the administrator role; the API refuses to remove the last one (409). */
export function changeRole(id: number, change: AdminRoleChange): Promise<AdminUser> {
  return apiRequest<AdminUser>(apiPaths.adminUserRole(id), { method: 'PUT', body: change });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: AdminRoleChange['role'] }) => changeRole(id, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
