import { timingSafeEqual } from 'node:crypto';
import { apiPaths, DOCUMENT_LINK_TTL_SECONDS } from '@roadhire/shared';
import { signWithKey } from './derived-keys.js';

// Decision 007: a document or a resume opens from a plain link (a new tab on a phone sends no
// bearer token), so the link itself carries the permission: the file name and an expiry, signed
// with HMAC-SHA256, given only to the file's owner and to administrators.

/** Why a link was refused: a bad signature reveals nothing (404); an expired one says so (403). */
export type DocumentLinkCheck = 'valid' | 'invalid' | 'expired';

/** The folders whose files open through a signed link: the onboarding documents, and resumes (SPEC §3's path). */
export type SignedFolder = 'documents' | 'resumes';
const pathOf: Record<SignedFolder, (filename: string) => string> = {
  documents: apiPaths.documentFile,
  resumes: apiPaths.resumeFile,
};

// A resume's link names its folder in what is signed, so it never opens a document, nor the other way round.
function signature(secret: Uint8Array, folder: SignedFolder, filename: string, expires: number): Buffer {
  const signed = folder === 'documents' ? `${filename}\n${expires}` : `${folder}\n${filename}\n${expires}`;
  return signWithKey(secret, 'document-links', signed);
}

/** `/uploads/{folder}/{filename}?expires={unix seconds}&signature={base64url}`, valid for the TTL from `now` (ms). */
export function signFileLink(secret: Uint8Array, folder: SignedFolder, filename: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  const signed = signature(secret, folder, filename, expires).toString('base64url');
  return `${pathOf[folder](filename)}?expires=${expires}&signature=${signed}`;
}

/** A document's link: `/uploads/documents/{filename}?expires=…&signature=…`. */
export function signDocumentLink(secret: Uint8Array, filename: string, now: number = Date.now()): string {
  return signFileLink(secret, 'documents', filename, now);
}

/** Checks a document link's query for that file name. */
export function verifyDocumentLink(
  secret: Uint8Array,
  filename: string,
  query: { expires: string; signature: string },
  now: number = Date.now(),
): DocumentLinkCheck {
  return verifyFileLink(secret, 'documents', filename, query, now);
}

/** Checks a link's query for that file of that folder; the signature is checked before the expiry. */
export function verifyFileLink(
  secret: Uint8Array,
  folder: SignedFolder,
  filename: string,
  query: { expires: string; signature: string },
  now: number = Date.now(),
): DocumentLinkCheck {
  if (!/^\d{1,12}$/.test(query.expires)) return 'invalid';
  const expires = Number(query.expires);
  // Only the canonical spelling of a number was signed ("0123" is not "123").
  if (String(expires) !== query.expires) return 'invalid';
  const given = Buffer.from(query.signature, 'base64url');
  const expected = signature(secret, folder, filename, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  // Base64url decoding ignores stray characters, so also insist on the one spelling we issue.
  if (given.toString('base64url') !== query.signature) return 'invalid';
  return expires * 1000 <= now ? 'expired' : 'valid';
}
