import { randomBytes } from 'node:crypto';
import { signWithKey } from '../../lib/derived-keys.js';
import { hashToken } from '../../lib/tokens.js';

// The employer's single-use link (decision 030). The token is an HMAC of the check's id and a
// random nonce under a key derived from the server secret: the database keeps the nonce and the
// token's SHA-256 only, so a copy of the database opens nothing, while the server can write the
// same link again in each reminder.

export function newNonce(): string {
  return randomBytes(24).toString('base64url');
}

/** The token of a check's current link: 43 characters of base64url. */
export function employerToken(secret: Uint8Array, verificationId: number, nonce: string): string {
  return signWithKey(secret, 'employer-response-links', `${verificationId}\n${nonce}`).toString('base64url');
}

export function employerLink(publicUrl: string, token: string): string {
  return `${publicUrl}/employer-response/${token}`;
}

export { hashToken };
