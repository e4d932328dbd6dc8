/**
 * An error whose message is safe to show the client; the error handler answers `{ message }`,
 * plus `details` when given (fields a client acts on, such as the version a 409 names or whether a
 * mail was sent).
 */
export class HttpError extends Error {
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions & { details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.name = 'HttpError';
    this.details = options?.details;
  }
}
