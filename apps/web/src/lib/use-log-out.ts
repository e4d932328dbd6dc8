import { useCallback } from 'react';
import { clearFormDrafts } from './form-draft';
import { clearLocalDrafts } from './local-drafts';
import type { NoticeTone } from './route-notice';
import { useLeaveSession } from './use-leave-session';

/**
 * A sign-out the driver chose (Logout, log out everywhere): the session ends and every answer kept
 * in this browser goes with it (decision 010), so a shared phone shows the next person nothing.
 * A session that merely timed out keeps them, to be saved once the driver signs in again.
 */
export function useLogOut(): (notice?: string, tone?: NoticeTone) => void {
  const leaveSession = useLeaveSession();
  return useCallback(
    (notice?: string, tone?: NoticeTone) => {
      clearLocalDrafts();
      clearFormDrafts();
      leaveSession(notice, tone);
    },
    [leaveSession],
  );
}
