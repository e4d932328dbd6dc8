import { timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@roadhire/shared';
import { signWithKey } from './derived-keys.js';

// The reminders' unsubscribe link works without signing in, so the link carries the
// permission: the account id signed with HMAC-SHA256 under a key of its own. It does not expire:
// a reminder read weeks later must still stop the next one.

const signature = (secret: Uint8Array, userId: number) => signWithKey(secret, 'unsubscribe-reminders', String(userId));

/** The full link, on the portal's public address. */
export function unsubscribeLink(secret: Uint8Array, publicUrl: string, userId: number): string {
  return `${publicUrl}${apiPaths.unsubscribeReminders(userId)}?signature=${signature(secret, userId).toString('base64url')}`;
}

export function verifyUnsubscribeSignature(secret: Uint8Array, userId: number, given: string): boolean {
  const bytes = Buffer.from(given, 'base64url');
  const expected = signature(secret, userId);
  if (bytes.length !== expected.length || !timingSafeEqual(bytes, expected)) return false;
  // Base64url decoding ignores stray characters: insist on the one spelling we issue.
  return bytes.toString('base64url') === given;
}
