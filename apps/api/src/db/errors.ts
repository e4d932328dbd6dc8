/** PostgreSQL's unique_violation: a racing insert or update lost to a unique index. */
const UNIQUE_VIOLATION = '23505';

/** True when `error`, or what it wraps (drizzle wraps the driver's error), is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
