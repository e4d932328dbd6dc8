import type { Locale } from '@roadhire/shared';
import { SESSION_TTL_SECONDS, SessionClaimsSchema } from '@roadhire/shared';
import { createSigner, createVerifier } from 'fast-jwt';

export interface SessionUser {
  id: number;
  role: number;
  /** The language the user chose (decision 032); answers follow it. */
  language?: Locale;
}

/** A verified token's user and when it was issued, in milliseconds since the epoch. */
export interface SessionClaims extends SessionUser {
  issuedAtMs: number;
}

interface TokenKit {
  sign(payload: { role: number; sub: string; iat: number; iat_ms: number }): string;
  verify(token: string): unknown;
}

// One signer and verifier per secret. fast-jwt signs and checks HS256 synchronously with node:crypto:
// every authenticated request verifies a token, and WebCrypto's promise round trip through the
// thread pool (where password hashing also runs) cost more than the HMAC itself.
const kits = new WeakMap<Uint8Array, TokenKit>();

function kitFor(secret: Uint8Array): TokenKit {
  let kit = kits.get(secret);
  if (!kit) {
    const key = Buffer.from(secret);
    kit = {
      sign: createSigner({ key, algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS * 1000 }),
      verify: createVerifier({ key, algorithms: ['HS256'] }),
    };
    kits.set(secret, kit);
  }
  return kit;
}

/**
 * HS256 JWT with `exp` (8 hours), as the client guard reads the expiry from it (SPEC §4). `issuedAtMs`
 * lets the action that ends earlier sessions date its own new token at the limit it set (decision 019).
 */
export async function signSessionToken(
  user: SessionUser,
  secret: Uint8Array,
  issuedAtMs = Date.now(),
): Promise<string> {
  return kitFor(secret).sign({ role: user.role, sub: String(user.id), iat: issuedAtMs / 1000, iat_ms: issuedAtMs });
}

/** The session's claims, or null for a token that is malformed, forged, expired or not ours. */
export async function verifySessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const claims = SessionClaimsSchema.parse(kitFor(secret).verify(token));
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    // A token from before `iat_ms` existed counts from the start of its second: never later than it was.
    const issuedAtMs = claims.iat_ms ?? (claims.iat ?? 0) * 1000;
    return { id, role: claims.role, issuedAtMs };
  } catch {
    return null;
  }
}
