import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft } from './api/save-draft';
import type { OnboardingForm } from './step-contract';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Decision 007: the draft is saved on every move without holding the candidate up. A failure is
 * shown quietly; the next save sends everything again, so nothing is lost by skipping a retry.
 * Only the latest save's answer sets the status (an older one may arrive after it).
 */
export function useDraftSaver(applicationId: number, form: OnboardingForm, currentStep: number) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(0);
  const stepNow = useRef(currentStep);
  stepNow.current = currentStep;

  const save = useCallback(
    (step: number) => {
      const attempt = ++latest.current;
      setStatus('saving');
      const settle = (next: SaveStatus) => () => {
        if (attempt === latest.current) setStatus(next);
      };
      saveDraft(applicationId, { step, data: form.getValues() }).then(settle('saved'), settle('failed'));
    },
    [applicationId, form],
  );

  // Best effort when the page goes to the background (the driver switches apps or locks the phone).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(stepNow.current);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [save]);

  return { status, save };
}
