import { AdminStatsSchema, apiPatterns } from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';
import { stats } from './admin-stats-service.js';

// The admin dashboard's counts (decision 008).
export const adminStatsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPatterns.adminStats,
    {
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        response: { 200: AdminStatsSchema, ...authenticatedErrors },
      },
    },
    // Counted over the applicants the caller sees (issue 43).
    async (request) => stats(ctx, await app.applicantScopeOf(requireAdmin(request).id)),
  );
};
