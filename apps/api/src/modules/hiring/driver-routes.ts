import {
  ApplicationIdParamsSchema,
  apiPatterns,
  ClearinghouseConsentRequestSchema,
  ClearinghouseConsentViewSchema,
  DriverApplicationsSchema,
  ErrorResponseSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { readConsent, signConsent } from '../../domain/hiring/clearinghouse-consent.js';
import { driverApplications } from '../../domain/hiring/driver-status.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';

// The driver's side (decision 029): where each application stands, and the Clearinghouse consent
// they sign. Every call is the caller's own; another driver's application answers 404.
export const hiringDriverRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['hiring'];

  app.get(
    apiPatterns.driverApplications,
    { schema: { tags, security: bearerSecurity, response: { 200: DriverApplicationsSchema, ...authenticatedErrors } } },
    async (request) => driverApplications(ctx, requireUser(request).id, request.locale()),
  );

  app.get(
    apiPatterns.clearinghouseConsent,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        response: { 200: ClearinghouseConsentViewSchema, ...authenticatedErrors },
      },
    },
    async (request) => readConsent(ctx, requireUser(request).id, request.params.applicationId, request.locale()),
  );

  app.post(
    apiPatterns.clearinghouseConsent,
    {
      // Anonymous callers get 401 before their body is read.
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        body: ClearinghouseConsentRequestSchema,
        response: { 200: ClearinghouseConsentViewSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) =>
      signConsent(
        ctx,
        requireUser(request).id,
        request.params.applicationId,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        request.locale(),
      ),
  );
};
