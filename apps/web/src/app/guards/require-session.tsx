import { messages } from '@roadhire/shared';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { useLeaveSession } from '../../lib/use-leave-session';
import { checkAccess } from './check-access';

/** The protected-route guard (SPEC §4): clears the session and goes to /login when access fails. */
export function RequireSession({ role }: { role?: number }) {
  const access = checkAccess(useSession(), role);
  if (access === 'granted') return <Outlet />;
  return <LeaveSession notice={access === 'timed-out' ? messages.session.timedOut : undefined} />;
}

function LeaveSession({ notice }: { notice: string | undefined }) {
  const leaveSession = useLeaveSession();
  // Clearing the session re-runs the check (now "no token"): the first verdict is the one to report.
  const [firstNotice] = useState(notice);
  useEffect(() => leaveSession(firstNotice), [leaveSession, firstNotice]);
  return null;
}
