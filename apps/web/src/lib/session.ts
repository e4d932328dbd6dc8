import type { CandidateProfile, LoginResponse } from '@roadhire/shared';
import { useSyncExternalStore } from 'react';
import { syncPipelineStatusCookie } from './pipeline-status-cookie';

// SPEC §3 Session data: these localStorage keys, plus a per-tab id in sessionStorage.
export const SESSION_KEYS = {
  token: 'token',
  userId: 'userId',
  userRole: 'userRole',
  me: 'me',
  pendingLogoutAt: 'pendingLogoutAt',
} as const;
export const TAB_SESSION_KEY = 'tabSessionId';

/** SPEC §4: fired after login and after a profile save; the top bar listens to it. */
export const PROFILE_UPDATED_EVENT = 'profileUpdated';

export interface Session {
  token: string | null;
  userId: string | null;
  /** Kept as text: the guard compares roles as strings (SPEC §6). */
  userRole: string | null;
  me: CandidateProfile | null;
}

const listeners = new Set<() => void>();
const notify = () => {
  syncPipelineStatusCookie(readSession());
  for (const listener of listeners) listener();
};

export function saveLogin(login: LoginResponse): void {
  localStorage.setItem(SESSION_KEYS.token, login.token);
  localStorage.setItem(SESSION_KEYS.userId, String(login.id));
  localStorage.setItem(SESSION_KEYS.userRole, String(login.role));
  // A new login must never show the previous account's cached profile.
  localStorage.removeItem(SESSION_KEYS.me);
  notify();
}

/** A password change ends every earlier session; the server hands this device its new token. */
export function renewToken(token: string): void {
  localStorage.setItem(SESSION_KEYS.token, token);
  notify();
}

export function saveMe(profile: CandidateProfile): void {
  localStorage.setItem(SESSION_KEYS.me, JSON.stringify(profile));
  notify();
}

/** SPEC §4 Logout: clears all session data. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  notify();
}

export function announceProfileUpdated(): void {
  window.dispatchEvent(new Event(PROFILE_UPDATED_EVENT));
}

export function readToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

/** The id of this tab, made on first use; sessionStorage lives as long as the tab (SPEC §3). */
export function tabSessionId(): string {
  let id = sessionStorage.getItem(TAB_SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(TAB_SESSION_KEY, id);
  }
  return id;
}

/** What the server renders with, and the browser's first render of a page it hydrates: nobody signed in. */
const SIGNED_OUT: Session = { token: null, userId: null, userRole: null, me: null };
let cached: { raw: string; session: Session } | undefined;

export function readSession(): Session {
  const token = localStorage.getItem(SESSION_KEYS.token);
  const userId = localStorage.getItem(SESSION_KEYS.userId);
  const userRole = localStorage.getItem(SESSION_KEYS.userRole);
  const meText = localStorage.getItem(SESSION_KEYS.me);
  // A visitor's is the very object a server-rendered page hydrates with: React compares them, and
  // another object, however equal, would redraw the whole page at once right after the hydration.
  if (token === null && userId === null && userRole === null && meText === null) return SIGNED_OUT;
  const raw = JSON.stringify([token, userId, userRole, meText]);
  // useSyncExternalStore needs the same object while nothing changed.
  if (cached?.raw !== raw) cached = { raw, session: { token, userId, userRole, me: parseMe(meText) } };
  return cached.session;
}

function parseMe(text: string | null): CandidateProfile | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as CandidateProfile;
  } catch {
    return null;
  }
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs change localStorage too (a logout there ends the session here).
  window.addEventListener('storage', listener);
  window.addEventListener(PROFILE_UPDATED_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    window.removeEventListener(PROFILE_UPDATED_EVENT, listener);
  };
}

const signedOut = () => SIGNED_OUT;

/**
 * The stored session, re-read whenever it changes in this tab or another. A server-rendered page
 * hydrates as a visitor's and shows the signed-in labels right after.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, readSession, signedOut);
}
