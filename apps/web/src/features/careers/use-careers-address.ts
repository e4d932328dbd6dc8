import { useCallback, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate, useSearchParams } from 'react-router';

type Changes = Record<string, string | null>;

/**
 * How a write enters history: in place of the current entry (the default), as a new one, or as a
 * list step (`listStep`): a new entry for a filter or a page; for a search, one entry per search,
 * which later pauses of the same typing replace, so Back does not retrace each word.
 */
interface WriteOptions {
  push?: { state: unknown };
  listStep?: 'view' | 'search';
}

const SEARCH_ENTRY = { careersList: 'search' } as const;
const VIEW_ENTRY = { careersList: 'view' } as const;
const isSearchEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && 'careersList' in state && state.careersList === 'search';

/**
 * The careers page's address, which several parts of the page write (the search after a pause,
 * the filters, the pager, the details panel). Each write starts from the address as the last write
 * left it, not from the one the page last drew: the router draws a new address in a transition,
 * which waits while the panel's code loads, and a search written in that moment from the drawn
 * address would undo the panel just opened.
 *
 * On a busy phone the router can even draw an earlier write after a later one was made (a search,
 * then Clear and a province): the page goes on showing its latest write, not that past.
 */
export function useCareersAddress() {
  const [drawnParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ params: drawnParams, state: location.state as unknown });
  const late = drawnLate(location);
  // A change the page did not write (Back, a link) takes over once drawn.
  useLayoutEffect(() => {
    if (!late) latest.current = { params: drawnParams, state: location.state };
  }, [late, drawnParams, location.state]);

  const write = useCallback(
    (changes: Changes, options: WriteOptions = {}) => {
      const next = new URLSearchParams(latest.current.params);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const push = options.push
        ? options.push
        : options.listStep === 'view'
          ? { state: VIEW_ENTRY }
          : options.listStep === 'search' && !isSearchEntry(latest.current.state)
            ? { state: SEARCH_ENTRY }
            : undefined;
      // A write in place keeps the entry's state: a search typed under an open panel leaves it a panel entry.
      const state = push ? push.state : latest.current.state;
      latest.current = { params: next, state };
      const search = next.toString();
      navigate({ search: search ? `?${search}` : '' }, { replace: !push, state, preventScrollReset: true });
    },
    [navigate],
  );

  const shown = late ? latest.current : { params: drawnParams, state: location.state as unknown };
  return { params: shown.params, state: shown.state, write };
}

/**
 * Whether the router draws an entry the browser has already left for a newer one the page wrote.
 * The browser's router keeps its key in the entry's history state; Back and links draw the entry
 * the browser is on, so they are never late. The first entry has no key, nor has any under a
 * router that keeps its history in memory (the tests').
 */
function drawnLate(location: Location): boolean {
  if (typeof window === 'undefined') return false;
  const entry: unknown = window.history.state;
  if (typeof entry !== 'object' || entry === null || !('key' in entry)) return false;
  return entry.key !== location.key;
}

export type CareersAddress = ReturnType<typeof useCareersAddress>;
