import { useRef } from 'react';
import { useSubmitOnboarding } from '../api/submit-onboarding';
import type { OnboardingForm } from '../step-contract';
import { useCompletedRedirect } from '../use-completed-redirect';
import type { SignBody } from './signing-answers';

/** The final calls with the signature (SPEC §7), run once, then the redirect once they succeed. */
export function useFinalSubmit(applicationId: number, userId: number, form: OnboardingForm) {
  const submit = useSubmitOnboarding(applicationId, userId);
  // A second tap before the page redraws would start a second submit: one runs at a time.
  const submitting = useRef(false);
  useCompletedRedirect(submit.isSuccess);
  const sign = (signature: SignBody) => {
    if (submitting.current) return;
    submitting.current = true;
    submit.mutate(
      { values: form.getValues(), signature },
      {
        onError: (error) => {
          submitting.current = false;
          console.error('Onboarding: the final save failed', error);
        },
      },
    );
  };
  return { submit, sign };
}
