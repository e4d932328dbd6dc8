import {
  apiPatterns,
  ClosedAccountResponseSchema,
  ErrorResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  pages,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  TokenParamsSchema,
  UnverifiedLoginResponseSchema,
  VerifyEmailQuerySchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { answer, said } from '../../lib/said.js';
import { signInLimits } from '../../plugins/sign-in-limits.js';
import { cancelErasure, login, register, requestPasswordReset, resetPassword, verifyEmail } from './auth-service.js';

const errors = { 400: ErrorResponseSchema, 429: ErrorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // DESIGN: AUTH_RATE_LIMIT requests per client address and account per 15 minutes on each route,
  // and AUTH_ADDRESS_RATE_LIMIT per client address.
  const byField = (field: string) =>
    signInLimits(app, ctx.config, (request) => String((request.body as Record<string, unknown>)[field] ?? ''));
  const byToken = signInLimits(app, ctx.config, (request) => String((request.params as { token?: unknown }).token));
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
          403: UnverifiedLoginResponseSchema,
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
