import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what goes in the emailed link. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak reveals no usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
