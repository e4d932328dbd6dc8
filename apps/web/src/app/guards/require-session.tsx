import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/locale';
import { useSession } from '../../lib/session';
import { isLeavingSession, useLeaveSession } from '../../lib/use-leave-session';
import { checkAccess } from './check-access';

/** The protected-route guard (SPEC §4): clears the session and goes to /login when access fails. */
export function RequireSession({ role }: { role?: number }) {
  const t = useT();
  const access = checkAccess(useSession(), role);
  if (access === 'granted') return <Outlet />;
  // A visitor signing in comes back to the page asked for; a wrong role would be refused again.
  if (access === 'timed-out') return <LeaveSession notice={t('session.timedOut')} comeBack />;
  if (access === 'signed-out') return <LeaveSession comeBack />;
  return <LeaveSession />;
}

function LeaveSession({ notice, comeBack = false }: { notice?: string; comeBack?: boolean }) {
  const leaveSession = useLeaveSession();
  // Clearing the session re-runs the check (now "no token"): the first verdict is the one to report.
  const [firstNotice] = useState(notice);
  // Signing in again leads back to the page asked for (a bookmarked /admin, a profile left open).
  const { pathname, search } = useLocation();
  const [returnTo] = useState(comeBack ? pathname + search : undefined);
  // A page that ended the session itself is already on its way to /login with its own notice
  // ("Log out everywhere"): the guard leaves that one alone.
  useEffect(() => {
    if (!isLeavingSession()) leaveSession(firstNotice, undefined, returnTo);
  }, [leaveSession, firstNotice, returnTo]);
  return null;
}
