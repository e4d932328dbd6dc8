/** System errors of a socket that could not reach the database or lost it. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server going away or not yet there: 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up), 53300 too many connections,
 * 57014 a statement cancelled by statement_timeout. Class 08 (connection exception) is matched whole.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** The texts node-postgres and its pool give their own timeouts and lost connections, which carry no code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
];

/**
 * Whether an error, or any error it wraps (Drizzle wraps the driver's in `cause`), says the
 * database cannot be reached just now, rather than that a query or its data was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (a connect to every address of a host failed) holds its causes in `errors`.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
