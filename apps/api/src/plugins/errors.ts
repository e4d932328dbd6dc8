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
        errors[field] = [...(errors[field] ?? []), issueText(issue)];
      }
      const first = issueText(error.validation[0]);
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

interface ValidationIssue {
  readonly message?: string;
  /** The rest of zod's issue: a length's `maximum` or `minimum` among them. */
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * A shared schema's issue names its text by id, and the bound it broke is the value that text
 * names (`{max}`, `{min}`), so one text serves every length; any other (zod's own) is said as it is.
 */
function issueText(issue: ValidationIssue | undefined): Text {
  const message = issue?.message;
  if (message === undefined) return said('api.invalidRequest');
  if (!isMessageId(message)) return innerIssueText(issue?.params) ?? message;
  const bounds = boundsOf(issue?.params);
  return Object.keys(bounds).length > 0 ? said(message, bounds) : said(message);
}

/**
 * zod words a bad record key or map element in its own English ("Invalid key in record") and keeps
 * the key schema's own issues inside, bounds and all: the first that names a text by id says it.
 */
function innerIssueText(params: ValidationIssue['params']): Text | undefined {
  const inner = Array.isArray(params?.issues) ? (params.issues as Readonly<Record<string, unknown>>[]) : [];
  const named = inner.find((each) => typeof each.message === 'string' && isMessageId(each.message));
  return named && issueText({ message: named.message as string, params: named });
}

function boundsOf(params: ValidationIssue['params']): Record<string, number> {
  const bounds: Record<string, number> = {};
  for (const [name, key] of [
    ['max', 'maximum'],
    ['min', 'minimum'],
  ] as const) {
    const bound = params?.[key];
    if (typeof bound === 'number' || typeof bound === 'bigint') bounds[name] = Number(bound);
  }
  return bounds;
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
