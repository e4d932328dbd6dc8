import {
  ApplicationCheckSchema,
  ApplicationIdParamsSchema,
  ApplyRequestSchema,
  ApplyResponseSchema,
  apiPatterns,
  ErrorResponseSchema,
  LatestApplicationSchema,
  MessageResponseSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { applicationCheck, apply, cancel, latestApplication } from './apply-service.js';

export const applyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['apply'];

  app.post(
    apiPatterns.apply,
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: ApplyRequestSchema,
        response: { 200: ApplyResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => apply(ctx, requireUser(request).id, request.body),
  );

  app.get(
    apiPatterns.applicationCheck,
    { schema: { tags, security: bearerSecurity, response: { 200: ApplicationCheckSchema, ...authenticatedErrors } } },
    async (request) => applicationCheck(ctx, requireUser(request).id),
  );

  app.get(
    apiPatterns.latestApplication,
    { schema: { tags, security: bearerSecurity, response: { 200: LatestApplicationSchema, ...authenticatedErrors } } },
    async (request) => latestApplication(ctx, requireUser(request).id),
  );

  app.delete(
    apiPatterns.cancelApplication,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => cancel(ctx, requireUser(request).id, request.params.applicationId),
  );
};
