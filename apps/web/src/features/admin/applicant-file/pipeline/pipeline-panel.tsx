import { Alert, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { useId, useState } from 'react';
import { useCan } from '../../../../lib/api/get-admin-me';
import { useT } from '../../../../lib/i18n/locale';
import { ConfirmationNotice } from '../components/confirmation-notice';
import { EventHistory } from './event-history';
import { NoteForm } from './note-form';
import { OwnerControl } from './owner-control';
import { StageForm } from './stage-form';

/** Where recruiters act: the stage (submitted applications only), notes and the history. */
export function PipelinePanel({ file }: { file: AdminApplicantFile }) {
  const t = useT();
  const { application } = file;
  const id = String(application.id);
  const titleId = useId();
  // A member who reads applicants without acting on them (Compliance) sees the history alone.
  const canAct = useCan('applicants.act');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // Said here, not in the stage form: a refused move reads the file again, and a file that moved
  // on draws a new form for its new stage.
  const [refusal, setRefusal] = useState<string | null>(null);
  const done = (message: string) => {
    setRefusal(null);
    setConfirmation(message);
  };
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('adminApplications.file.pipeline')}
        </Title>
        {confirmation && <ConfirmationNotice onClose={() => setConfirmation(null)}>{confirmation}</ConfirmationNotice>}
        {refusal && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel={t('adminApplications.file.dismiss')}
            onClose={() => setRefusal(null)}
          >
            {refusal}
          </Alert>
        )}
        <OwnerControl key={file.owner?.id ?? 'none'} applicationId={application.id} owner={file.owner} onDone={done} />
        <Divider />
        {!canAct ? null : application.status === 'submitted' ? (
          <StageForm
            key={application.recruiter_stage ?? 'none'}
            applicationId={id}
            current={application.recruiter_stage}
            onDone={done}
            onRefused={(message) => {
              setConfirmation(null);
              setRefusal(message);
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {application.status === 'cancelled'
              ? t('adminApplications.file.cancelledLine')
              : t('adminApplications.file.inProgressLine')}
          </Text>
        )}
        {canAct && (
          <>
            <Divider />
            <NoteForm applicationId={id} onDone={done} />
            <Divider />
          </>
        )}
        <EventHistory events={file.events} />
      </Stack>
    </Paper>
  );
}
