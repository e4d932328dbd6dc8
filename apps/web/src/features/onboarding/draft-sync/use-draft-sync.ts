import { useEffect, useRef, useState } from 'react';
import type { OnboardingForm, OnboardingValues } from '../step-contract';
import { type DraftConflict, DraftSync, type DraftSyncOptions, type SyncStatus } from './draft-sync';

/** How often an open page checks whether the session has timed out (SPEC §4). */
const SESSION_CHECK_MS = 15_000;

type Start = Omit<DraftSyncOptions, 'read' | 'apply' | 'onStatus' | 'onConflict' | 'onStopped'> & {
  conflict?: DraftConflict;
};

/**
 * The onboarding page's side of decision 010: every change of the form goes to a DraftSync, which
 * is flushed with keepalive when the page is hidden or closed, and resumed when the network is back.
 */
export function useDraftSync(form: OnboardingForm, start: Start) {
  const [status, setStatus] = useState<SyncStatus>(start.dirty ? 'pending' : 'idle');
  const [conflict, setConflict] = useState<DraftConflict | undefined>(start.conflict);
  const [stopped, setStopped] = useState(false);
  // Answers put in from elsewhere redraw the step, so nothing on screen shows the older ones.
  const [generation, setGeneration] = useState(0);
  const applying = useRef(false);
  const [sync] = useState(
    () =>
      new DraftSync({
        ...start,
        read: () => form.getValues(),
        apply: (values: OnboardingValues) => {
          applying.current = true;
          try {
            form.reset(values);
          } finally {
            applying.current = false;
          }
        },
        onStatus: setStatus,
        onConflict: (next: DraftConflict) => {
          setConflict(next);
          setGeneration((value) => value + 1);
        },
        onStopped: () => setStopped(true),
      }),
  );

  useEffect(() => {
    const subscription = form.watch(() => {
      if (!applying.current) sync.changed();
    });
    return () => subscription.unsubscribe();
  }, [form, sync]);

  useEffect(() => {
    sync.attach();
    // Answers restored from this browser go to the server as soon as the page is up.
    sync.flush();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') sync.flush({ keepalive: true });
    };
    const onPageHide = () => sync.flush({ keepalive: true });
    const onOnline = () => sync.resume();
    const check = setInterval(() => sync.checkSession(), SESSION_CHECK_MS);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(check);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      // Leaving the page (Home, Back): what is not saved yet goes now.
      sync.flush();
      sync.dispose();
    };
  }, [sync]);

  return { sync, status, conflict, dismissConflict: () => setConflict(undefined), stopped, generation };
}
