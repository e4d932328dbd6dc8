import { SESSION_TTL_SECONDS, SessionClaimsSchema } from '@roadhire/shared';
import { jwtVerify, SignJWT } from 'jose';

export interface SessionUser {
  id: number;
  role: number;
}

/** HS256 JWT with `exp` (8 hours), as the client guard reads the expiry from it (SPEC §4). */
export function signSessionToken(user: SessionUser, secret: Uint8Array): Promise<string> {
  return new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(secret);
}

export async function verifySessionToken(token: string, secret: Uint8Array): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const claims = SessionClaimsSchema.parse(payload);
    const id = Number(claims.sub);
    return Number.isSafeInteger(id) && id > 0 ? { id, role: claims.role } : null;
  } catch {
    return null;
  }
}
