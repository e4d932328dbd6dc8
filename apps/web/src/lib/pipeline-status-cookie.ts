import {
  type CandidateProfile,
  PIPELINE_COMPLETED,
  PIPELINE_IN_PROGRESS,
  PIPELINE_STATUS_COOKIE,
} from '@roadhire/shared';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { tokenExpiresAt } from './session-token';

/** The statuses that change how the careers pages look (SPEC §2 top bar, SPEC §4 Apply button). */
const SHOWN = new Set<number>([PIPELINE_IN_PROGRESS, PIPELINE_COMPLETED]);

/**
 * Keeps the cookie in step with the stored session: the driver's pipeline_status while it is in
 * progress or completed, for as long as the token lasts. The server reads it to draw the careers
 * pages as this driver sees them, so nothing moves when the session is read after hydration. It is
 * a hint about the page's look, not a credential: it opens nothing, and a forged one changes only
 * the sender's own page.
 */
export function syncPipelineStatusCookie(session: { token: string | null; me: CandidateProfile | null }): void {
  const expiresAt = session.token ? tokenExpiresAt(session.token) : null;
  const status = session.me?.pipeline_status;
  const now = Date.now();
  if (status != null && SHOWN.has(status) && expiresAt !== null && expiresAt > now) {
    writeCookie(PIPELINE_STATUS_COOKIE, String(status), (expiresAt - now) / 1000);
  } else if (readCookie(PIPELINE_STATUS_COOKIE)) {
    deleteCookie(PIPELINE_STATUS_COOKIE);
  }
}

/** What the cookie says, or null. */
export function readPipelineStatusCookie(): number | null {
  const status = Number(readCookie(PIPELINE_STATUS_COOKIE));
  return SHOWN.has(status) ? status : null;
}
