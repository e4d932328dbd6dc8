import { createContext, useContext, useEffect } from 'react';

/**
 * A step's check on what the form's values cannot show (an uploaded document, SPEC §5 step 2 and
 * 4): the page runs it with the step's schema when Next is pressed; false keeps the step.
 */
export type NextGuard = () => boolean;
export const NextGuardContext = createContext<{ current: NextGuard | null }>({ current: null });

/** Registers the shown step's guard (the latest render's) with the page. */
export function useNextGuard(guard: NextGuard) {
  const slot = useContext(NextGuardContext);
  useEffect(() => {
    slot.current = guard;
    return () => {
      if (slot.current === guard) slot.current = null;
    };
  });
}
