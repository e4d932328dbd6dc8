import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  type AdminStageChange,
  AdminStageChangeSchema,
  isStageWithDriverMessage,
  RECRUITER_STAGES,
  type RecruiterStage,
  type StageWithDriverMessage,
} from '@roadhire/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText, isApiError } from '../../../../lib/api-client';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { useChangeStage } from '../api/applicant-file-api';
import { type StageMessageChoice, StageMessageModal } from './stage-message-modal';

type StageForm = z.input<typeof AdminStageChangeSchema>;

/**
 * Moves a submitted application to another recruiter stage, with an optional note (decision 008).
 * A move to interview, hired or rejected first shows the message to the driver.
 */
export function StageForm({
  applicationId,
  current,
  onDone,
  onRefused,
}: {
  applicationId: string;
  current: RecruiterStage | null;
  onDone: (message: string) => void;
  /** The server refused the move as it stands (409): the application moved on, or cannot move. */
  onRefused: (message: string) => void;
}) {
  const t = useT();
  const sayMessage = useSayMessage();
  const options = RECRUITER_STAGES.map((stage) => ({ value: stage, label: t(`adminApplications.stages.${stage}`) }));
  const titleId = useId();
  const change = useChangeStage(applicationId);
  const [asking, setAsking] = useState<{
    stage: StageWithDriverMessage;
    note: AdminStageChange['note'];
    hired_on: AdminStageChange['hired_on'];
  } | null>(null);
  const form = useForm<StageForm, unknown, AdminStageChange>({
    resolver: zodResolver(AdminStageChangeSchema),
    defaultValues: { stage: current ?? 'submitted', note: '' },
  });
  // The stage this file showed goes along: a move from a stage the application has since left is refused.
  const move = (body: StageForm, sent: boolean) =>
    change.mutateAsync({ ...body, from_stage: current } as AdminStageChange).then(
      (result) => {
        setAsking(null);
        form.reset({ stage: result.recruiter_stage, note: '' });
        const changed = t('adminApplications.file.stageChanged', {
          stage: t(`adminApplications.stages.${result.recruiter_stage}`),
        });
        onDone(sent ? `${changed} ${t('adminApplications.stageMessage.sentNote')}` : changed);
      },
      (error: unknown) => {
        if (!isRefusal(error)) return;
        setAsking(null);
        onRefused(errorText(error, t('adminApplications.file.stageFailed')));
      },
    );
  const seen = current ?? 'submitted';
  const hiring = form.watch('stage') === 'hired';
  const submit = form.handleSubmit(({ stage, note, hired_on }) => {
    if (stage === seen) {
      form.setError('stage', { message: t('adminApplications.sameStage') });
      return;
    }
    if (isStageWithDriverMessage(stage)) {
      change.reset();
      setAsking({ stage, note, hired_on });
      return;
    }
    return move({ stage, note, hired_on }, false);
  });
  const confirm = (choice: StageMessageChoice) => {
    if (!asking) return;
    return move({ stage: asking.stage, note: asking.note, hired_on: asking.hired_on, ...choice }, choice.send_message);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('adminApplications.file.changeStageTitle')}
        </Title>
        <NativeSelect
          label={t('adminApplications.file.stageSelect')}
          data={options}
          {...form.register('stage')}
          error={sayMessage(form.formState.errors.stage?.message)}
        />
        {/* The carrier's 30 days for the previous-employer checks run from this day (49 CFR 391.23). */}
        {hiring && (
          <TextInput
            type="date"
            label={t('hiring.file.hireDate')}
            required
            {...form.register('hired_on', { setValueAs: (value: string) => value || undefined })}
            error={sayMessage(form.formState.errors.hired_on?.message)}
            style={{ maxWidth: 220 }}
          />
        )}
        <Textarea
          label={t('adminApplications.file.stageNote')}
          rows={3}
          {...form.register('note')}
          error={sayMessage(form.formState.errors.note?.message)}
        />
        {change.isError && !asking && !isRefusal(change.error) && (
          <Alert color="red" role="alert">
            {errorText(change.error, t('adminApplications.file.stageFailed'))}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('adminApplications.file.changeStage')}
        </Button>
      </Stack>
      {asking && (
        <StageMessageModal
          applicationId={applicationId}
          stage={asking.stage}
          hiredOn={asking.hired_on}
          busy={change.isPending}
          error={change.isError ? errorText(change.error, t('adminApplications.file.stageFailed')) : null}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      )}
    </form>
  );
}

/** 409: the move does not fit the application as it now stands; the panel says why. */
const isRefusal = (error: unknown) => isApiError(error) && error.status === 409;
