import {
  AdminMailFailedSchema,
  AdminMailMessageListSchema,
  AdminUserIdParamsSchema,
  apiPatterns,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';
import { failedMail, mailForUser } from './admin-mail-service.js';

// What the outbox sent to a driver, and the messages failed for good (decision 018).
export const adminMailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get(
    apiPatterns.adminUserMail,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminUserIdParamsSchema,
        response: { 200: AdminMailMessageListSchema, ...authenticatedErrors },
      },
    },
    async (request) => mailForUser(ctx, requireAdmin(request).id, request.params.id),
  );

  app.get(
    apiPatterns.adminMailFailed,
    {
      schema: { tags, security: bearerSecurity, response: { 200: AdminMailFailedSchema, ...authenticatedErrors } },
    },
    async (request) => failedMail(ctx, await app.applicantScopeOf(requireAdmin(request).id)),
  );
};
