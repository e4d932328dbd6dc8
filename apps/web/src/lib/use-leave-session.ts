import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { noticeState } from './route-notice';
import { clearSession } from './session';

/** Ends the session and goes to /login; `notice` is shown there (it survives the redirect). */
export function useLeaveSession(): (notice?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (notice?: string) => {
      clearSession();
      navigate(paths.login.href(), { replace: true, state: notice ? noticeState(notice) : undefined });
    },
    [navigate],
  );
}
