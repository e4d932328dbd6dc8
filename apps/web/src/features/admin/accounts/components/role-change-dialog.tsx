import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type AdminUser, ROLE_ADMIN } from '@roadhire/shared';
import { accountsTexts as t } from '../texts';
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
  const removing = user?.role === ROLE_ADMIN;
  const name = user ? fullName(user) : '';
  return (
    <Modal opened={user !== null} onClose={onClose} title={removing ? t.removeTitle : t.grantTitle} centered>
      {user && (
        <Stack gap="md">
          <Text>{removing ? t.removeConfirm(name, user.email) : t.grantConfirm(name, user.email)}</Text>
          {removing && isSelf && <Text fw={500}>{t.removeSelfConfirm}</Text>}
          {error && (
            <Alert color="red" role="alert" title={t.changeFailed}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button color={removing ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
              {removing ? t.remove : t.grant}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
