import {
  ADMIN_APPLICATION_SORTS,
  ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE,
  AdminApplicationListQuerySchema,
  type AdminApplicationSort,
} from '@roadhire/shared';
import { paths } from '../../../config/paths';

// The view (filters, sort, page) lives in the address, under the API's own query names, so a
// shared link or Back shows the same rows and the list asks the API exactly what the address says.

const FILTER_KEYS = ['status', 'stage', 'position', 'owner', 'q', 'from', 'to', 'sort'] as const;
const VIEW_KEYS = [...FILTER_KEYS, 'page', 'pageSize'] as const;
type ViewKey = (typeof VIEW_KEYS)[number];
export type ApplicantsView = Partial<Record<ViewKey, string>>;

/** The API's default order: newest applications first. */
export const DEFAULT_SORT: AdminApplicationSort = '-created_at';

export function readView(search: URLSearchParams): ApplicantsView {
  const view: ApplicantsView = {};
  for (const key of VIEW_KEYS) {
    const value = search.get(key)?.trim();
    if (value) view[key] = value;
  }
  return view;
}

const queryOf = (view: ApplicantsView, keys: readonly ViewKey[]) => {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  return params.toString();
};

/** The address of a view; the default sort and page 1 stay out of it. */
export function viewHref(view: ApplicantsView): string {
  const clean: ApplicantsView = {
    ...view,
    sort: view.sort === DEFAULT_SORT ? undefined : view.sort,
    page: view.page === '1' ? undefined : view.page,
  };
  return paths.adminApplicants.href(Object.fromEntries(VIEW_KEYS.map((key) => [key, clean[key]])));
}

/** A changed filter (or sort, or page size) starts again on page 1. */
export const withFilters = (view: ApplicantsView, changes: ApplicantsView): ApplicantsView => ({
  ...view,
  ...changes,
  page: undefined,
});

/** The filters and the sort, without paging: what the CSV export takes. */
export const filtersQuery = (view: ApplicantsView) => queryOf(view, FILTER_KEYS);

/** What the list asks for: the filters, the sort, and always the page and its size. */
export const listQuery = (view: ApplicantsView) =>
  queryOf(
    { ...view, page: view.page ?? '1', pageSize: view.pageSize ?? String(ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE) },
    [...VIEW_KEYS],
  );

export const currentSort = (view: ApplicantsView): AdminApplicationSort =>
  ADMIN_APPLICATION_SORTS.find((sort) => sort === view.sort) ?? DEFAULT_SORT;

/**
 * The shared schema's first complaint about the view (an end date before the start date, a link
 * edited by hand), so the page says it instead of asking the API for a certain refusal.
 */
export function viewProblem(view: ApplicantsView): string | undefined {
  const result = AdminApplicationListQuerySchema.safeParse(view);
  return result.success ? undefined : result.error.issues[0]?.message;
}
