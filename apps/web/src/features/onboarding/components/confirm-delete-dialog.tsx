import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@roadhire/shared';

const text = messages.onboarding;

/** A yes/no confirmation before a row is deleted (SPEC §2 steps 5 and 9). */
export function ConfirmDeleteDialog({
  question,
  opened,
  onConfirm,
  onClose,
}: {
  question: string;
  opened: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={question} centered>
      <Text size="sm" mb="md">
        {question}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {text.delete}
        </Button>
      </Group>
    </Modal>
  );
}
