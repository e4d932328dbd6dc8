import { type SQL, sql } from 'drizzle-orm';

/**
 * A constant list written into SQL as quoted literals (`'a', 'b'`), for the places a parameter
 * cannot go: an index's WHERE in the schema, or an ORDER BY the planner should see as constant.
 * Only for lists declared in code, never for input.
 */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}
