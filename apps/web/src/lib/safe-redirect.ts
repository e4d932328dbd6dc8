/**
 * DESIGN decision: a `redirect` query parameter is followed only when it is a same-site path,
 * starting with exactly one '/'. Anything else (other hosts, `//host`, schemes) is dropped.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash (`/\host`) and drop tabs and newlines (`/\t/host`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
