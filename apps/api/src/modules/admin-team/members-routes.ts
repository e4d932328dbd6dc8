import {
  apiPatterns,
  ErrorResponseSchema,
  TeamInvitationIdParamsSchema as IdParamsSchema,
  MessageResponseSchema,
  TeamInvitationBodySchema,
  TeamInvitationListSchema,
  TeamInvitationSchema,
  TeamMemberListSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { revokeInvitation } from '../../domain/team/invitations.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { answer, said } from '../../lib/said.js';
import { requireAdmin } from '../../plugins/auth.js';
import { invitationList, invite, memberList, resend } from './members-service.js';

// The team's members and their invitations (decision 033), behind the `team` permission
// (`plugins/route-permissions.ts`). Deactivation is an account's, beside its role: `admin-users/`.
export const membersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get(
    apiPatterns.adminTeamMembers,
    { schema: { tags, security: bearerSecurity, response: { 200: TeamMemberListSchema, ...authenticatedErrors } } },
    async () => memberList(ctx),
  );

  // The invitations waiting for an answer, those whose link expired included (they can be resent).
  app.get(
    apiPatterns.adminTeamInvitations,
    { schema: { tags, security: bearerSecurity, response: { 200: TeamInvitationListSchema, ...authenticatedErrors } } },
    async () => invitationList(ctx),
  );

  // Mails a single-use link that expires; 409 for an address with an account or a waiting invitation.
  app.post(
    apiPatterns.adminTeamInvitations,
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: TeamInvitationBodySchema,
        response: { 201: TeamInvitationSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await invite(ctx, admin.id, request.body));
    },
  );

  // A new link with its full time; the one mailed before stops working.
  app.post(
    apiPatterns.adminTeamInvitationResend,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: TeamInvitationSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return resend(ctx, admin.id, request.params.id);
    },
  );

  app.post(
    apiPatterns.adminTeamInvitationRevoke,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await revokeInvitation(ctx, admin.id, request.params.id);
      return answer(said('team.api.invitationRevoked'));
    },
  );
};
