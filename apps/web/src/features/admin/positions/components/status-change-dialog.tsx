import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminPosition } from '@roadhire/shared';
import { errorText } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { useSavePosition } from '../api/admin-positions-api';
import { positionInputOf } from '../position-input';

/** An open or expired position can be closed; a closed one reopened. */
export const nextStatusOf = (position: AdminPosition) => (position.p_status === 'closed' ? 'open' : 'closed');

/** The id of the button's text that closes or reopens the position. */
export const statusActionLabel = (position: AdminPosition) =>
  nextStatusOf(position) === 'closed'
    ? ('adminPositions.statusChange.close' as const)
    : ('adminPositions.statusChange.reopen' as const);

/**
 * Asks before closing or reopening a position, naming it, then writes the whole position back
 * with the new status (the API replaces a position as a whole).
 */
export function StatusChangeDialog({
  position,
  onClose,
  onChanged,
}: {
  position: AdminPosition | null;
  onClose: () => void;
  onChanged: (saved: AdminPosition, notice: string) => void;
}) {
  const save = useSavePosition();
  const t = useT();
  const closing = position ? nextStatusOf(position) === 'closed' : true;
  const dismiss = () => {
    save.reset();
    onClose();
  };
  const confirm = () => {
    if (!position) return;
    save.mutate(
      { id: position.p_id, input: { ...positionInputOf(position), p_status: nextStatusOf(position) } },
      {
        onSuccess: (saved) => {
          save.reset();
          onChanged(
            saved,
            closing
              ? t('adminPositions.statusChange.closed', { title: saved.p_position_title })
              : t('adminPositions.statusChange.reopened', { title: saved.p_position_title }),
          );
        },
      },
    );
  };
  return (
    <Modal
      opened={position !== null}
      onClose={dismiss}
      title={closing ? t('adminPositions.statusChange.closeTitle') : t('adminPositions.statusChange.reopenTitle')}
      centered
    >
      {position && (
        <Stack gap="md">
          <Text>
            {closing
              ? t('adminPositions.statusChange.closeBody', {
                  title: position.p_position_title,
                  number: position.p_position_number,
                })
              : t('adminPositions.statusChange.reopenBody', {
                  title: position.p_position_title,
                  number: position.p_position_number,
                })}
          </Text>
          {save.isError && <Alert color="red">{errorText(save.error, t('adminPositions.statusChange.failed'))}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              {t('adminPositions.statusChange.cancel')}
            </Button>
            <Button color={closing ? 'red' : undefined} loading={save.isPending} onClick={confirm}>
              {closing ? t('adminPositions.statusChange.confirmClose') : t('adminPositions.statusChange.confirmReopen')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
