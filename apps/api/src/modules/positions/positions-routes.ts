import {
  apiPatterns,
  ErrorResponseSchema,
  JobIdParamsSchema,
  OpenPositionListSchema,
  OpenPositionSchema,
} from '@roadhire/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { findOpenPosition, toOpenPosition } from '../../data/positions-repository.js';
import { HttpError } from '../../lib/http-error.js';
import { pickEncoding } from './open-positions-cache.js';

export const positionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['positions'];

  // SPEC §7: bearer optional; the list is the same for everyone, so it is served from a cache
  // that a changed position invalidates, with an ETag so a phone reloading it gets a 304.
  app.get(
    apiPatterns.openPositions,
    { schema: { tags, response: { 200: OpenPositionListSchema } } },
    async (request, reply) => {
      const list = await ctx.openPositions();
      // The cached bytes were built from the same shape; sending them skips serialization.
      const raw = reply as FastifyReply;
      raw.header('ETag', list.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === list.etag) return raw.status(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') raw.header('Content-Encoding', encoding);
      return raw.type('application/json; charset=utf-8').send(list.bodies[encoding]);
    },
  );

  app.get(
    apiPatterns.openPosition,
    {
      schema: {
        tags,
        params: JobIdParamsSchema,
        response: { 200: OpenPositionSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const position = await findOpenPosition(ctx.db, request.params.jobId);
      if (!position) throw new HttpError(404, 'apply.positionClosed');
      return toOpenPosition(position);
    },
  );
};
