import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { STAGE_MESSAGE_MAX_LENGTH, type StageWithDriverMessage } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/locale';
import { stageMessageQuery } from '../api/applicant-file-api';

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
  const t = useT();
  const preview = useQuery(stageMessageQuery(applicationId, stage));
  return (
    <Modal opened onClose={onCancel} title={t('adminApplications.stageMessage.title')} size="lg">
      {preview.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('adminApplications.stageMessage.loading')}</Text>
        </Group>
      ) : preview.isError ? (
        <Alert color="red" role="alert">
          {t('adminApplications.stageMessage.loadFailed')}
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
  const t = useT();
  const labelled = (label: string) => t('careers.labelled', { label });
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
        <strong>{labelled(t('adminApplications.stageMessage.to'))}</strong> {to}
      </Text>
      <Text size="sm">
        <strong>{labelled(t('adminApplications.stageMessage.subject'))}</strong> {subject}
      </Text>
      <Textarea
        label={t('adminApplications.stageMessage.text')}
        rows={10}
        maxLength={STAGE_MESSAGE_MAX_LENGTH}
        value={text}
        disabled={!send}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? t('adminApplications.messageRequired') : undefined}
      />
      <Checkbox
        label={t('adminApplications.stageMessage.send')}
        checked={send}
        onChange={(event) => setSend(event.currentTarget.checked)}
      />
      {!send && (
        <Text size="sm" c="dimmed">
          {t('adminApplications.stageMessage.notSent')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('adminApplications.stageMessage.cancel')}
        </Button>
        <Button onClick={confirm} loading={busy}>
          {t('adminApplications.stageMessage.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
