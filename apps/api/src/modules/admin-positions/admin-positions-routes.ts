import {
  AdminPositionIdParamsSchema,
  AdminPositionInputSchema,
  AdminPositionListQuerySchema,
  AdminPositionListSchema,
  AdminPositionSchema,
  apiPatterns,
  ErrorResponseSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';
import { createPosition, getPosition, listPositions, updateAdminPosition } from './admin-positions-service.js';

// The admin positions (SPEC §3), administrators only: 401 anonymous, 403 for candidates.
export const adminPositionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get(
    apiPatterns.adminPositions,
    {
      schema: {
        tags,
        security: bearerSecurity,
        querystring: AdminPositionListQuerySchema,
        response: { 200: AdminPositionListSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listPositions(ctx, request.query);
    },
  );

  app.post(
    apiPatterns.adminPositions,
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: AdminPositionInputSchema,
        response: { 201: AdminPositionSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await createPosition(ctx, admin.id, request.body));
    },
  );

  app.get(
    apiPatterns.adminPosition,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminPositionIdParamsSchema,
        response: { 200: AdminPositionSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getPosition(ctx, request.params.id);
    },
  );

  // A full update: every field, `p_status` included (closed or open again).
  app.put(
    apiPatterns.adminPosition,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminPositionIdParamsSchema,
        body: AdminPositionInputSchema,
        response: { 200: AdminPositionSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateAdminPosition(ctx, admin.id, request.params.id, request.body);
    },
  );
};
