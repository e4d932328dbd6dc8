import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PositionFilters } from './position-fields';

const PARAMS = { province: 'province', type: 'type' } as const satisfies Record<keyof PositionFilters, string>;

/** The province and type filters, kept in the address so Back and reload keep them. */
export function usePositionFilters() {
  const [params, setParams] = useSearchParams();
  const province = params.get(PARAMS.province) ?? '';
  const type = params.get(PARAMS.type) ?? '';
  const filters: PositionFilters = useMemo(() => ({ province, type }), [province, type]);
  const setFilter = (key: keyof PositionFilters, value: string) =>
    // replace: a filter is a view of the same page, not a step for Back to retrace.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(PARAMS[key], value);
        else next.delete(PARAMS[key]);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { filters, setFilter };
}
