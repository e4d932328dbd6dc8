import {
  apiPatterns,
  ErrorResponseSchema,
  TeamInvitationAcceptResponseSchema,
  TeamInvitationAcceptSchema,
  TeamInvitationPreviewSchema,
  TeamInvitationTokenParamsSchema as TokenParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { acceptInvitation, previewInvitation } from '../../domain/team/invitations.js';
import { signInLimits } from '../../plugins/sign-in-limits.js';

// The invited person's side (decision 033), outside the admin scope: the link's token is the
// permission, limited per token and address as the other single-use links are.
export const invitationAcceptRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Per link and per address, as sign-in's links are (`AUTH_RATE_LIMIT`): a token cannot be guessed
  // by trying, and a link's owner cannot be locked out by others.
  const byToken = signInLimits(app, ctx.config, (request) => String((request.params as { token?: unknown }).token));
  const tags = ['auth'];
  const error = ErrorResponseSchema;
  const refused = { 400: error, 404: error, 409: error, 410: error, 429: error };

  // What the page shows above its form; a link that no longer works says why.
  app.get(
    apiPatterns.teamInvitation,
    {
      ...byToken,
      schema: { tags, params: TokenParamsSchema, response: { 200: TeamInvitationPreviewSchema, ...refused } },
    },
    async (request) => previewInvitation(ctx, request.params.token, request.locale()),
  );

  // Makes the member's account and signs them in: answers as a login does.
  app.post(
    apiPatterns.teamInvitationAccept,
    {
      ...byToken,
      schema: {
        tags,
        params: TokenParamsSchema,
        body: TeamInvitationAcceptSchema,
        response: { 200: TeamInvitationAcceptResponseSchema, ...refused },
      },
    },
    async (request) => acceptInvitation(ctx, request.params.token, request.body),
  );
};
