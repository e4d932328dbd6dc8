import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type AdminUser, ROLE_ADMIN } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { fullName } from './accounts-table';

/**
 * Asks before a role changes, naming the account. A refusal (the last administrator) stays in the
 * dialog, where the administrator is looking.
 */
export function RoleChangeDialog({
  user,
  isSelf,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  user: AdminUser | null;
  isSelf: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const removing = user?.role === ROLE_ADMIN;
  const name = user ? fullName(user) : '';
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={removing ? t('adminAccounts.removeTitle') : t('adminAccounts.grantTitle')}
      centered
    >
      {user && (
        <Stack gap="md">
          <Text>
            {t(removing ? 'adminAccounts.removeConfirm' : 'adminAccounts.grantConfirm', { name, email: user.email })}
          </Text>
          {removing && isSelf && <Text fw={500}>{t('adminAccounts.removeSelfConfirm')}</Text>}
          {error && (
            <Alert color="red" role="alert" title={t('adminAccounts.changeFailed')}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('adminAccounts.cancel')}
            </Button>
            <Button color={removing ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
              {removing ? t('adminAccounts.remove') : t('adminAccounts.grant')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
