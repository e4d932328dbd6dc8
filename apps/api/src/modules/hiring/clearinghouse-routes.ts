import {
  AdminApplicationIdParamsSchema,
  AdminClearinghouseDueSchema,
  AdminClearinghouseSchema,
  AdminClearinghouseUpdateSchema,
  apiPatterns,
  ErrorResponseSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendStoredPdf } from '../../lib/download-headers.js';
import { readSingleFile } from '../../lib/read-single-file.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';
import {
  clearinghouseQueriesDue,
  openClearinghouseResult,
  readClearinghouse,
  updateClearinghouse,
  uploadClearinghouseResult,
} from './clearinghouse-service.js';

// The Clearinghouse step of the applicant file (decision 029). Part of the investigation file:
// `plugins/investigation-access.ts` lets only administrators allowed to see it through, and audits
// every read.
export const clearinghouseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];
  const params = AdminApplicationIdParamsSchema;

  app.get(
    apiPatterns.adminClearinghouse,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        response: { 200: AdminClearinghouseSchema, ...authenticatedErrors },
      },
    },
    async (request) => readClearinghouse(ctx, request.params.id),
  );

  app.put(
    apiPatterns.adminClearinghouse,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        body: AdminClearinghouseUpdateSchema,
        response: { 200: AdminClearinghouseSchema, ...authenticatedErrors },
      },
    },
    async (request) => updateClearinghouse(ctx, requireAdmin(request).id, request.params.id, request.body),
  );

  app.post(
    apiPatterns.adminClearinghouseResultPdf,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        consumes: ['multipart/form-data'],
        response: {
          200: AdminClearinghouseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          ...authenticatedErrors,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const file = await readSingleFile(request);
      return uploadClearinghouseResult(ctx, admin.id, request.params.id, file);
    },
  );

  app.get(
    apiPatterns.adminClearinghouseResultPdf,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The result PDF (application/pdf)'), ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const { file, originalName } = await openClearinghouseResult(ctx, request.params.id);
      return sendStoredPdf(reply, file, originalName);
    },
  );

  app.get(
    apiPatterns.adminClearinghouseDue,
    {
      schema: {
        tags,
        security: bearerSecurity,
        response: { 200: AdminClearinghouseDueSchema, ...authenticatedErrors },
      },
    },
    async () => clearinghouseQueriesDue(ctx),
  );
};
