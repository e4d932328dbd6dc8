import {
  ErrorResponseSchema,
  JobIdParamsSchema,
  messages,
  OpenPositionListSchema,
  OpenPositionSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { findOpenPosition, listOpenPositions, toOpenPosition } from '../../data/positions-repository.js';
import { HttpError } from '../../lib/http-error.js';

export const positionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['positions'];

  // SPEC §7: bearer optional; the list is the same for everyone.
  app.get('/api/open-positions', { schema: { tags, response: { 200: OpenPositionListSchema } } }, async () =>
    (await listOpenPositions(ctx.db)).map(toOpenPosition),
  );

  app.get(
    '/api/open-positions/:jobId',
    { schema: { tags, params: JobIdParamsSchema, response: { 200: OpenPositionSchema, 404: ErrorResponseSchema } } },
    async (request) => {
      const position = await findOpenPosition(ctx.db, request.params.jobId);
      if (!position) throw new HttpError(404, messages.apply.positionClosed);
      return toOpenPosition(position);
    },
  );
};
