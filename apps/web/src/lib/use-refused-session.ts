import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from './api-client';
import { useT } from './i18n/locale';
import { useLeaveSession } from './use-leave-session';

const refused = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * SPEC §4 and §8: any call of the area answered 401 (an ended or revoked session, decision 019)
 * clears the session and goes to /login with 'Session timed out. Please log in again.'.
 */
export function useRefusedSession(): void {
  const queryClient = useQueryClient();
  const leaveSession = useLeaveSession();
  const timedOut = useT()('session.timedOut');
  useEffect(() => {
    const leave = () => leaveSession(timedOut);
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error)) leave();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error)) leave();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, leaveSession, timedOut]);
}
