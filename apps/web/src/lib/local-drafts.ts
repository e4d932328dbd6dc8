import { tabSessionId } from './session';

/**
 * Answers typed in the driver application that the server does not hold yet, kept in this browser
 * per user and application (decision 010) so that a lost network, an expired session, a reload or
 * a closed tab loses nothing. Each tab keeps its own copy under the application's key.
 */
export interface LocalDraft<Data = Record<string, unknown>> {
  step: number;
  data: Data;
  /** The server version the answers were typed on, and the answers of that version. */
  baseVersion: number;
  base: Data;
  savedAt: number;
}

const PREFIX = 'onboardingDraft:';
const keyOf = (userId: number, applicationId: number) => `${PREFIX}${userId}:${applicationId}`;

function readAll(userId: number, applicationId: number): Record<string, LocalDraft> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId, applicationId)) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, LocalDraft>) : {};
  } catch {
    return {};
  }
}

function writeAll(userId: number, applicationId: number, copies: Record<string, LocalDraft>): void {
  const key = keyOf(userId, applicationId);
  try {
    if (Object.keys(copies).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(copies));
  } catch {
    // Storage full or blocked: the answers stay in the page and are still sent to the server.
  }
}

/**
 * The unsent copy to resume from: this tab's, else the newest another tab left behind (a closed
 * tab's). A copy taken over from another tab is removed there, so it is applied only once.
 */
export function takeLocalDraft<Data>(userId: number, applicationId: number): LocalDraft<Data> | undefined {
  const copies = readAll(userId, applicationId);
  const own = copies[tabSessionId()];
  if (own) return own as LocalDraft<Data>;
  const newest = Object.entries(copies).sort(([, a], [, b]) => b.savedAt - a.savedAt)[0];
  if (!newest) return undefined;
  const [tab, copy] = newest;
  delete copies[tab];
  writeAll(userId, applicationId, copies);
  return copy as LocalDraft<Data>;
}

export function keepLocalDraft<Data>(userId: number, applicationId: number, draft: Omit<LocalDraft<Data>, 'savedAt'>) {
  const copies = readAll(userId, applicationId);
  copies[tabSessionId()] = { ...(draft as Omit<LocalDraft, 'savedAt'>), savedAt: Date.now() };
  writeAll(userId, applicationId, copies);
}

/** This tab's copy is on the server now. */
export function forgetLocalDraft(userId: number, applicationId: number): void {
  const copies = readAll(userId, applicationId);
  delete copies[tabSessionId()];
  writeAll(userId, applicationId, copies);
}

/**
 * On the final submit (one application), on every sign-out (every one), and when someone else signs
 * in (every other user's, left by a closed tab or a timed-out session): nothing typed stays behind
 * for the next person on a shared phone.
 */
export function clearLocalDrafts(scope?: { userId: number; applicationId: number } | { exceptUserId: number }): void {
  if (scope && 'applicationId' in scope) {
    localStorage.removeItem(keyOf(scope.userId, scope.applicationId));
    return;
  }
  const kept = scope ? `${PREFIX}${scope.exceptUserId}:` : undefined;
  for (const key of Object.keys(localStorage))
    if (key.startsWith(PREFIX) && !(kept && key.startsWith(kept))) localStorage.removeItem(key);
}
