import { EARLY_INPUT_ATTRIBUTE, EARLY_TAP_ATTRIBUTE, EARLY_TAPS_GLOBAL, type EarlyTaps } from '@roadhire/shared';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: EarlyTaps;
  }
}

/*
 * A server-rendered page is painted before its code has arrived. What a driver did to it meanwhile
 * was kept by the page's head script (`early-taps` in the shared package): a tap on a button that
 * needs the app, the value typed or chosen in a field. Spread a hook's result on the element; once
 * it is taken over, what was kept is carried out, and from then on the element answers by itself.
 * Pages the browser draws alone carry no script, and the hooks do nothing there.
 */

/** A button whose tap, made before the app had it, is carried out. */
export function useEarlyTap<T extends HTMLElement>(onTap: () => void) {
  const ref = useCarriedOut<T, true>(takeTap, onTap);
  return { ref, [EARLY_TAP_ATTRIBUTE]: '' };
}

function takeTap(taps: EarlyTaps, button: Element): true | undefined {
  const index = taps.pending.indexOf(button);
  if (index < 0) return undefined;
  taps.pending.splice(index, 1);
  button.removeAttribute('aria-busy');
  return true;
}

/** A field whose value, typed or chosen before the app had it, is given back: the hydration wipes it. */
export function useEarlyInput<T extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
) {
  const ref = useCarriedOut<T, string>(takeValue, (typed) => {
    if (typed !== value) onChange(typed);
  });
  return { ref, [EARLY_INPUT_ATTRIBUTE]: '' };
}

function takeValue(taps: EarlyTaps, field: Element): string | undefined {
  const typed = taps.values.get(field);
  taps.values.delete(field);
  return typed;
}

function useCarriedOut<T extends Element, K>(
  take: (taps: EarlyTaps, element: Element) => K | undefined,
  carryOut: (kept: K) => void,
) {
  const ref = useRef<T>(null);
  const kept = useRef<{ value: K } | null>(null);
  const latestCarryOut = useRef(carryOut);
  useLayoutEffect(() => {
    latestCarryOut.current = carryOut;
  });
  // As the hydration is committed, before the browser takes another tap: this element answers now.
  useLayoutEffect(() => {
    const taps = window[EARLY_TAPS_GLOBAL];
    const element = ref.current;
    if (!taps || !element) return;
    taps.ready.add(element);
    const value = take(taps, element);
    if (value !== undefined) kept.current = { value };
  }, [take]);
  // Carried out once the page shows what this browser holds (the session is read in the render
  // after the hydration, which draws the server's view) and every part is in place: the router
  // takes no step in a layout effect.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !kept.current) return;
    const { value } = kept.current;
    kept.current = null;
    latestCarryOut.current(value);
  }, [hydrated]);
  return ref;
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
