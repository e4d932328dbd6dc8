import { apiPatterns, pages } from '@roadhire/shared';

// Some addresses carry a live secret: a verification, reset, employer or export link's token, or a
// signed link's signature. Such a link is for its recipient alone, so wherever someone else reads
// it (a request log line, a stored mail shown to a recruiter or exported) the secret is taken out.

const HIDDEN = '[redacted]';

/** Every route and page whose `:token` segment is the secret, as the part before it. */
const tokenPrefixes = [...Object.values(apiPatterns), ...Object.values(pages).map((page) => page.pattern)]
  .filter((pattern) => pattern.includes('/:token'))
  .map((pattern) => pattern.slice(0, pattern.indexOf('/:token') + 1));

/** Query parameters that are a link's permission. */
// `&amp;` too: an HTML part writes its links' ampersands so.
const SECRET_QUERY = /(^|&|;)(signature|token)=[^&]*/g;

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

/** Web addresses in a mail's text (templates/layout.ts writes each on its own, followed by a space or a line end). */
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/g;

/**
 * A mail's text as someone other than its recipient may read it: each link that carries a secret
 * is replaced by `hidden`; the links anyone may follow (a job page, the sign-in page) stay.
 */
export function hideSecretLinks(text: string, hidden: string): string {
  return text.replace(WEB_ADDRESS, (address) => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return hidden;
    }
    const pathAndQuery = `${url.pathname}${url.search}`;
    return redactUrl(pathAndQuery) === pathAndQuery ? address : hidden;
  });
}
