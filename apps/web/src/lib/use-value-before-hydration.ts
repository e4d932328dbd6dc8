import { type RefObject, useEffect } from 'react';

/**
 * A field of a page the server drew may be typed in or chosen before the page's code has run.
 * React 19 leaves such a value in place while it hydrates; the page takes it once it runs, as if
 * typed afterwards, rather than drawing its own value over it at the next render.
 */
export function useValueBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  // Once, as the page is taken over: later values are the page's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at hydration only.
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
  }, []);
}
