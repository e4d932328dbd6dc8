import {
  apiPatterns,
  FastCardDocumentListSchema,
  FastCardDocumentSchema,
  FastCardIdParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { uploadKeyOf } from '../../lib/idempotency-key.js';
import { readSingleFile } from '../../lib/read-single-file.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { deleteResponses, documentTags as tags, uploadSchema } from './document-route-schemas.js';
import { deleteDocument, listFastCards, uploadFastCard } from './documents-service.js';

/** SPEC §7 Documents, FAST cards: the caller's own, like every other document (decision 007). */
export const fastCardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPatterns.fastCards,
    {
      schema: { tags, security: bearerSecurity, response: { 200: FastCardDocumentListSchema, ...authenticatedErrors } },
    },
    async (request) => listFastCards(ctx, requireUser(request).id),
  );

  app.post(
    apiPatterns.uploadFastCard,
    { schema: { ...uploadSchema, response: { ...uploadSchema.response, 201: FastCardDocumentSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = { ...(await readSingleFile(request)), idempotencyKey: uploadKeyOf(request) };
      return reply.status(201).send(await uploadFastCard(ctx, user.id, file));
    },
  );

  app.delete(
    apiPatterns.deleteFastCard,
    { schema: { tags, security: bearerSecurity, params: FastCardIdParamsSchema, response: deleteResponses } },
    async (request) => deleteDocument(ctx, requireUser(request).id, 'fast_card', request.params.fcId),
  );
};
