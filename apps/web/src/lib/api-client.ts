import { LOCALE_TAGS } from '@roadhire/shared';
import { currentLocale } from './i18n/locale';
import { readToken } from './session';

/**
 * An answer outside 2xx. `serverMessage` is the `{ message }` the API sent, when it sent one;
 * `body` is the whole answer, for the few refusals that carry more (typed by their shared schema).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  readonly body: unknown;

  constructor(status: number, serverMessage?: string, errors?: Record<string, string[]>, body?: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request finish after the page is closed (a last save on pagehide). */
  keepalive?: boolean;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * Pure transport (STYLE: no toasts, no redirects): JSON (or a FormData of files) in, JSON out, the stored bearer token
 * (SPEC §7), and every non-2xx answer turned into an ApiError. Callers decide what the user sees.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, keepalive, headers: extra }: RequestOptions = {},
): Promise<T> {
  // The page's language: the API answers its messages in it (decision 032), unless the call names its own.
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': LOCALE_TAGS[currentLocale()],
    ...extra,
  });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A file travels as multipart form data; the browser writes that Content-Type with its boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal,
    keepalive,
  });
  const data = await readJson(response);
  if (!response.ok) {
    const { message, errors } = (data ?? {}) as { message?: unknown; errors?: unknown };
    throw new ApiError(
      response.status,
      typeof message === 'string' && message ? message : undefined,
      isErrorMap(errors) ? errors : undefined,
      data,
    );
  }
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorMap(value: unknown): value is Record<string, string[]> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's first message for a field (`accidents.0.city`) of a refused request, if any. */
export const fieldErrorOf =
  (error: unknown) =>
  (field: string): string | undefined =>
    isApiError(error) ? error.errors?.[field]?.[0] : undefined;

/** SPEC §8 profile: 401 and 403 mean the session is no longer good. */
export const isSessionRefused = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);

/**
 * SPEC §8 pattern: the server's message, else (when `orErrorMessage`) the error's own message,
 * else the fallback text.
 */
export function errorText(error: unknown, fallback: string, { orErrorMessage = false } = {}): string {
  if (isApiError(error)) return error.serverMessage ?? (orErrorMessage ? error.message : fallback);
  if (orErrorMessage && error instanceof Error && error.message) return error.message;
  return fallback;
}
