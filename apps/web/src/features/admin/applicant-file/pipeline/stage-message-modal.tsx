import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import type { StageWithDriverMessage } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../../lib/i18n/locale';
import { stageMessageQuery } from '../api/applicant-file-api';
import { hireCheckQuery } from '../api/clearinghouse-api';
import { type StageMessageChoice, StageMessageForm } from './stage-message-form';

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
        <StageMessageForm
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
