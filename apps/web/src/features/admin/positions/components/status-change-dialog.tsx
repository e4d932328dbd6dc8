import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminPosition } from '@roadhire/shared';
import { errorText } from '../../../../lib/api-client';
import { useSavePosition } from '../api/admin-positions-api';
import { positionInputOf } from '../position-input';
import { positionsTexts } from '../texts';

const t = positionsTexts.statusChange;

/** An open or expired position can be closed; a closed one reopened. */
export const nextStatusOf = (position: AdminPosition) => (position.p_status === 'closed' ? 'open' : 'closed');

export const statusActionLabel = (position: AdminPosition) =>
  nextStatusOf(position) === 'closed' ? t.close : t.reopen;

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
          onChanged(saved, closing ? t.closed(saved.p_position_title) : t.reopened(saved.p_position_title));
        },
      },
    );
  };
  return (
    <Modal opened={position !== null} onClose={dismiss} title={closing ? t.closeTitle : t.reopenTitle} centered>
      {position && (
        <Stack gap="md">
          <Text>
            {closing
              ? t.closeBody(position.p_position_title, position.p_position_number)
              : t.reopenBody(position.p_position_title, position.p_position_number)}
          </Text>
          {save.isError && <Alert color="red">{errorText(save.error, t.failed)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              {t.cancel}
            </Button>
            <Button color={closing ? 'red' : undefined} loading={save.isPending} onClick={confirm}>
              {closing ? t.confirmClose : t.confirmReopen}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
