import { PENDING_JOB_COOKIE, PENDING_JOB_COOKIE_DAYS } from '@roadhire/shared';

// SPEC §3/§9: the chosen position waits in a cookie (path /, 1 day) while the candidate signs in.
const MAX_AGE_SECONDS = PENDING_JOB_COOKIE_DAYS * 24 * 60 * 60;

function write(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what SPEC §3 asks for; no library needed for one key.
  document.cookie = `${PENDING_JOB_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function setPendingJobId(jobId: string | number): void {
  write(String(jobId), MAX_AGE_SECONDS);
}

export function getPendingJobId(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === PENDING_JOB_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

export function clearPendingJobId(): void {
  write('', 0);
}
