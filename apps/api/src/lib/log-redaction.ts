import { apiPatterns, pages } from '@roadhire/shared';

// A request log line names the address asked for, and some addresses carry a live secret: a
// verification, reset or employer link's token, or a signed link's signature. Whoever reads the
// logs is not that link's recipient, so the secret is blanked before the line is written.

const HIDDEN = '[redacted]';

/** Every route and page whose `:token` segment is the secret, as the part before it. */
const tokenPrefixes = [...Object.values(apiPatterns), ...Object.values(pages).map((page) => page.pattern)]
  .filter((pattern) => pattern.includes('/:token'))
  .map((pattern) => pattern.slice(0, pattern.indexOf('/:token') + 1));

/** Query parameters that are a link's permission. */
const SECRET_QUERY = /(^|&)(signature|token)=[^&]*/g;

/** The address as it may be logged: tokens in the path and signatures in the query blanked. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  const prefix = tokenPrefixes.find((candidate) => path.startsWith(candidate) && path.length > candidate.length);
  if (prefix) {
    const rest = path.slice(prefix.length);
    const slash = rest.indexOf('/');
    path = `${prefix}${HIDDEN}${slash === -1 ? '' : rest.slice(slash)}`;
  }
  return query === undefined ? path : `${path}?${query.replace(SECRET_QUERY, `$1$2=${HIDDEN}`)}`;
}
