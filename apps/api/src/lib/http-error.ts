import type { MessageId } from '@roadhire/shared';
import { inEnglishOf, type Said, type SaidValues, said } from './said.js';

/**
 * An error the client is told about: the error handler answers `{ message, messageId }` in the
 * caller's language, plus `details` when given (fields a client acts on, such as the version a 409
 * names or whether a mail was sent). Its `message` is the English, for the log.
 */
export class HttpError extends Error {
  readonly details: Record<string, unknown> | undefined;
  /** What the client is told, by id: one text, or several said one after the other. */
  readonly said: Said | readonly Said[];

  constructor(
    readonly statusCode: number,
    text: MessageId | Said | readonly Said[],
    options?: ErrorOptions & { values?: SaidValues; details?: Record<string, unknown> },
  ) {
    const told = typeof text === 'string' ? said(text, options?.values) : text;
    super(Array.isArray(told) ? told.map(inEnglishOf).join(' ') : inEnglishOf(told as Said), options);
    this.name = 'HttpError';
    this.said = told;
    this.details = options?.details;
  }
}
