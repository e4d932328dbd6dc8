import type { Session } from '../../lib/session';
import { isTokenExpired } from '../../lib/session-token';

export type Access = 'granted' | 'timed-out' | 'wrong-role';

/**
 * SPEC §4 Session and guard: no token, or an expired or unreadable one, times the session out;
 * a required role is compared with the stored one as strings (SPEC §6).
 */
export function checkAccess(
  session: Pick<Session, 'token' | 'userRole'>,
  requiredRole?: number | string,
  now = Date.now(),
): Access {
  if (!session.token || isTokenExpired(session.token, now)) return 'timed-out';
  if (requiredRole !== undefined && String(session.userRole) !== String(requiredRole)) return 'wrong-role';
  return 'granted';
}
