type Answers = Record<string, unknown>;

/** Equal as JSON: key order does not count (PostgreSQL's jsonb reorders keys), undefined is absent. */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameAnswer(item, b[i]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameAnswer((a as Answers)[key], (b as Answers)[key]));
}

export interface MergedDrafts<T extends Answers> {
  /** The server's answers with this window's own changes on top. */
  merged: T;
  /** Answers changed here and, differently, elsewhere: the server's are kept, these are offered back. */
  conflicts: Partial<T>;
  /** Whether anything of this window's is in `merged` that the server does not hold. */
  keptMine: boolean;
}

/**
 * Decision 010: a three-way merge per answer. `base` is the server copy this window's answers were
 * typed on, `mine` this window's answers now, `theirs` the newer server copy. An answer changed only
 * here is kept; one changed elsewhere is taken; one changed in both is a conflict.
 */
export function mergeDrafts<T extends Answers>(base: T, mine: T, theirs: T): MergedDrafts<T> {
  const merged: Answers = { ...theirs };
  const conflicts: Answers = {};
  let keptMine = false;
  for (const key of new Set([...Object.keys(mine), ...Object.keys(base)])) {
    if (sameAnswer(mine[key], base[key]) || sameAnswer(mine[key], theirs[key])) continue;
    if (sameAnswer(theirs[key], base[key])) {
      merged[key] = mine[key];
      keptMine = true;
    } else {
      conflicts[key] = mine[key];
    }
  }
  return { merged: merged as T, conflicts: conflicts as Partial<T>, keptMine };
}
