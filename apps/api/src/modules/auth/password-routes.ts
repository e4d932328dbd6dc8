import {
  apiPatterns,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
  TokenParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, said } from '../../lib/said.js';
import { authLimits, authErrors as errors } from './auth-limits.js';
import { requestPasswordReset, resetPassword } from './auth-service.js';

/** A forgotten password: asking for a reset link, then setting a new password with it. */
export const passwordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { byField, byToken } = authLimits(app, ctx);
  const tags = ['auth'];

  app.post(
    apiPatterns.forgotPassword,
    {
      ...byField('email'),
      schema: { tags, body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
      // The address is looked up only once the answer has gone, so a known and an unknown address
      // are answered in the same time; the reset mail is then queued in the outbox (decision 018).
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        // An in-process database (PGlite) would hold the event loop before the answer is read.
        await new Promise((resolve) => setImmediate(resolve));
        await requestPasswordReset(ctx, request.body.email, request.locale()).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset request failed'),
        );
      },
    },
    async () => answer(said('api.resetLinkSent')),
  );

  app.post(
    apiPatterns.resetPassword,
    {
      ...byToken,
      schema: {
        tags,
        params: TokenParamsSchema,
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.params.token, request.body.password);
      return answer(said('api.passwordReset'));
    },
  );
};
