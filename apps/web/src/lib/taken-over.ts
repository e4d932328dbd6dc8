import { useEffect, useSyncExternalStore } from 'react';

// A page the server drew shows before its code runs, and its buttons do nothing until the code has
// taken it over. These two hooks say when that has happened: one to the page's own controls, one
// to whoever watches the document (browser tests wait for it before they tap).

/** The attribute on `<html>` that says a server-drawn page has been taken over and answers taps. */
export const READY_ATTRIBUTE = 'data-ready';

const nothingToWatch = () => () => {};

/**
 * False on the server and in the render that hydrates, true once the code has taken the page over;
 * true at once for a page the browser draws itself. A control that needs the code can stay
 * disabled until then, so a tap that comes too early does nothing rather than the wrong thing.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

/** Sets READY_ATTRIBUTE once this component has hydrated (or rendered). */
export function useMarkReady(): void {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
  }, []);
}
