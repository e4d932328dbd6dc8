import { Button, Group, Modal } from '@mantine/core';
import { messages } from '@roadhire/shared';

const FILL = { flex: '1 1 auto' } as const;

/**
 * A yes/no confirmation (SPEC §5, §8): the question, then OK or Cancel, or buttons named for what
 * they do where 'Cancel' would be ambiguous.
 */
export function ConfirmDialog({
  opened,
  question,
  busy = false,
  confirmLabel = messages.onboarding.ok,
  dismissLabel = messages.onboarding.cancel,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  question: string;
  busy?: boolean;
  confirmLabel?: string;
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    // The question is the dialog's title, so it names the dialog (aria-labelledby).
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered title={question}>
      {/* Both fill the row, and stack when their labels do not fit side by side (a phone). */}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy} style={FILL}>
          {dismissLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} style={FILL}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
