import { useEffect, useMemo, useRef, useState } from 'react';
import type { PositionFilters } from './position-fields';
import type { CareersAddress } from './use-careers-address';

/** The list's view in the address: what the app writes, and what the search form sends. */
export const LIST_PARAMS = { province: 'province', type: 'type', query: 'q', page: 'page' } as const;
const PARAMS = LIST_PARAMS;
export const QUERY_PARAM = LIST_PARAMS.query;
export const PAGE_PARAM = LIST_PARAMS.page;
/** The search form, which the pager's buttons send too. */
export const SEARCH_FORM_ID = 'careers-search';

/** How long typing pauses before the address takes the search: one history write per pause. */
const QUERY_TO_ADDRESS_MS = 300;

/**
 * What the careers list shows: the search, the province and type filters and the page, all kept
 * in the address, so reload, Back from a job's page and a shared link show the same list (and the
 * server draws it so). The search box reads its own state while the driver types, the address
 * following a moment later; a controlled input fed by the address would drop keystrokes.
 */
export function usePositionListView({ params, write: writeAddress }: CareersAddress) {
  const province = params.get(PARAMS.province) ?? '';
  const type = params.get(PARAMS.type) ?? '';
  const filters: PositionFilters = useMemo(() => ({ province, type }), [province, type]);
  const [query, setQueryState] = useState(() => params.get(PARAMS.query) ?? '');
  // A new search starts on the first page at once, before the address has caught up.
  const searching = query.trim() !== (params.get(PARAMS.query) ?? '');
  const pageNumber = searching ? 1 : pageFrom(params.get(PARAMS.page));
  const pendingQuery = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Left for a job's page mid-typing: that page's address is not this list's to change.
  useEffect(() => () => clearTimeout(pendingQuery.current), []);
  const typed = useRef(query);
  // The search this hook last wrote: any other in the address came from Back, Forward or a link,
  // and the box shows it (its own writes lag the typing, which they must not undo).
  const addressQuery = params.get(PARAMS.query) ?? '';
  const written = useRef(addressQuery);
  // Only a change of the address counts: as the page is taken over, a search typed before it had
  // its code is written before this first runs, and is not a change from outside.
  const shownQuery = useRef(addressQuery);
  useEffect(() => {
    if (addressQuery === shownQuery.current) return;
    shownQuery.current = addressQuery;
    if (addressQuery === written.current) return;
    written.current = addressQuery;
    clearTimeout(pendingQuery.current);
    typed.current = addressQuery;
    setQueryState(addressQuery);
  }, [addressQuery]);

  // Every write carries the search as typed, so a page or a filter chosen mid-pause keeps it.
  // Each is a step of the list in history (issue 41: Back from a search or page 2 left the list):
  // a filter or a page its own entry, a search one entry however many pauses its typing takes.
  const write = (
    changes: Partial<Record<(typeof PARAMS)[keyof typeof PARAMS], string>>,
    listStep: 'view' | 'search' = 'view',
  ) => {
    clearTimeout(pendingQuery.current);
    written.current = typed.current.trim();
    writeAddress({ [PARAMS.query]: typed.current.trim(), ...changes }, { listStep });
  };

  return {
    /** The list as shown, without the search: where Clear leads before the page's code has run. */
    clearQueryHref: listHref(params, { [PARAMS.query]: null, [PARAMS.page]: null }),
    filters,
    query,
    pageNumber,
    setFilter: (key: keyof PositionFilters, value: string) => write({ [PARAMS[key]]: value, [PARAMS.page]: '' }),
    setQuery: (value: string) => {
      setQueryState(value);
      typed.current = value;
      clearTimeout(pendingQuery.current);
      pendingQuery.current = setTimeout(() => write({ [PARAMS.page]: '' }, 'search'), QUERY_TO_ADDRESS_MS);
    },
    setPage: (page: number) => write({ [PARAMS.page]: page > 1 ? String(page) : '' }),
    /** Writes a search still waiting for its pause now, so a step taken on top of the list keeps it beneath. */
    settleQuery: () => {
      if (typed.current.trim() !== (params.get(PARAMS.query) ?? '')) write({ [PARAMS.page]: '' }, 'search');
    },
  };
}

function listHref(params: URLSearchParams, changes: Record<string, null>): string {
  const next = new URLSearchParams(params);
  for (const name of Object.keys(changes)) next.delete(name);
  const search = next.toString();
  return search ? `/?${search}` : '/';
}

/** A page number from the address: anything but a whole number from 1 is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
