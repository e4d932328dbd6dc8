import { jwtDecode } from 'jwt-decode';

/**
 * SPEC §4: a token is expired when its expiry claim is in the past or it cannot be decoded.
 * The signature is the server's business; the client only reads `exp`.
 */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt <= now;
}

/** When the token lapses, in milliseconds since the epoch; null when it cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
