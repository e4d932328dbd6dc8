/**
 * Counts the writes this process has committed to something a cache keeps, so the cache checks
 * again at once after a local write (decision 021). One per app, kept on its context.
 */
export interface ChangeCounter {
  mark(): void;
  readonly count: number;
}

export function createChangeCounter(): ChangeCounter {
  let count = 0;
  return {
    mark() {
      count += 1;
    },
    get count() {
      return count;
    },
  };
}
