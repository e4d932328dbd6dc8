import {
  AddVerificationSchema,
  AdminApplicationIdParamsSchema,
  AdminVerificationListSchema,
  apiPatterns,
  ContactCorrectionSchema,
  ErrorResponseSchema,
  MergeVerificationSchema,
  ReasonSchema,
  RecordedAnswerSchema,
  VerificationIdParamsSchema,
  VerificationQueueQuerySchema,
  VerificationQueueSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import {
  addVerification,
  applicationVerifications,
  closeVerification,
  correctContact,
  mergeVerification,
  recordAnswer,
  releaseToDriver,
  resendVerification,
  revokeVerification,
  verificationQueue,
} from '../../domain/verifications/recruiter-actions.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';

// The recruiter's previous-employer checks (decision 030). Every route is under
// /api/admin/applications/:id/verifications or /api/admin/verifications, in the admin scope.
export const adminVerificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin', 'verifications'];
  const answers = { 200: AdminVerificationListSchema, 409: ErrorResponseSchema, ...authenticatedErrors };
  const list = async (promise: ReturnType<typeof applicationVerifications>) => ({ verifications: await promise });

  app.get(
    apiPatterns.adminVerifications,
    {
      schema: {
        tags,
        security: bearerSecurity,
        querystring: VerificationQueueQuerySchema,
        response: { 200: VerificationQueueSchema, ...authenticatedErrors },
      },
    },
    async (request) => verificationQueue(ctx, await app.applicantScopeOf(requireAdmin(request).id), request.query),
  );

  app.get(
    apiPatterns.adminApplicationVerifications,
    { schema: { tags, security: bearerSecurity, params: AdminApplicationIdParamsSchema, response: answers } },
    async (request) => list(applicationVerifications(ctx, request.params.id)),
  );

  app.post(
    apiPatterns.adminApplicationVerifications,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: AddVerificationSchema,
        response: answers,
      },
    },
    async (request) => list(addVerification(ctx, requireAdmin(request).id, request.params.id, request.body)),
  );

  const byId = { tags, security: bearerSecurity, params: VerificationIdParamsSchema, response: answers };

  app.post(apiPatterns.adminVerificationSend, { schema: byId }, async (request) =>
    list(resendVerification(ctx, requireAdmin(request).id, request.params.id)),
  );
  app.post(apiPatterns.adminVerificationRevoke, { schema: byId }, async (request) =>
    list(revokeVerification(ctx, requireAdmin(request).id, request.params.id)),
  );
  app.put(
    apiPatterns.adminVerificationContact,
    { schema: { ...byId, body: ContactCorrectionSchema } },
    async (request) => list(correctContact(ctx, requireAdmin(request).id, request.params.id, request.body)),
  );
  app.post(apiPatterns.adminVerificationClose, { schema: { ...byId, body: ReasonSchema } }, async (request) =>
    list(closeVerification(ctx, requireAdmin(request).id, request.params.id, request.body.reason)),
  );
  app.post(
    apiPatterns.adminVerificationMerge,
    { schema: { ...byId, body: MergeVerificationSchema } },
    async (request) =>
      list(mergeVerification(ctx, requireAdmin(request).id, request.params.id, request.body.into, request.body.reason)),
  );
  app.post(apiPatterns.adminVerificationRelease, { schema: byId }, async (request) =>
    list(releaseToDriver(ctx, requireAdmin(request).id, request.params.id)),
  );
  app.post(
    apiPatterns.adminVerificationResponse,
    { schema: { ...byId, body: RecordedAnswerSchema } },
    async (request) => list(recordAnswer(ctx, requireAdmin(request).id, request.params.id, request.body)),
  );
};
