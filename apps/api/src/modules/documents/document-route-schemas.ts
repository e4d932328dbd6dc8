import { CandidateDocumentSchema, ErrorResponseSchema, MessageResponseSchema } from '@roadhire/shared';
import { UploadIdempotencyHeadersSchema } from '../../lib/idempotency-key.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';

export const documentTags = ['documents'];

/** An upload: one PDF in a multipart body, replayable under the same idempotency key. */
export const uploadSchema = {
  tags: documentTags,
  security: bearerSecurity,
  consumes: ['multipart/form-data'],
  headers: UploadIdempotencyHeadersSchema,
  response: {
    201: CandidateDocumentSchema,
    413: ErrorResponseSchema,
    415: ErrorResponseSchema,
    ...authenticatedErrors,
  },
};

export const deleteResponses = { 200: MessageResponseSchema, ...authenticatedErrors };
