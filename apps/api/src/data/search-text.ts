import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

// Search text as the database matches it: LIKE patterns that take the typed text literally, and
// the fold the stored names were folded by (decision 013).

/** `%`, `_` and `\` are LIKE's own characters; a search takes them literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likeContains = (text: string) => `%${escapeLike(text)}%`;
export const likePrefix = (text: string) => `${escapeLike(text)}%`;

/**
 * Folds a search text by the database's own search_fold (migrations 0008 and 0014: lower case, no
 * accents, punctuation as a space), the function the stored names were folded by, so "Marie-Ève",
 * "marie eve" and "MARIE-EVE" meet. Done before the list query so that query's LIKE patterns are
 * constants the planner can weigh.
 */
export async function foldSearchText(db: Executor, text: string): Promise<string> {
  // Both drivers (node-postgres, PGlite) answer with `rows`; the shared Executor type does not say so.
  const result = (await db.execute(sql`select search_fold(${text}) as folded`)) as { rows: { folded: string }[] };
  return result.rows[0]?.folded ?? text.toLowerCase();
}
