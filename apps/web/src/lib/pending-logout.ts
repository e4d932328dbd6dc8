import { PENDING_LOGOUT_GRACE_MS } from '@roadhire/shared';
import { clearSession, SESSION_KEYS } from './session';

/** Set by every load of the portal in a tab; a new tab starts without it. */
const TAB_OPEN_KEY = 'portalOpenInTab';

/** A page unload leaves a mark; the next load decides whether it was a reload or a closed tab. */
export function markPendingLogout(now = Date.now()): void {
  localStorage.setItem(SESSION_KEYS.pendingLogoutAt, String(now));
}

/**
 * SPEC §4: a mark 1500 ms old or less is cancelled (a reload keeps the session); an older one
 * clears the session (closing the tab logs the user out). Returns whether the session was cleared.
 */
export function resolvePendingLogout(now = Date.now()): boolean {
  const mark = localStorage.getItem(SESSION_KEYS.pendingLogoutAt);
  if (mark === null) return false;
  localStorage.removeItem(SESSION_KEYS.pendingLogoutAt);
  const markedAt = Number(mark);
  if (Number.isFinite(markedAt) && now - markedAt <= PENDING_LOGOUT_GRACE_MS) return false;
  clearSession();
  return true;
}

/**
 * Runs the rule for this load and on every later unload; returns a function that stops watching.
 * The load is timed from when it began (`performance.timeOrigin`), not from when its code ran: on a
 * slow connection a reload's code may arrive seconds later, and that driver must stay signed in.
 */
export function watchPendingLogout(target: Window = window, loadStartedAt = performance.timeOrigin): () => void {
  // sessionStorage lives as long as the tab: a load in a tab that already showed the portal (a
  // reload, or a link followed on a page whose code had not run yet) is no closed tab, however late.
  if (sessionStorage.getItem(TAB_OPEN_KEY) !== null) localStorage.removeItem(SESSION_KEYS.pendingLogoutAt);
  else resolvePendingLogout(loadStartedAt);
  sessionStorage.setItem(TAB_OPEN_KEY, '1');
  const onHide = () => markPendingLogout();
  // A page restored from the back-forward cache never reloads, so it settles its own mark.
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) resolvePendingLogout();
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('pageshow', onShow);
  };
}
