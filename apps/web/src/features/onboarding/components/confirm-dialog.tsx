import { Button, Group, Modal } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';

const FILL = { flex: '1 1 auto' } as const;

/**
 * A yes/no confirmation (SPEC §5, §8): the question, then OK or Cancel, or buttons named for what
 * they do where 'Cancel' would be ambiguous.
 */
export function ConfirmDialog({
  opened,
  question,
  busy = false,
  confirmLabel,
  dismissLabel,
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
  const t = useT();
  return (
    // The question is the dialog's title, so it names the dialog (aria-labelledby).
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered title={question}>
      {/* Both fill the row, and stack when their labels do not fit side by side (a phone). */}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy} style={FILL}>
          {dismissLabel ?? t('onboarding.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy} style={FILL}>
          {confirmLabel ?? t('onboarding.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
