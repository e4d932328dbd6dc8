import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { type ApplyRequest, JobIdParamsSchema, PIPELINE_COMPLETED, positionIn } from '@roadhire/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { homePathIn } from '../../../config/paths';
import { openPositionQueryOptions } from '../../../lib/api/get-open-position';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { errorText, isSessionRefused } from '../../../lib/api-client';
import { forgetFormDraft } from '../../../lib/form-draft';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { clearPendingJobId } from '../../../lib/pending-job';
import { readSession, saveMe, useSession } from '../../../lib/session';
import { useLeaveSession } from '../../../lib/use-leave-session';
import { useSubmitApplication } from '../api/submit-application';
import { applyOutcome } from '../apply-outcome';
import { ApplyForm } from '../components/apply-form';
import { FeedbackAlert } from '../components/feedback-alert';
import { applyDraftKeys, isEligible } from '../form-schema';

export function ApplyPage() {
  const t = useT();
  const { locale } = useLocale();
  const jobId = JobIdParamsSchema.safeParse(useParams()).data?.jobId;
  const { userId } = useSession();
  const position = useQuery({ ...openPositionQueryOptions(jobId ?? 0), enabled: jobId !== undefined });
  const profile = useQuery(profileQueryOptions(userId));
  const submit = useSubmitApplication();
  const [notEligible, setNotEligible] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaveSession = useLeaveSession();
  const appliedStatus = useRef<number | null>(null);

  // The new pipeline_status reaches `me` (and the profile) only once this page has gone: while it
  // is on screen, its redirect guard would act on it and send the candidate off first (SPEC §4).
  useEffect(
    () => () => {
      const status = appliedStatus.current;
      const me = readSession().me;
      if (status === null) return;
      if (me) saveMe({ ...me, pipeline_status: status });
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId).queryKey });
    },
    [queryClient, userId],
  );

  // SPEC §8: a job that cannot be loaded is only logged; the screen stays on 'Loading job info...'.
  useEffect(() => {
    if (jobId === undefined) console.error('Apply: not a position id');
    if (position.error) console.error('Apply: the position could not be loaded', position.error);
  }, [jobId, position.error]);

  const refused = isSessionRefused(profile.error) || isSessionRefused(submit.error);
  useEffect(() => {
    if (refused) leaveSession(t('session.timedOut'));
  }, [refused, leaveSession, t]);

  if (!position.data || profile.isPending) {
    return <PageIntro title={t('applyPage.title')} lead={t('apply.loadingJob')} />;
  }

  const send = (request: ApplyRequest) => {
    // SPEC §5: a No to a gate question ends here; nothing is sent.
    setNotEligible(!isEligible(request));
    if (!isEligible(request)) return submit.reset();
    submit.mutate(request, {
      onSuccess: (response) => {
        clearPendingJobId();
        const drafts = applyDraftKeys(userId, request.job_id);
        forgetFormDraft(drafts.answers);
        forgetFormDraft(drafts.resume);
        appliedStatus.current = response.pipeline_status;
        const { to, state } = applyOutcome(response, { t, locale });
        navigate(to, { state });
      },
    });
  };

  const heading = (
    <Title order={1}>
      {t('apply.heading')}{' '}
      <Text span inherit c="blue.8">
        {positionIn(position.data, locale).p_position_title}
      </Text>
    </Title>
  );

  // SPEC §4: a driver whose application is completed cannot apply again; say so before any question.
  if (profile.data?.pipeline_status === PIPELINE_COMPLETED) {
    return (
      <Stack gap="lg" maw={880} mx="auto" align="flex-start">
        {heading}
        <Alert color="orange" w="100%">
          {t('apply.alreadyCompleted')}
        </Alert>
        <Button component={Link} to={homePathIn(locale)} variant="default" size="md">
          {t('apply.backToPositions')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={880} mx="auto">
      {heading}
      <ApplyForm
        jobId={position.data.p_id}
        userId={userId}
        profile={profile.data}
        submitting={submit.isPending}
        onSubmit={send}
        feedback={
          <>
            {notEligible && <FeedbackAlert>{t('apply.notEligible')}</FeedbackAlert>}
            {submit.isError && !refused && <FeedbackAlert>{errorText(submit.error, t('apply.failed'))}</FeedbackAlert>}
          </>
        }
      />
    </Stack>
  );
}
