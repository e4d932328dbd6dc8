import { useEffect } from 'react';

/** The attribute on `<html>` that says a server-rendered page has been taken over and answers taps. */
export const READY_ATTRIBUTE = 'data-ready';

/**
 * Marks the page ready once this component has hydrated (or rendered): until then a server-rendered
 * page shows, but its buttons do nothing. Browser tests wait for it before they tap.
 */
export function useMarkReady(): void {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
  }, []);
}
