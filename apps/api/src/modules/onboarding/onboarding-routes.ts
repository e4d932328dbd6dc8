import {
  AdditionalLicenseSchema,
  ApplicationIdParamsSchema,
  apiPatterns,
  ErrorResponseSchema,
  LicenseSchema,
  MessageResponseSchema,
  OnboardingDraftConflictSchema,
  OnboardingDraftSavedSchema,
  OnboardingDraftSchema,
  OnboardingFormSchema,
  OnboardingStateSchema,
  PipelineUpdateSchema,
  QualificationsSchema,
  UserIdParamsSchema,
  WorkHistoryCreateSchema,
  WorkHistoryListSchema,
} from '@roadhire/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { entryKeyOf, IdempotencyHeadersSchema } from '../../lib/idempotency-key.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireSelfOrAdmin, requireUser } from '../../plugins/auth.js';
import {
  completeApplication,
  onboardingState,
  saveOnboardingDraft,
  submitAdditionalLicense,
  submitOnboardingForm,
  submitPrimaryLicense,
  submitQualifications,
  submitWorkHistory,
  workHistory,
} from './onboarding-service.js';

/** Writes name the caller only: an administrator never writes for a candidate. */
function requireSelf(request: FastifyRequest, userId: number): number {
  const user = requireUser(request);
  if (user.id !== userId) throw new HttpError(403, 'api.forbidden');
  return user.id;
}

const writeResponses = { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...authenticatedErrors };

export const onboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['onboarding'];
  // Every route here is the candidate's own: anonymous callers get 401 before their body is read.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    apiPatterns.onboarding,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        response: { 200: OnboardingStateSchema, ...authenticatedErrors },
      },
    },
    async (request) => onboardingState(ctx, requireUser(request), request.params.applicationId, request.locale()),
  );

  app.put(
    apiPatterns.onboardingDraft,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        body: OnboardingDraftSchema,
        response: {
          200: OnboardingDraftSavedSchema,
          409: z.union([OnboardingDraftConflictSchema, ErrorResponseSchema]),
          ...authenticatedErrors,
        },
      },
    },
    async (request) => saveOnboardingDraft(ctx, requireUser(request).id, request.params.applicationId, request.body),
  );

  app.put(
    apiPatterns.onboarding,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ApplicationIdParamsSchema,
        body: OnboardingFormSchema,
        response: writeResponses,
      },
    },
    async (request) => submitOnboardingForm(ctx, requireUser(request).id, request.params.applicationId, request.body),
  );

  app.post(
    apiPatterns.license,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        body: LicenseSchema,
        response: writeResponses,
      },
    },
    async (request) => submitPrimaryLicense(ctx, requireSelf(request, request.params.userId), request.body),
  );

  app.post(
    apiPatterns.addLicense,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: AdditionalLicenseSchema,
        response: writeResponses,
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.userId);
      const key = entryKeyOf(request.headers['idempotency-key'], request.body.entry_key);
      return submitAdditionalLicense(ctx, userId, request.body, key);
    },
  );

  app.post(
    apiPatterns.qualifications,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        body: QualificationsSchema,
        response: writeResponses,
      },
    },
    async (request) => submitQualifications(ctx, requireSelf(request, request.params.userId), request.body),
  );

  app.post(
    apiPatterns.workHistory,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: WorkHistoryCreateSchema,
        response: writeResponses,
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.userId);
      const key = entryKeyOf(request.headers['idempotency-key'], request.body.entry_key);
      return submitWorkHistory(ctx, userId, request.body, key);
    },
  );

  app.get(
    apiPatterns.workHistory,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        response: { 200: WorkHistoryListSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      return workHistory(ctx, request.params.userId);
    },
  );

  app.put(
    apiPatterns.pipeline,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: UserIdParamsSchema,
        body: PipelineUpdateSchema,
        response: {
          200: z.object({ pipeline_status: z.number().int(), message: z.string(), messageId: z.string().optional() }),
          409: ErrorResponseSchema,
          ...authenticatedErrors,
        },
      },
    },
    async (request) => completeApplication(ctx, requireSelf(request, request.params.userId)),
  );
};
