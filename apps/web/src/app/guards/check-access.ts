import type { Session } from '../../lib/session';
import { isTokenExpired } from '../../lib/session-token';

export type Access = 'granted' | 'signed-out' | 'timed-out' | 'wrong-role';

/**
 * SPEC §4 Session and guard: an expired or unreadable token times the session out; no token at all
 * is a visitor who was not signed in, who has no session to time out (issue 41: an anonymous /admin
 * said "Session timed out"). A required role is compared with the stored one as strings (SPEC §6).
 */
export function checkAccess(
  session: Pick<Session, 'token' | 'userRole'>,
  requiredRole?: number | string,
  now = Date.now(),
): Access {
  if (!session.token) return 'signed-out';
  if (isTokenExpired(session.token, now)) return 'timed-out';
  if (requiredRole !== undefined && String(session.userRole) !== String(requiredRole)) return 'wrong-role';
  return 'granted';
}
