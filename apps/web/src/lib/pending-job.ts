import { PENDING_JOB_COOKIE, PENDING_JOB_COOKIE_DAYS } from '@roadhire/shared';
import { deleteCookie, readCookie, writeCookie } from './cookies';

// SPEC §3/§9: the chosen position waits in a cookie (path /, 1 day) while the candidate signs in.
const MAX_AGE_SECONDS = PENDING_JOB_COOKIE_DAYS * 24 * 60 * 60;

export function setPendingJobId(jobId: string | number): void {
  writeCookie(PENDING_JOB_COOKIE, String(jobId), MAX_AGE_SECONDS);
}

export function getPendingJobId(): string | null {
  return readCookie(PENDING_JOB_COOKIE);
}

export function clearPendingJobId(): void {
  deleteCookie(PENDING_JOB_COOKIE);
}
