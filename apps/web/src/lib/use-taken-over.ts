import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while a page the server drew is shown without its code (on the server and in the render
 * that hydrates it), true once the code has taken it over; true at once for a page the browser
 * draws itself. A control that needs the code can stay disabled until then, so a tap that comes
 * too early does nothing rather than the wrong thing.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
