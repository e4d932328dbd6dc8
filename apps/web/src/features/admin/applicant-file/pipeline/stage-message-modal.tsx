import { Alert, Button, Checkbox, Group, List, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { STAGE_MESSAGE_MAX_LENGTH, type StageWithDriverMessage } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/locale';
import { stageMessageQuery } from '../api/applicant-file-api';
import { hireCheckQuery } from '../api/clearinghouse-api';

export interface StageMessageChoice {
  send_message: boolean;
  message_text?: string;
}

/**
 * Before a move to interview, hired or rejected: the message the driver will get, which the
 * recruiter may rewrite, or choose not to send. Confirming moves the stage. A move to Hired is
 * checked first (the Clearinghouse step, decision 029): a hire that cannot happen on that day is
 * said at once, and no message is asked for.
 */
export function StageMessageModal({
  applicationId,
  stage,
  hiredOn,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  applicationId: string;
  stage: StageWithDriverMessage;
  /** With the Hired stage: the hire date chosen. */
  hiredOn?: string | undefined;
  busy: boolean;
  /** The server's refusal of the move, shown in the dialog. */
  error: string | null;
  onConfirm: (choice: StageMessageChoice) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const preview = useQuery(stageMessageQuery(applicationId, stage));
  const hiring = stage === 'hired' && Boolean(hiredOn);
  const check = useQuery({ ...hireCheckQuery(applicationId, hiredOn ?? ''), enabled: hiring });
  const refused = hiring && check.data && !check.data.allowed ? check.data : undefined;
  const loading = preview.isPending || (hiring && check.isPending);
  return (
    <Modal opened onClose={onCancel} title={t('adminApplications.stageMessage.title')} size="lg">
      {loading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">
            {hiring && check.isPending ? t('hiring.file.checkingHire') : t('adminApplications.stageMessage.loading')}
          </Text>
        </Group>
      ) : refused ? (
        <Stack gap="sm">
          <Alert color="red" role="alert" title={t('hiring.file.cannotHire', { date: refused.hired_on })}>
            <List size="sm">
              {refused.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('adminApplications.stageMessage.cancel')}
            </Button>
          </Group>
        </Stack>
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
