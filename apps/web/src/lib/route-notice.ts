/**
 * An alert handed to the next page across a navigation, in the history entry's state, so a
 * message shown "then go to …" (SPEC §4, §8) is still there to read after the redirect.
 */
export type NoticeTone = 'success' | 'warning';

export interface RouteNotice {
  notice?: string;
  tone?: NoticeTone;
}

export const noticeState = (notice: string, tone: NoticeTone = 'warning'): RouteNotice => ({ notice, tone });

export function readRouteNotice(state: unknown): Required<RouteNotice> | undefined {
  const { notice, tone } = (state ?? {}) as RouteNotice;
  if (typeof notice !== 'string' || !notice) return undefined;
  return { notice, tone: tone === 'success' ? 'success' : 'warning' };
}
