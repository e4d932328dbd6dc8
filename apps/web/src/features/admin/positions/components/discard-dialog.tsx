import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../../../lib/i18n/locale';

/** Cancel asks before it throws the position's edits away. */
export function DiscardDialog({
  opened,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onKeep} title={t('adminPositions.editor.discardTitle')} centered>
      <Stack gap="md">
        <Text>{t('adminPositions.editor.discardBody')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep}>
            {t('adminPositions.editor.keepEditing')}
          </Button>
          <Button color="red" onClick={onDiscard}>
            {t('adminPositions.editor.discard')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
