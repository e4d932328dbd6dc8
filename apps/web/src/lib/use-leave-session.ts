import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { type NoticeTone, noticeState } from './route-notice';
import { clearSession } from './session';

// True from a page's own leave until /login is reached: the cleared session must not make the
// route guard leave again with its timed-out notice in place of the page's.
let leaving = false;
export const isLeavingSession = () => leaving;

/**
 * Ends the session and goes to /login; `notice` is shown there (it survives the redirect), and
 * `returnTo` is where signing in again leads (the page the visitor was refused).
 */
export function useLeaveSession(): (notice?: string, tone?: NoticeTone, returnTo?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (notice?: string, tone?: NoticeTone, returnTo?: string) => {
      leaving = true;
      clearSession();
      const arrived = navigate(paths.login.href({ redirect: returnTo }), {
        replace: true,
        state: notice ? noticeState(notice, tone) : undefined,
      });
      void Promise.resolve(arrived).finally(() => {
        leaving = false;
      });
    },
    [navigate],
  );
}
