import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiPaths, DOCUMENT_LINK_TTL_SECONDS } from '@roadhire/shared';

// Decision 007: a document opens from a plain link (a new tab on a phone sends no bearer token),
// so the link itself carries the permission: the file name and an expiry, signed with HMAC-SHA256.

/** Why a link was refused: a bad signature reveals nothing (404); an expired one says so (403). */
export type DocumentLinkCheck = 'valid' | 'invalid' | 'expired';

// A key of its own, derived from the server secret, so a link signature can never pass for a
// session token's or the other way round.
const keys = new WeakMap<Uint8Array, Buffer>();
function linkKey(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('document-links').digest();
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: Uint8Array, filename: string, expires: number): Buffer {
  return createHmac('sha256', linkKey(secret)).update(`${filename}\n${expires}`).digest();
}

/** `/uploads/documents/{filename}?expires={unix seconds}&signature={base64url}`, valid for the TTL from `now` (ms). */
export function signDocumentLink(secret: Uint8Array, filename: string, now: number = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  const signed = signature(secret, filename, expires).toString('base64url');
  return `${apiPaths.documentFile(filename)}?expires=${expires}&signature=${signed}`;
}

/** Checks a link's query for that file name; the signature is checked before the expiry. */
export function verifyDocumentLink(
  secret: Uint8Array,
  filename: string,
  query: { expires: string; signature: string },
  now: number = Date.now(),
): DocumentLinkCheck {
  if (!/^\d{1,12}$/.test(query.expires)) return 'invalid';
  const expires = Number(query.expires);
  // Only the canonical spelling of a number was signed ("0123" is not "123").
  if (String(expires) !== query.expires) return 'invalid';
  const given = Buffer.from(query.signature, 'base64url');
  const expected = signature(secret, filename, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  // Base64url decoding ignores stray characters, so also insist on the one spelling we issue.
  if (given.toString('base64url') !== query.signature) return 'invalid';
  return expires * 1000 <= now ? 'expired' : 'valid';
}
