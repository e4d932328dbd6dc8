import {
  ApplicationIdParamsSchema,
  apiPatterns,
  ComplianceTextsResponseSchema,
  ErrorResponseSchema,
  OnboardingDraftConflictSchema,
  SignatureSchema,
  SignRequestSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { complianceTexts, readSignature, signApplication } from '../../domain/signing/sign-application.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';

// The driver's side of the signed application (decision 016): the texts in force, public, and the
// signature, the owner's (an administrator may read it). Its admin check is in the admin scope.
export const signatureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['signature'];

  app.get(
    apiPatterns.complianceTexts,
    { schema: { tags, response: { 200: ComplianceTextsResponseSchema } } },
    async (request) => complianceTexts(ctx, request.locale()),
  );

  app.post(
    apiPatterns.sign,
    {
      // Anonymous callers get 401 before their body is read.
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        body: SignRequestSchema,
        // A 409 for an application changed since the driver reviewed it names the version it holds.
        response: {
          200: SignatureSchema,
          409: z.union([OnboardingDraftConflictSchema, ErrorResponseSchema]),
          ...authenticatedErrors,
        },
      },
    },
    async (request) =>
      signApplication(
        ctx,
        requireUser(request).id,
        request.params.applicationId,
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
        request.locale(),
      ),
  );

  app.get(
    apiPatterns.sign,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        response: { 200: SignatureSchema, ...authenticatedErrors },
      },
    },
    async (request) => readSignature(ctx, requireUser(request), request.params.applicationId),
  );
};
