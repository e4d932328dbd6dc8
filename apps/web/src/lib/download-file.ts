import { ApiError } from './api-client';
import { readToken } from './session';

/**
 * Saves what an authenticated GET answers (a CSV, a PDF) as a file. A plain link cannot carry the
 * bearer token (SPEC §7), so the file is fetched and handed to the browser as a blob. The name comes
 * from the answer's Content-Disposition, else `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { headers });
  if (!response.ok) throw await refusalOf(response);
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** A refused download as an ApiError, with the server's `{ message }` when it sent one. */
export async function refusalOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  return new ApiError(response.status, typeof body?.message === 'string' ? body.message : undefined);
}

/** Hands bytes already fetched to the browser as a file download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the blob once the click is handled; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The `filename` of a Content-Disposition header (RFC 6266), the UTF-8 form first. */
export function fileNameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain form below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}
