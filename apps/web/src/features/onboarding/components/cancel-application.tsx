import { Alert, Button, Stack } from '@mantine/core';
import { PIPELINE_IN_PROGRESS } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { useT } from '../../../lib/i18n/locale';
import { noticeState } from '../../../lib/route-notice';
import { announceProfileUpdated, readSession, saveMe, useSession } from '../../../lib/session';
import { cancelApplication } from '../api/cancel-application';
import { onboardingQueryOptions } from '../api/get-onboarding';
import { ConfirmDialog } from './confirm-dialog';

/** SPEC §4, §8: cancelling (after a confirm) returns to / with 'Application cancelled'. */
export function CancelApplication({ applicationId }: { applicationId: number }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const cancel = useMutation({
    mutationFn: () => cancelApplication(applicationId),
    onSuccess: async () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: onboardingQueryOptions(applicationId).queryKey });
      // The top bar comes back once `me` no longer says an application is in progress (SPEC §2).
      const fresh = await queryClient
        .fetchQuery({ ...profileQueryOptions(userId), staleTime: 0 })
        .catch(() => undefined);
      const me = readSession().me;
      if (fresh) saveMe(fresh);
      else if (me?.pipeline_status === PIPELINE_IN_PROGRESS) saveMe({ ...me, pipeline_status: null });
      announceProfileUpdated();
      navigate(paths.home.href(), { state: noticeState(t('onboarding.cancelled'), 'success') });
    },
    onError: () => setConfirming(false),
  });
  return (
    <Stack gap="xs" w={{ base: '100%', xs: 'auto' }}>
      <Button
        variant="outline"
        color="red"
        onClick={() => {
          cancel.reset();
          setConfirming(true);
        }}
      >
        {t('onboarding.cancelApplication')}
      </Button>
      {cancel.isError && (
        <Alert color="red" role="alert">
          {t('onboarding.cancelFailed')}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        question={t('onboarding.cancelConfirm')}
        // 'Cancel' would read both ways here: each button says what it does to the application.
        confirmLabel={t('onboarding.confirmCancel')}
        dismissLabel={t('onboarding.keepApplication')}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
