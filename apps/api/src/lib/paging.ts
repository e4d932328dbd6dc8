/** The rows one page of an admin list reads; pages count from 1. */
export function pageWindow(
  query: { page?: number | undefined; pageSize?: number | undefined },
  defaultPageSize: number,
): { limit: number; offset: number } {
  const limit = query.pageSize ?? defaultPageSize;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
