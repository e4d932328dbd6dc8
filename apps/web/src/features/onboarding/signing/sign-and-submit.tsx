import { Alert, Stack } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { submitRefusal, type useSubmitOnboarding } from '../api/submit-onboarding';
import { SubmittingOverlay } from '../components/submitting-overlay';
import { SigningFlow } from './signing-flow';

/**
 * Decision 016: the driver reads the whole application and the notices, and signs, before the
 * final calls; then the submit's progress and any refusal are shown under the flow.
 */
export function SignAndSubmit({
  submit,
  ...flow
}: Omit<ComponentProps<typeof SigningFlow>, 'pending'> & { submit: ReturnType<typeof useSubmitOnboarding> }) {
  const t = useT();
  const tx = useSayMessage();
  return (
    <Stack gap="lg">
      <SigningFlow {...flow} pending={submit.isPending || submit.isSuccess} />
      {submit.isError && (
        <Alert color="red" role="alert">
          {t('onboarding.saveFailed')} {tx(submitRefusal(submit.error))}
        </Alert>
      )}
      {(submit.isPending || submit.isSuccess) && (
        <SubmittingOverlay
          busy={submit.isPending}
          message={
            submit.offline
              ? t('onboarding.submitOffline')
              : submit.isPending
                ? t('onboarding.submitting')
                : t('onboarding.completed')
          }
        />
      )}
    </Stack>
  );
}
