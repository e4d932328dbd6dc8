import { isDatabaseUnavailable } from './database-unavailable.js';

const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 5_000;

export class DatabaseStartTimeout extends Error {}

/**
 * Runs `attempt` (the first connection and the migrations) until it succeeds, waiting longer after
 * each try that found the database unavailable, up to 5 s between tries (decision 022). Any other
 * error (a wrong password, a failed migration) is thrown at once; so is the last one past `timeoutMs`.
 */
export async function waitForDatabase(
  attempt: () => Promise<void>,
  options: { timeoutMs: number | undefined; onRetry: (error: unknown, waitMs: number, tries: number) => void },
): Promise<void> {
  const started = Date.now();
  let wait = FIRST_WAIT_MS;
  for (let tries = 1; ; tries++) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const elapsed = Date.now() - started;
      if (options.timeoutMs !== undefined && elapsed + wait > options.timeoutMs) {
        throw new DatabaseStartTimeout(
          `The database did not answer within DATABASE_START_TIMEOUT (${Math.round(options.timeoutMs / 1000)} s): ${describeError(error)}`,
        );
      }
      options.onRetry(error, wait, tries);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    }
  }
}

/** The driver's own words, e.g. `connect ECONNREFUSED 127.0.0.1:5432`. */
export function describeError(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const message = error instanceof Error ? error.message : String(error);
  return message || (cause instanceof Error ? cause.message : '') || String(error);
}
