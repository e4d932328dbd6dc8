import { PIPELINE_IN_PROGRESS } from '@roadhire/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { readPipelineStatusCookie } from './pipeline-status-cookie';
import { subscribeToSession, useSession } from './session';
import { isTokenExpired } from './session-token';

/** The pipeline_status the server drew this page for (from the cookie), or null. */
export const RenderedPipelineStatusContext = createContext<number | null>(null);

/**
 * The signed-in driver's pipeline_status (SPEC §4): what the stored profile says, and until it is
 * read (the server's render, the hydration) what the cookie told the server. A page drawn for a
 * driver mid-application keeps its look when the session shows.
 */
export function usePipelineStatus(): number | null {
  const { token, me } = useSession();
  const rendered = useContext(RenderedPipelineStatusContext);
  const hinted = useSyncExternalStore(subscribeToSession, readPipelineStatusCookie, () => rendered);
  if (!me) return hinted;
  return token && !isTokenExpired(token) ? me.pipeline_status : null;
}

/** SPEC §2: while it is, the top bar gives way to the banner leading back to the application. */
export function useApplicationInProgress(): boolean {
  return usePipelineStatus() === PIPELINE_IN_PROGRESS;
}
