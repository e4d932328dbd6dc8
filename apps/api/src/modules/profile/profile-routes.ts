import {
  apiPatterns,
  CandidateProfileSchema,
  ErrorResponseSchema,
  ProfileUpdateSchema,
  UserIdParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireSelfOrAdmin, requireUser } from '../../plugins/auth.js';
import { getProfile, saveProfile } from './profile-service.js';

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['profile'];

  app.get(
    apiPatterns.profile,
    { schema: { tags, security: bearerSecurity, response: { 200: CandidateProfileSchema, ...authenticatedErrors } } },
    async (request) => getProfile(ctx, requireUser(request).id),
  );

  app.put(
    apiPatterns.updateUser,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        body: ProfileUpdateSchema,
        response: { 200: CandidateProfileSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      return saveProfile(ctx, request.params.userId, request.body);
    },
  );
};
