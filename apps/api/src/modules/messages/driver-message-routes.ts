import {
  apiPatterns,
  DriverMessageInputSchema,
  DriverMessageListSchema,
  DriverMessageSchema,
  ErrorResponseSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { driverMessages, sendDriverMessage } from '../../domain/timeline/messages.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';

/** A driver's answers per account: a conversation, not a channel for floods. */
const DRIVER_MESSAGES_PER_WINDOW = 20;

// The driver's side of the messages (decision 035): the recruiters' messages about their own
// applications, and their answers. Another driver's application answers 404.
export const driverMessageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['messages'];

  app.get(
    apiPatterns.driverMessages,
    { schema: { tags, security: bearerSecurity, response: { 200: DriverMessageListSchema, ...authenticatedErrors } } },
    async (request) => driverMessages(ctx, requireUser(request).id, request.locale()),
  );

  app.post(
    apiPatterns.driverMessages,
    {
      config: {
        rateLimit: {
          max: DRIVER_MESSAGES_PER_WINDOW,
          timeWindow: '15 minutes',
          // After authentication, so each account has its own budget, whatever address it writes from.
          hook: 'preHandler',
          keyGenerator: (request) => `driver-messages|${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        security: bearerSecurity,
        body: DriverMessageInputSchema,
        response: {
          201: DriverMessageSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          ...authenticatedErrors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendDriverMessage(ctx, requireUser(request).id, request.body, request.locale())),
  );
};
