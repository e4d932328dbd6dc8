import { isMessageId } from '@roadhire/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { HttpError } from '../lib/http-error.js';
import { answer, type FieldTexts, said, type Text } from '../lib/said.js';

/** Seconds a client is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One error handler (STYLE): full context in the log, `{ message, messageId }` below 500,
 * a generic message at 500 and above. Validation errors also list `errors` per field.
 * A database that cannot be reached is 503 with its own message (decision 022): the request did
 * nothing, and the same request will work once the database is back.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, Text[]> = {};
      for (const issue of error.validation) {
        const field =
          (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        errors[field] = [...(errors[field] ?? []), issueText(issue.message)];
      }
      const first = issueText(error.validation[0]?.message);
      return reply.status(400).send(answer(first, errors));
    }
    if (error instanceof HttpError) {
      request.log[error.statusCode >= 500 ? 'error' : 'info']({ err: error }, 'request refused');
      const fieldTexts = error.details?.errors as FieldTexts | undefined;
      return reply.status(error.statusCode).send({ ...error.details, ...answer(error.said, fieldTexts) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request refused: the database is unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(answer(said('api.databaseUnavailable')));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(answer(said('api.serverError')));
    }
    request.log.info({ err: error, statusCode: status }, 'request refused');
    return reply.status(status).send(answer(clientMessage(error, status)));
  });
});

/** A shared schema's issue names its text by id; any other (zod's own) is said as it is. */
function issueText(message: string | undefined): Text {
  if (message === undefined) return said('api.invalidRequest');
  return isMessageId(message) ? said(message) : message;
}

function clientMessage(error: FastifyError, status: number): Text {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return said('api.bodyTooLarge');
    case 'FST_REQ_FILE_TOO_LARGE':
      return said('upload.tooLarge');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return said('upload.oneFileAtATime');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return said('upload.fileRequired');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return said('api.invalidJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return said('api.unsupportedContentType');
    default:
      if (status === 429) return said('api.tooManyRequests');
      return error.message || said('api.invalidRequest');
  }
}
