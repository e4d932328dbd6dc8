import {
  apiPatterns,
  ClosedAccountResponseSchema,
  ErrorResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  pages,
  RegisterRequestSchema,
  TokenParamsSchema,
  UnverifiedLoginResponseSchema,
  VerifyEmailQuerySchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { answer, said } from '../../lib/said.js';
import { authLimits, authErrors as errors } from './auth-limits.js';
import { cancelErasure, login, register, verifyEmail } from './auth-service.js';

/** Signing up, confirming the address and signing in (or back out of an erasure). */
export const signInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { byField, byToken } = authLimits(app, ctx);
  const tags = ['auth'];

  app.post(
    apiPatterns.register,
    {
      ...byField('email'),
      schema: {
        tags,
        body: RegisterRequestSchema,
        response: { 201: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await register(ctx, request.body);
      return reply.status(201).send(answer(said('api.registered')));
    },
  );

  app.get(
    apiPatterns.verifyEmail,
    {
      ...byToken,
      schema: {
        tags,
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ job: z.string().max(20).optional() }),
        response: { 302: z.null().describe('Redirects to /login?verified=1, and on to /apply/{job} after signing in') },
      },
    },
    async (request, reply) => {
      const parsed = TokenParamsSchema.safeParse(request.params);
      // A job id that is not one is left out: the address still verifies.
      const job = VerifyEmailQuerySchema.safeParse(request.query).data?.job;
      const target = parsed.success
        ? await verifyEmail(ctx, parsed.data.token, job)
        : pages.login.href({ verifyError: true, redirect: job ? pages.apply.href(job) : undefined });
      return reply.redirect(target, 302);
    },
  );

  app.post(
    apiPatterns.login,
    {
      ...byField('userid'),
      schema: {
        tags,
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema,
          401: ErrorResponseSchema,
          // Unverified (with whether a link left), or a deactivated member of the team.
          403: z.union([UnverifiedLoginResponseSchema, ErrorResponseSchema]),
          410: ClosedAccountResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => login(ctx, request.body.userid, request.body.password, request.log),
  );

  app.post(
    apiPatterns.cancelErasure,
    {
      ...byField('userid'),
      schema: {
        tags,
        body: LoginRequestSchema,
        response: { 200: MessageResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelErasure(ctx, request.body.userid, request.body.password);
      return answer(said('api.erasureCancelled'));
    },
  );
};
