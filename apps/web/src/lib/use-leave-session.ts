import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { clearSession } from './session';

/** What a page hands the login page across a redirect: an alert to show there. */
export interface LoginNotice {
  notice?: string;
}

export const readLoginNotice = (state: unknown): string | undefined => {
  const notice = (state as LoginNotice | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
};

/** Ends the session and goes to /login; `notice` is shown there (it survives the redirect). */
export function useLeaveSession(): (notice?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (notice?: string) => {
      clearSession();
      const state: LoginNotice | undefined = notice ? { notice } : undefined;
      navigate(paths.login.href(), { replace: true, state });
    },
    [navigate],
  );
}
