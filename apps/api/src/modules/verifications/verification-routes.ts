import {
  apiPatterns,
  DriverVerificationSchema,
  DriverVerificationsSchema,
  EmployerLanguageSchema,
  EmployerRequestSchema,
  EmployerResponseReceiptSchema,
  EmployerResponseSchema,
  EmployerTokenParamsSchema,
  ErrorResponseSchema,
  RebuttalSchema,
  ReleaseRequestSchema,
  VerificationCorrectionSchema,
  VerificationIdParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { driverVerifications, signRelease } from '../../domain/verifications/driver-releases.js';
import { addRebuttal, requestCorrection, requestReview } from '../../domain/verifications/driver-review.js';
import {
  employerRequest,
  setEmployerLanguage,
  submitEmployerResponse,
} from '../../domain/verifications/employer-response.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { secretCheckLimit } from '../../plugins/sign-in-limits.js';

// Previous-employer checks (decision 030): the driver's releases, and the previous employer's form
// behind its single-use link, which needs no account and is rate-limited per client address.
export const verificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['verifications'];
  const signedIn = {
    preValidation: async (request: Parameters<typeof requireUser>[0]) => {
      requireUser(request);
    },
  };

  app.get(
    apiPatterns.candidateVerifications,
    {
      ...signedIn,
      schema: { tags, security: bearerSecurity, response: { 200: DriverVerificationsSchema, ...authenticatedErrors } },
    },
    async (request) => driverVerifications(ctx, requireUser(request).id, request.locale()),
  );

  app.post(
    apiPatterns.candidateVerificationRelease,
    {
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        params: VerificationIdParamsSchema,
        body: ReleaseRequestSchema,
        response: { 200: DriverVerificationSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) =>
      signRelease(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body.typed_name,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        request.locale(),
      ),
  );

  // The driver's review of an answer (391.23(i)): ask, then correction request and rebuttal once released.
  const reviewSchema = {
    tags,
    security: bearerSecurity,
    params: VerificationIdParamsSchema,
    response: { 200: DriverVerificationSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
  };
  app.post(apiPatterns.candidateVerificationReview, { ...signedIn, schema: reviewSchema }, async (request) =>
    requestReview(ctx, requireUser(request).id, request.params.id),
  );
  app.post(
    apiPatterns.candidateVerificationCorrection,
    { ...signedIn, schema: { ...reviewSchema, body: VerificationCorrectionSchema } },
    async (request) => requestCorrection(ctx, requireUser(request).id, request.params.id, request.body.text),
  );
  app.post(
    apiPatterns.candidateVerificationRebuttal,
    { ...signedIn, schema: { ...reviewSchema, body: RebuttalSchema } },
    async (request) => addRebuttal(ctx, requireUser(request).id, request.params.id, request.body.text),
  );

  const rateLimit = secretCheckLimit(ctx.config);
  const refused = {
    400: ErrorResponseSchema,
    404: ErrorResponseSchema,
    410: ErrorResponseSchema,
    429: ErrorResponseSchema,
  };

  app.get(
    apiPatterns.employerResponse,
    {
      config: { rateLimit },
      schema: { tags, params: EmployerTokenParamsSchema, response: { 200: EmployerRequestSchema, ...refused } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return employerRequest(ctx, request.params.token);
    },
  );

  app.post(
    apiPatterns.employerResponse,
    {
      config: { rateLimit },
      schema: {
        tags,
        params: EmployerTokenParamsSchema,
        body: EmployerResponseSchema,
        response: { 200: EmployerResponseReceiptSchema, ...refused },
      },
    },
    async (request) =>
      submitEmployerResponse(ctx, request.params.token, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  // The employer's choice of language on its form, kept for the request's later mails.
  app.put(
    apiPatterns.employerResponseLanguage,
    {
      config: { rateLimit },
      schema: {
        tags,
        params: EmployerTokenParamsSchema,
        body: EmployerLanguageSchema,
        response: { 200: EmployerLanguageSchema, ...refused },
      },
    },
    async (request) => setEmployerLanguage(ctx, request.params.token, request.body.language),
  );
};
