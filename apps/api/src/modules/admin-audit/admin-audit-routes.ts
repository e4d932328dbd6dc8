import { AdminAuditListSchema, AdminAuditQuerySchema, apiPatterns } from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { auditLogPage } from './admin-audit-service.js';

// The audit log of administrators' actions (decision 008).
export const adminAuditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPatterns.adminAudit,
    {
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditListSchema, ...authenticatedErrors },
      },
    },
    async (request) => auditLogPage(ctx, request.query),
  );
};
