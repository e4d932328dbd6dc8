import {
  apiPatterns,
  CandidateProfileSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  ProfileSaveResponseSchema,
  ProfileSaveSchema,
  TokenParamsSchema,
  UserIdParamsSchema,
  UserLanguageSchema,
} from '@roadhire/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { answer, said } from '../../lib/said.js';
import { requireSelfOrAdmin, requireUser } from '../../plugins/auth.js';
import { secretCheckLimit } from '../../plugins/sign-in-limits.js';
import { confirmEmailChange } from './email-change.js';
import { getProfile, logOutEverywhere, saveLanguage, saveProfile } from './profile-service.js';

/** Only saves that carry a password count against the limit: those are guesses at the current one. */
const carriesNoPassword = (request: FastifyRequest) => {
  const body = request.body as { password?: unknown; current_password?: unknown } | undefined;
  return !body?.password && !body?.current_password;
};

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['profile'];
  // DESIGN: the sign-in limit on every password check.
  const rateLimit = secretCheckLimit(ctx.config);

  app.get(
    apiPatterns.profile,
    { schema: { tags, security: bearerSecurity, response: { 200: CandidateProfileSchema, ...authenticatedErrors } } },
    async (request) => getProfile(ctx, requireUser(request).id),
  );

  app.put(
    apiPatterns.updateUser,
    {
      // Counted once the body is read, so a save without a password is never held back.
      config: { rateLimit: { ...rateLimit, hook: 'preHandler', allowList: carriesNoPassword } },
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        body: ProfileSaveSchema,
        response: {
          200: ProfileSaveResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
          ...authenticatedErrors,
        },
      },
    },
    async (request) => {
      const caller = requireSelfOrAdmin(request, request.params.userId);
      return saveProfile(ctx, caller, request.params.userId, request.body);
    },
  );

  // The language alone, from the top bar's switch: no password, no other field (decision 032).
  app.patch(
    apiPatterns.updateUser,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        body: UserLanguageSchema,
        response: { 200: UserLanguageSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      return { language: await saveLanguage(ctx, request.params.userId, request.body.language) };
    },
  );

  app.post(
    apiPatterns.logoutEverywhere,
    {
      schema: { tags, security: bearerSecurity, response: { 200: MessageResponseSchema, ...authenticatedErrors } },
    },
    async (request) => {
      await logOutEverywhere(ctx, requireUser(request).id);
      return answer(said('api.loggedOutEverywhere'));
    },
  );

  // Public: the link mailed to the new address is the proof (decision 019).
  app.post(
    apiPatterns.confirmEmail,
    {
      config: { rateLimit },
      schema: {
        tags,
        params: TokenParamsSchema,
        response: {
          200: MessageResponseSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await confirmEmailChange(ctx, request.params.token);
      return answer(said('api.emailChanged'));
    },
  );
};
