import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZES } from './table-pager';

/**
 * An admin list's filters and page, kept in the URL's query string so a view can be reloaded and
 * shared. Changing a filter goes back to page 1; an empty value leaves the query string.
 */
export function useListQueryParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const asked = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pageSize = (ADMIN_PAGE_SIZES as readonly number[]).includes(asked) ? asked : ADMIN_PAGE_SIZES[0];

  const update = useCallback(
    (patch: Record<string, string | number | undefined>, { keepPage = false } = {}) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage && !('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return {
    get: (key: string) => params.get(key) ?? '',
    page,
    pageSize,
    update,
    /** What the list's TablePager takes besides its total and label. */
    pager: {
      page,
      pageSize,
      onPage: (value: number) => update({ page: value > 1 ? value : undefined }),
      onPageSize: (value: number) => update({ pageSize: value, page: undefined }),
    },
  };
}

/** "?a=1&b=2" from the values given, in their order, leaving out the empty ones. */
export function toQueryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
