import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PositionFilters } from './position-fields';

const PARAMS = { province: 'province', type: 'type', query: 'q', page: 'page' } as const;

/** How long typing pauses before the address takes the search: one history write per pause. */
const QUERY_TO_ADDRESS_MS = 300;

/**
 * What the careers list shows: the search, the province and type filters and the page, all kept
 * in the address, so reload, Back from a job's page and a shared link show the same list (and the
 * server draws it so). The search box reads its own state while the driver types, the address
 * following a moment later; a controlled input fed by the address would drop keystrokes.
 */
export function usePositionListView() {
  const [params, setParams] = useSearchParams();
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

  // The address as it is now: a search written after a pause must keep what changed meanwhile
  // (a panel opened), which the hook's own updater, bound to an earlier render, would undo.
  const latest = useRef(params);
  latest.current = params;
  const typed = useRef(query);

  // Every write carries the search as typed, so a page or a filter chosen mid-pause keeps it.
  // replace: a search, a filter or a page is a view of the same page, not a step for Back to retrace.
  const write = (changes: Partial<Record<(typeof PARAMS)[keyof typeof PARAMS], string>>) => {
    clearTimeout(pendingQuery.current);
    const next = new URLSearchParams(latest.current);
    for (const [name, value] of Object.entries({ [PARAMS.query]: typed.current.trim(), ...changes })) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return {
    filters,
    query,
    pageNumber,
    setFilter: (key: keyof PositionFilters, value: string) => write({ [PARAMS[key]]: value, [PARAMS.page]: '' }),
    setQuery: (value: string) => {
      setQueryState(value);
      typed.current = value;
      clearTimeout(pendingQuery.current);
      pendingQuery.current = setTimeout(() => write({ [PARAMS.page]: '' }), QUERY_TO_ADDRESS_MS);
    },
    setPage: (page: number) => write({ [PARAMS.page]: page > 1 ? String(page) : '' }),
  };
}

/** A page number from the address: anything but a whole number from 1 is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
