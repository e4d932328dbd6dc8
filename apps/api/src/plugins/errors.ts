import { inEnglish, messages, sayMessage } from '@roadhire/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { HttpError } from '../lib/http-error.js';

/** Seconds a client is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One error handler (STYLE): full context in the log, `{ message }` below 500,
 * a generic message at 500 and above. Validation errors also list `errors` per field.
 * A database that cannot be reached is 503 with its own message (decision 022): the request did
 * nothing, and the same request will work once the database is back.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        errors[field] = [...(errors[field] ?? []), validationText(issue.message)];
      }
      const first = validationText(error.validation[0]?.message);
      return reply.status(400).send({ message: first, errors });
    }
    if (error instanceof HttpError) {
      request.log[error.statusCode >= 500 ? 'error' : 'info']({ err: error }, 'request refused');
      return reply.status(error.statusCode).send({ ...error.details, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request refused: the database is unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: messages.api.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: messages.api.serverError });
    }
    request.log.info({ err: error, statusCode: status }, 'request refused');
    return reply.status(status).send({ message: clientMessage(error, status) });
  });
});

/** A shared schema's message is a catalogue id: the answer says its English, put into the caller's language on the way out. */
function validationText(message: string | undefined): string {
  return message === undefined ? messages.api.invalidRequest : sayMessage(inEnglish, message);
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.api.bodyTooLarge;
    case 'FST_REQ_FILE_TOO_LARGE':
      return messages.upload.tooLarge;
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'Please send one file at a time.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return messages.upload.fileRequired;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    default:
      return status === 429 ? messages.api.tooManyRequests : error.message || messages.api.invalidRequest;
  }
}
