import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

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
 */
export function useCareersAddress() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ params, state: location.state as unknown });
  // A change the page did not write (Back, a link) takes over once drawn.
  useLayoutEffect(() => {
    latest.current = { params, state: location.state };
  }, [params, location.state]);

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

  return { params, state: location.state as unknown, write };
}

export type CareersAddress = ReturnType<typeof useCareersAddress>;
