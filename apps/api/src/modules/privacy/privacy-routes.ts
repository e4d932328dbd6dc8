import {
  ApplicationIdParamsSchema,
  apiPatterns,
  ConsentChangeSchema,
  ConsentPurposeParamsSchema,
  CorrectionRequestSchema,
  DriverPrivacySchema,
  ErasureRequestSchema,
  ErasureResponseSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  PrivacyRequestSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import {
  driverPrivacy,
  registerRequest,
  requestErasure,
  requestView,
  setConsent,
  withdrawApplication,
} from '../../domain/privacy/privacy-requests.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { answer, said } from '../../lib/said.js';
import { requireUser } from '../../plugins/auth.js';
import { secretCheckLimit } from '../../plugins/sign-in-limits.js';
import { privacyExportRoutes } from './privacy-export-routes.js';

// The driver's data (decision 031): every call acts on the caller's own account only; there is no
// user id in these addresses to point at another one.
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(privacyExportRoutes, { ctx });
  const tags = ['privacy'];
  // A password is checked here: the sign-in limit applies.
  const rateLimit = secretCheckLimit(ctx.config);

  app.get(
    apiPatterns.privacy,
    { schema: { tags, security: bearerSecurity, response: { 200: DriverPrivacySchema, ...authenticatedErrors } } },
    async (request) => driverPrivacy(ctx, requireUser(request).id),
  );

  app.post(
    apiPatterns.privacyErasure,
    {
      config: { rateLimit: { ...rateLimit, hook: 'preHandler' } },
      schema: {
        tags,
        security: bearerSecurity,
        body: ErasureRequestSchema,
        response: { 202: ErasureResponseSchema, 429: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const answer = await requestErasure(ctx, requireUser(request).id, request.body);
      return reply.status(202).send(answer);
    },
  );

  app.post(
    apiPatterns.privacyCorrection,
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: CorrectionRequestSchema,
        response: { 201: PrivacyRequestSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const row = await registerRequest(ctx, requireUser(request).id, 'correction', {
        applicationId: request.body.application_id,
        detail: request.body.detail,
      });
      return reply.status(201).send(requestView(row));
    },
  );

  app.put(
    apiPatterns.privacyConsent,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ConsentPurposeParamsSchema,
        body: ConsentChangeSchema,
        response: { 200: DriverPrivacySchema, ...authenticatedErrors },
      },
    },
    async (request) => setConsent(ctx, requireUser(request).id, request.params.purpose, request.body.granted),
  );

  app.post(
    apiPatterns.withdrawApplication,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      await withdrawApplication(ctx, requireUser(request).id, request.params.applicationId);
      return answer(said('privacy.api.applicationWithdrawn'));
    },
  );
};
