import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_GLOBAL, type EarlyTaps } from '@roadhire/shared';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: EarlyTaps;
  }
}

/**
 * A button of a server-rendered page that needs the app: spread the result on it. A tap made while
 * the page was painted but its code still on the way was kept by the page's head script (see
 * `early-taps` in the shared package); once this button is taken over, the tap is carried out.
 * From then on the button answers taps itself.
 */
export function useEarlyTap<T extends HTMLElement>(onTap: () => void) {
  const ref = useRef<T>(null);
  const kept = useRef(false);
  const latestOnTap = useRef(onTap);
  useLayoutEffect(() => {
    latestOnTap.current = onTap;
  });
  // As the hydration is committed, before the browser takes another tap: this button answers taps now.
  useLayoutEffect(() => {
    const taps = window[EARLY_TAPS_GLOBAL];
    const button = ref.current;
    if (!taps || !button) return;
    taps.ready.add(button);
    const index = taps.pending.indexOf(button);
    if (index < 0) return;
    taps.pending.splice(index, 1);
    button.removeAttribute('aria-busy');
    kept.current = true;
  }, []);
  // The kept tap once the page shows what this browser holds (the session, read after the
  // hydration, which draws what the server drew) and every part is in place.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !kept.current) return;
    kept.current = false;
    latestOnTap.current();
  }, [hydrated]);
  return { ref, [EARLY_TAP_ATTRIBUTE]: '' };
}

const subscribeToNothing = () => () => {};

/** False while the page is hydrated (as on the server), true in the render that follows it and after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
