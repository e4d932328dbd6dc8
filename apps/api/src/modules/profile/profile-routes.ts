import {
  apiPaths,
  CandidateProfileSchema,
  ErrorResponseSchema,
  ProfileUpdateSchema,
  UserIdParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireSelfOrAdmin, requireUser } from '../../plugins/auth.js';
import { getProfile, saveProfile } from './profile-service.js';

const security = [{ bearerAuth: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['profile'];

  app.get(
    apiPaths.profile,
    { schema: { tags, security, response: { 200: CandidateProfileSchema, ...errors } } },
    async (request) => getProfile(ctx, requireUser(request).id),
  );

  app.put(
    '/api/candidate/users/:userId',
    {
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        body: ProfileUpdateSchema,
        response: { 200: CandidateProfileSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      return saveProfile(ctx, request.params.userId, request.body);
    },
  );
};
