import { Divider, Notification, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { useId, useState } from 'react';
import { fileTexts } from '../texts';
import { EventHistory } from './event-history';
import { NoteForm } from './note-form';
import { StageForm } from './stage-form';

/** Where recruiters act: the stage (submitted applications only), notes and the history. */
export function PipelinePanel({ file }: { file: AdminApplicantFile }) {
  const { application } = file;
  const id = String(application.id);
  const titleId = useId();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {fileTexts.pipeline}
        </Title>
        {confirmation && (
          <Notification
            role="status"
            color="green"
            withBorder
            closeButtonProps={{ 'aria-label': fileTexts.dismiss }}
            onClose={() => setConfirmation(null)}
          >
            {confirmation}
          </Notification>
        )}
        {application.status === 'submitted' ? (
          <StageForm
            key={application.recruiter_stage ?? 'none'}
            applicationId={id}
            current={application.recruiter_stage}
            onDone={setConfirmation}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {application.status === 'cancelled' ? fileTexts.cancelledLine : fileTexts.inProgressLine}
          </Text>
        )}
        <Divider />
        <NoteForm applicationId={id} onDone={setConfirmation} />
        <Divider />
        <EventHistory events={file.events} />
      </Stack>
    </Paper>
  );
}
