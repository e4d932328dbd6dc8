import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@roadhire/shared';

// The reminders' unsubscribe link works without signing in, so the link carries the
// permission: the account id signed with HMAC-SHA256 under a key of its own. It does not expire:
// a reminder read weeks later must still stop the next one.

const keys = new WeakMap<Uint8Array, Buffer>();
function unsubscribeKey(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('unsubscribe-reminders').digest();
    keys.set(secret, key);
  }
  return key;
}

const signature = (secret: Uint8Array, userId: number) =>
  createHmac('sha256', unsubscribeKey(secret)).update(String(userId)).digest();

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
