import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { messages, STAGE_MESSAGE_MAX_LENGTH, type StageWithDriverMessage } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { stageMessageQuery } from '../api/applicant-file-api';
import { fileTexts } from '../texts';

const t = fileTexts.stageMessage;

export interface StageMessageChoice {
  send_message: boolean;
  message_text?: string;
}

/**
 * Before a move to interview, hired or rejected: the message the driver will get, which the
 * recruiter may rewrite, or choose not to send. Confirming moves the stage.
 */
export function StageMessageModal({
  applicationId,
  stage,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  applicationId: string;
  stage: StageWithDriverMessage;
  busy: boolean;
  /** The server's refusal of the move, shown in the dialog. */
  error: string | null;
  onConfirm: (choice: StageMessageChoice) => void;
  onCancel: () => void;
}) {
  const preview = useQuery(stageMessageQuery(applicationId, stage));
  return (
    <Modal opened onClose={onCancel} title={t.title} size="lg">
      {preview.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t.loading}</Text>
        </Group>
      ) : preview.isError ? (
        <Alert color="red" role="alert">
          {t.loadFailed}
        </Alert>
      ) : (
        <MessageForm
          key={stage}
          to={preview.data.to}
          subject={preview.data.subject}
          defaultText={preview.data.text}
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

function MessageForm({
  to,
  subject,
  defaultText,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  to: string;
  subject: string;
  defaultText: string;
  busy: boolean;
  error: string | null;
  onConfirm: (choice: StageMessageChoice) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(defaultText);
  const [send, setSend] = useState(true);
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (!send) return onConfirm({ send_message: false });
    if (text.trim() === '') return setMissing(true);
    onConfirm({ send_message: true, message_text: text });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        <strong>{t.to}:</strong> {to}
      </Text>
      <Text size="sm">
        <strong>{t.subject}:</strong> {subject}
      </Text>
      <Textarea
        label={t.text}
        rows={10}
        maxLength={STAGE_MESSAGE_MAX_LENGTH}
        value={text}
        disabled={!send}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? messages.adminApplications.messageRequired : undefined}
      />
      <Checkbox label={t.send} checked={send} onChange={(event) => setSend(event.currentTarget.checked)} />
      {!send && (
        <Text size="sm" c="dimmed">
          {t.notSent}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button onClick={confirm} loading={busy}>
          {t.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
