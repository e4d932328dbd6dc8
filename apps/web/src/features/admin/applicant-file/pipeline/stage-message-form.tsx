import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { STAGE_MESSAGE_MAX_LENGTH } from '@roadhire/shared';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/locale';

/** What the recruiter chose: to send the message to the driver, and its text as rewritten. */
export interface StageMessageChoice {
  send_message: boolean;
  message_text?: string;
}

/** The message's address, subject and text, editable, with the choice not to send it. */
export function StageMessageForm({
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
