// Styles of the pieces only admin pages use load with them (app/styles.ts keeps the first load small).
import { Notification, Stack } from '@mantine/core';
import { type AdminUser, ROLE_ADMIN, ROLE_CANDIDATE } from '@roadhire/shared';
import { useState } from 'react';
import { PageIntro } from '../../../../components/page-intro';
import { PageLoader } from '../../../../components/page-loader';
import { errorText } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { useSession } from '../../../../lib/session';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { TablePager } from '../../shared/table-pager';
import { useListQueryParams } from '../../shared/use-list-query-params';
import { useChangeRole } from '../api/change-role';
import { useAccounts } from '../api/get-accounts';
import { AccountsFilters } from '../components/accounts-filters';
import { AccountsTable, fullName } from '../components/accounts-table';
import { RoleChangeDialog } from '../components/role-change-dialog';

/** SPEC §6 accounts: who has the administrator role, and granting or removing it. */
export function AccountsPage() {
  const t = useT();
  const params = useListQueryParams();
  const q = params.get('q');
  const role = ['1', '2'].includes(params.get('role')) ? params.get('role') : '';
  const accounts = useAccounts({ q, role, page: params.page, pageSize: params.pageSize });
  const { userId } = useSession();
  const changeRole = useChangeRole();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (user: AdminUser) => {
    changeRole.reset();
    setDone(null);
    setTarget(user);
  };
  const confirm = () => {
    if (!target) return;
    const removing = target.role === ROLE_ADMIN;
    const self = String(target.id) === userId;
    changeRole.mutate(
      { id: target.id, role: removing ? ROLE_CANDIDATE : ROLE_ADMIN },
      {
        onSuccess: () => {
          // Signing out is not needed: the API refuses the admin pages from now on (the session stays).
          const name = fullName(target);
          setDone(
            removing
              ? self
                ? t('adminAccounts.removedSelf')
                : t('adminAccounts.removed', { name })
              : t('adminAccounts.granted', { name }),
          );
          setTarget(null);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageIntro title={t('adminAccounts.title')} lead={t('adminAccounts.lead')} />
      {done && (
        <Notification
          role="status"
          color="green"
          withBorder
          onClose={() => setDone(null)}
          closeButtonProps={{ 'aria-label': t('adminAccounts.dismiss') }}
        >
          {done}
        </Notification>
      )}
      <AccountsFilters q={q} role={role} onChange={params.update} />
      {accounts.isPending && <PageLoader label={t('adminAccounts.loading')} />}
      {accounts.isError && (
        <LoadFailedAlert
          error={accounts.error}
          fallback={t('adminAccounts.loadFailed')}
          title={t('adminAccounts.loadFailed')}
          onRetry={() => accounts.refetch()}
        />
      )}
      {accounts.data && (
        <Stack gap="sm">
          <AccountsTable users={accounts.data.items} currentUserId={userId} onChangeRole={open} />
          <TablePager {...params.pager} total={accounts.data.total} label={t('adminAccounts.pagerLabel')} />
        </Stack>
      )}
      <RoleChangeDialog
        user={target}
        isSelf={target !== null && String(target.id) === userId}
        busy={changeRole.isPending}
        error={changeRole.isError ? errorText(changeRole.error, t('adminAccounts.changeFailed')) : null}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
