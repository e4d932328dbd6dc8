import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { type AdminStageChange, AdminStageChangeSchema, RECRUITER_STAGES, type RecruiterStage } from '@roadhire/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../../lib/api-client';
import { useChangeStage } from '../api/applicant-file-api';
import { fileTexts } from '../texts';

type StageForm = z.input<typeof AdminStageChangeSchema>;

const options = RECRUITER_STAGES.map((stage) => ({ value: stage, label: fileTexts.stages[stage] }));

/** Moves a submitted application to another recruiter stage, with an optional note (decision 008). */
export function StageForm({
  applicationId,
  current,
  onDone,
}: {
  applicationId: string;
  current: RecruiterStage | null;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const change = useChangeStage(applicationId);
  const form = useForm<StageForm, unknown, AdminStageChange>({
    resolver: zodResolver(AdminStageChangeSchema),
    defaultValues: { stage: current ?? 'submitted', note: '' },
  });
  const submit = form.handleSubmit((values) =>
    change.mutateAsync(values).then(
      (result) => {
        form.reset({ stage: result.recruiter_stage, note: '' });
        onDone(fileTexts.stageChanged(fileTexts.stages[result.recruiter_stage]));
      },
      () => undefined,
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {fileTexts.changeStageTitle}
        </Title>
        <NativeSelect
          label={fileTexts.stageSelect}
          data={options}
          {...form.register('stage')}
          error={form.formState.errors.stage?.message}
        />
        <Textarea
          label={fileTexts.stageNote}
          rows={3}
          {...form.register('note')}
          error={form.formState.errors.note?.message}
        />
        {change.isError && (
          <Alert color="red" role="alert">
            {errorText(change.error, fileTexts.stageFailed)}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {fileTexts.changeStage}
        </Button>
      </Stack>
    </form>
  );
}
