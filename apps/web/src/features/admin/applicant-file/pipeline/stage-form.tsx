import { Alert, Button, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { RECRUITER_STAGES, type RecruiterStage } from '@roadhire/shared';
import { useId } from 'react';
import { useCan } from '../../../../lib/api/get-admin-me';
import { errorText } from '../../../../lib/api-client';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { StageMessageModal } from './stage-message-modal';
import { isRefusal, useStageMove } from './use-stage-move';

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
  // Moving to Hired also needs the hiring permission (decision 033): without it, it is not offered.
  const canHire = useCan('hiring');
  const options = RECRUITER_STAGES.filter((stage) => stage !== 'hired' || canHire || current === 'hired').map(
    (stage) => ({ value: stage, label: t(`adminApplications.stages.${stage}`) }),
  );
  const titleId = useId();
  const { form, change, asking, cancel, submit, confirm } = useStageMove({ applicationId, current, onDone, onRefused });
  const hiring = form.watch('stage') === 'hired';
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
          onCancel={cancel}
        />
      )}
    </form>
  );
}
