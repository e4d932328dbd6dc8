import { useCallback } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';

/**
 * The signing page a history entry of the application stands for (decision 016), kept in the
 * entry's state beside its step: each signing page is an entry, so the browser's Back goes to the
 * page before, then to the review, never out of the application. Undefined outside signing.
 */
export function signingPageOf(location: Location): number | undefined {
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !('signingPage' in state)) return undefined;
  const page = (state as { signingPage: unknown }).signingPage;
  return typeof page === 'number' && Number.isInteger(page) && page >= 0 ? page : undefined;
}

/** The signing page shown, and the moves between pages as history entries. */
export function useSigningHistory() {
  const location = useLocation();
  const navigate = useNavigate();
  const page = signingPageOf(location);
  const to = useCallback(
    (next: number, replace = false) =>
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace, state: { ...(location.state ?? {}), signingPage: next } },
      ),
    [navigate, location],
  );
  return {
    page,
    /** Opens the signing pages, or the next one: a new entry. */
    forward: (next: number) => to(next),
    /** Back to the page before, or out of signing to the review: the browser's Back. */
    back: () => navigate(-1),
    /** In place: the first page again (answers accepted on later pages are not kept over a reload). */
    restart: () => to(0, true),
  };
}
