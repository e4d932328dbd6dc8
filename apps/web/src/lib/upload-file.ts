import { ApiError, apiRequest } from './api-client';

/** Tries of one upload: the first, then two more when its answer was lost. */
const UPLOAD_TRIES = 3;
const RETRY_AFTER_MS = [500, 2000];

/**
 * Sends one file as the multipart field `file` (SPEC §7) under an Idempotency-Key made for this
 * upload. When the answer is lost (the network dropped, or the server was briefly unavailable) the
 * same upload is sent again with the same key, so a file the server had already stored is answered
 * as that upload instead of becoming a second document (decision 007).
 */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  const body = new FormData();
  body.append('file', file);
  for (let tries = 1; ; tries += 1) {
    try {
      return await apiRequest<T>(path, { method: 'POST', body, headers });
    } catch (error) {
      if (tries >= UPLOAD_TRIES || !answerLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS[tries - 1]));
    }
  }
}

/** No answer came (fetch itself failed) or a gateway or the server said it was unavailable. */
function answerLost(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}
