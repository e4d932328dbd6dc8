import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminStageChange,
  AdminStageChangeSchema,
  isStageWithDriverMessage,
  type RecruiterStage,
  type StageWithDriverMessage,
} from '@roadhire/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText, isApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { useChangeStage } from '../api/applicant-file-api';
import type { StageMessageChoice } from './stage-message-form';

export type StageFormValues = z.input<typeof AdminStageChangeSchema>;

/** 409: the move does not fit the application as it now stands; the panel says why. */
export const isRefusal = (error: unknown) => isApiError(error) && error.status === 409;

/**
 * The stage form and its move (decision 008): the same stage is refused at once; a move to
 * interview, hired or rejected waits in `asking` for the message to the driver to be confirmed.
 */
export function useStageMove({
  applicationId,
  current,
  onDone,
  onRefused,
}: {
  applicationId: string;
  current: RecruiterStage | null;
  onDone: (message: string) => void;
  onRefused: (message: string) => void;
}) {
  const t = useT();
  const change = useChangeStage(applicationId);
  const [asking, setAsking] = useState<{
    stage: StageWithDriverMessage;
    note: AdminStageChange['note'];
    hired_on: AdminStageChange['hired_on'];
  } | null>(null);
  const form = useForm<StageFormValues, unknown, AdminStageChange>({
    resolver: zodResolver(AdminStageChangeSchema),
    defaultValues: { stage: current ?? 'submitted', note: '' },
  });
  // The stage this file showed goes along: a move from a stage the application has since left is refused.
  const move = (body: StageFormValues, sent: boolean) =>
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
  return { form, change, asking, cancel: () => setAsking(null), submit, confirm };
}
