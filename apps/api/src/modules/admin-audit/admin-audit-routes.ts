import { AdminAuditListSchema, AdminAuditQuerySchema, apiPatterns } from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { canViewInvestigations } from '../../data/hiring-repository.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';
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
    async (request) => {
      const admin = requireAdmin(request);
      const reader = {
        scope: await app.applicantScopeOf(admin.id),
        readsInvestigations: await canViewInvestigations(ctx.db, admin.id),
      };
      return auditLogPage(ctx, request.query, reader);
    },
  );
};
