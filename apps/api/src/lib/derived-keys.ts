import { createHmac } from 'node:crypto';

// Each kind of link the server signs has a key of its own, derived from the server secret
// (JWT_SECRET): a signature made for one can never pass for another's, nor for a session token's.

/** What a derived key signs; its name is the derivation's label, so it never changes. */
export type KeyPurpose = 'document-links' | 'unsubscribe-reminders' | 'employer-response-links';

const keys = new WeakMap<Uint8Array, Map<KeyPurpose, Buffer>>();

/** The key of `purpose` under `secret`, derived once per secret. */
export function derivedKey(secret: Uint8Array, purpose: KeyPurpose): Buffer {
  let bySecret = keys.get(secret);
  if (!bySecret) {
    bySecret = new Map();
    keys.set(secret, bySecret);
  }
  let key = bySecret.get(purpose);
  if (!key) {
    key = createHmac('sha256', secret).update(purpose).digest();
    bySecret.set(purpose, key);
  }
  return key;
}

/** HMAC-SHA256 of `message` under the key of `purpose`. */
export function signWithKey(secret: Uint8Array, purpose: KeyPurpose, message: string): Buffer {
  return createHmac('sha256', derivedKey(secret, purpose)).update(message).digest();
}
