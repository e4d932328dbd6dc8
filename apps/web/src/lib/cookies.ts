/** A first-party cookie for the whole site, sent back to our server only (SameSite=Lax). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: plain cookies of one key each; no library needed.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax${secure}`;
}

export function readCookie(name: string): string | null {
  // A page the server draws has no cookie to read: it is drawn for a visitor.
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
