/** PostgreSQL's unique_violation: a racing insert or update lost to a unique index. */
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's foreign_key_violation: a row named by the write was deleted meanwhile. */
const FOREIGN_KEY_VIOLATION = '23503';

/** True when `error`, or what it wraps (drizzle wraps the driver's error), is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, UNIQUE_VIOLATION);
}

/** True when `error`, or what it wraps, is a foreign key violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, FOREIGN_KEY_VIOLATION);
}

function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
