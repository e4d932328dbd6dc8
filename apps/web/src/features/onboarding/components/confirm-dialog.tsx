import { Button, Group, Modal } from '@mantine/core';
import { messages } from '@roadhire/shared';

/** A yes/no confirmation (SPEC §5, §8): the question, then OK or Cancel. */
export function ConfirmDialog({
  opened,
  question,
  busy = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  question: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    // The question is the dialog's title, so it names the dialog (aria-labelledby).
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered title={question}>
      <Group justify="flex-end" gap="sm" grow>
        <Button variant="default" onClick={onClose} disabled={busy}>
          {messages.onboarding.cancel}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {messages.onboarding.ok}
        </Button>
      </Group>
    </Modal>
  );
}
