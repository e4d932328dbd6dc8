import {
  AdminApplicationIdParamsSchema,
  AdminClearinghouseDueSchema,
  AdminClearinghouseSchema,
  apiPatterns,
  ClearinghouseQueryFieldsSchema,
  ClearinghouseQueryParamsSchema,
  ErrorResponseSchema,
  HireCheckQuerySchema,
  HireCheckSchema,
  RtdDocumentFieldsSchema,
  RtdDocumentParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import {
  addRtdDocument,
  checkHire,
  clearinghouseQueriesDue,
  openQueryPdf,
  openRtdDocument,
  readClearinghouse,
  recordQuery,
} from '../../domain/hiring/clearinghouse-actions.js';
import { sendStoredPdf } from '../../lib/download-headers.js';
import { readSingleFile } from '../../lib/read-single-file.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';

// The Clearinghouse step of the applicant file (decision 029). Part of the investigation file:
// `plugins/investigation-access.ts` lets only administrators allowed to see it through, and audits
// every read. The hire check sits outside it: every recruiter who may move a file to Hired asks it,
// and its answer says why only to those allowed.
export const clearinghouseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];
  const params = AdminApplicationIdParamsSchema;
  const uploaded = {
    200: AdminClearinghouseSchema,
    413: ErrorResponseSchema,
    415: ErrorResponseSchema,
    ...authenticatedErrors,
  };
  const pdf = { 200: z.unknown().describe('The PDF (application/pdf)'), ...authenticatedErrors };

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

  // The query's facts in the query string, its result PDF as the multipart file: one request, one row.
  app.post(
    apiPatterns.adminClearinghouseQueries,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        querystring: ClearinghouseQueryFieldsSchema,
        consumes: ['multipart/form-data'],
        response: uploaded,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const file = await readSingleFile(request);
      return recordQuery(ctx, admin.id, request.params.id, request.query, file);
    },
  );

  app.get(
    apiPatterns.adminClearinghouseQueryPdf,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ClearinghouseQueryParamsSchema,
        produces: ['application/pdf'],
        response: pdf,
      },
    },
    async (request, reply) => {
      const { file, originalName } = await openQueryPdf(ctx, request.params.id, request.params.queryId);
      return sendStoredPdf(reply, file, originalName);
    },
  );

  app.post(
    apiPatterns.adminClearinghouseRtdDocuments,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        querystring: RtdDocumentFieldsSchema,
        consumes: ['multipart/form-data'],
        response: uploaded,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const file = await readSingleFile(request);
      return addRtdDocument(ctx, admin.id, request.params.id, request.query, file);
    },
  );

  app.get(
    apiPatterns.adminClearinghouseRtdDocumentPdf,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: RtdDocumentParamsSchema,
        produces: ['application/pdf'],
        response: pdf,
      },
    },
    async (request, reply) => {
      const { file, originalName } = await openRtdDocument(ctx, request.params.id, request.params.documentId);
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
    async (request) => clearinghouseQueriesDue(ctx, await app.applicantScopeOf(requireAdmin(request).id)),
  );

  app.get(
    apiPatterns.adminHireCheck,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        querystring: HireCheckQuerySchema,
        response: { 200: HireCheckSchema, ...authenticatedErrors },
      },
    },
    async (request) =>
      checkHire(ctx, requireAdmin(request).id, request.params.id, request.query.hired_on, request.locale()),
  );
};
