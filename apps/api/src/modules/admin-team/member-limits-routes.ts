import { apiPatterns, MemberIdParamsSchema, MemberLimitsResponseSchema, MemberLimitsSchema } from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { changeMemberLimits, memberLimitsOf } from '../../domain/team/limits.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';

// Which applicants a member sees (issue 43, decision 033): the positions and provinces they are
// limited to, behind the `team` permission (`plugins/route-permissions.ts`).
export const memberLimitsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get(
    apiPatterns.adminMemberLimits,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: MemberIdParamsSchema,
        response: { 200: MemberLimitsResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => memberLimitsOf(ctx.db, request.params.id),
  );

  // The limits whole: a list left out or empty limits nothing on its side; both empty, none at all.
  app.put(
    apiPatterns.adminMemberLimits,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: MemberIdParamsSchema,
        body: MemberLimitsSchema,
        response: { 200: MemberLimitsResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const editor = { id: admin.id, scope: await app.applicantScopeOf(admin.id) };
      return changeMemberLimits(ctx.db, editor, request.params.id, request.body);
    },
  );
};
