import {
  AdminApplicationIdParamsSchema,
  ApplicationMessageSchema,
  apiPatterns,
  MessagePreviewQuerySchema,
  MessagePreviewSchema,
  MessageResponseSchema,
  MessageTemplateInputSchema,
  MessageTemplateListSchema,
  MessageTemplateSchema,
  RecruiterMessageInputSchema,
  TemplateIdParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { sendRecruiterMessage } from '../../domain/timeline/messages.js';
import {
  createTemplate,
  deleteTemplate,
  editTemplate,
  previewMessage,
  templateList,
} from '../../domain/timeline/templates.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { answer, said } from '../../lib/said.js';
import { requireAdmin } from '../../plugins/auth.js';

// A recruiter's messages to a driver and the team's templates (issue 43, decision 035).
export const adminMessageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get(
    apiPatterns.adminMessageTemplates,
    {
      schema: { tags, security: bearerSecurity, response: { 200: MessageTemplateListSchema, ...authenticatedErrors } },
    },
    async (request) => {
      requireAdmin(request);
      return templateList(ctx);
    },
  );

  app.post(
    apiPatterns.adminMessageTemplates,
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: MessageTemplateInputSchema,
        response: { 201: MessageTemplateSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTemplate(ctx, requireAdmin(request).id, request.body)),
  );

  app.put(
    apiPatterns.adminMessageTemplate,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: TemplateIdParamsSchema,
        body: MessageTemplateInputSchema,
        response: { 200: MessageTemplateSchema, ...authenticatedErrors },
      },
    },
    async (request) => editTemplate(ctx, requireAdmin(request).id, request.params.templateId, request.body),
  );

  app.delete(
    apiPatterns.adminMessageTemplate,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: TemplateIdParamsSchema,
        response: { 200: MessageResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      await deleteTemplate(ctx, requireAdmin(request).id, request.params.templateId);
      return answer(said('messages.api.templateDeleted'));
    },
  );

  // A template filled for this driver, in their language, shown before the recruiter sends it.
  app.get(
    apiPatterns.adminApplicationMessagePreview,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        querystring: MessagePreviewQuerySchema,
        response: { 200: MessagePreviewSchema, ...authenticatedErrors },
      },
    },
    async (request) => previewMessage(ctx, requireAdmin(request).id, request.params.id, request.query.template_id),
  );

  app.post(
    apiPatterns.adminApplicationMessages,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: RecruiterMessageInputSchema,
        response: { 201: ApplicationMessageSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendRecruiterMessage(ctx, requireAdmin(request).id, request.params.id, request.body)),
  );
};
