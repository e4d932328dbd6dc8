import {
  ApplicationCheckSchema,
  ApplicationIdParamsSchema,
  ApplyRequestSchema,
  ApplyResponseSchema,
  ErrorResponseSchema,
  LatestApplicationSchema,
  MessageResponseSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/auth.js';
import { applicationCheck, apply, cancel, latestApplication } from './apply-service.js';

const security = [{ bearerAuth: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const applyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['apply'];

  app.post(
    '/api/apply',
    { schema: { tags, security, body: ApplyRequestSchema, response: { 200: ApplyResponseSchema, ...errors } } },
    async (request) => apply(ctx, requireUser(request).id, request.body),
  );

  app.get(
    '/api/apply/check',
    { schema: { tags, security, response: { 200: ApplicationCheckSchema, ...errors } } },
    async (request) => applicationCheck(ctx, requireUser(request).id),
  );

  app.get(
    '/api/apply/latest',
    { schema: { tags, security, response: { 200: LatestApplicationSchema, ...errors } } },
    async (request) => latestApplication(ctx, requireUser(request).id),
  );

  app.delete(
    '/api/candidate/apply/cancel/:applicationId',
    {
      schema: {
        tags,
        security,
        params: ApplicationIdParamsSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => cancel(ctx, requireUser(request).id, request.params.applicationId),
  );
};
