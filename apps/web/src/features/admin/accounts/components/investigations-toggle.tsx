import { Checkbox } from '@mantine/core';
import { type AdminPermissionsChange, type AdminUser, apiPaths } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorText } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { accountsQueryKey } from '../api/get-accounts';

/**
 * The investigation file's permission (49 CFR 391.53) of one administrator; the API lets only an
 * administrator who holds it change it, and says so under the box otherwise.
 */
export function InvestigationsToggle({ user, name }: { user: AdminUser; name: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: AdminPermissionsChange) =>
      apiRequest<AdminUser>(apiPaths.adminUserPermissions(user.id), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
  return (
    <Checkbox
      mt={6}
      size="xs"
      label={t('hiring.accounts.investigations')}
      aria-label={`${t('careers.labelled', { label: t('hiring.accounts.investigations') })} ${name}`}
      checked={user.can_view_investigations}
      disabled={change.isPending}
      onChange={(event) => change.mutate({ can_view_investigations: event.currentTarget.checked })}
      error={change.isError ? errorText(change.error, t('hiring.accounts.investigations')) : undefined}
    />
  );
}
