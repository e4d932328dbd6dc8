import { AdminApplicationIdParamsSchema, apiPatterns, VerificationIdParamsSchema } from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { investigationFilePdf } from '../../domain/investigation-file/investigation-file-pdf.js';
import { responsePdf } from '../../domain/verifications/verification-response-pdf.js';
import { downloadHeaders } from '../../lib/download-headers.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';

// The investigation file printed on the application's PDF sheet (decision 030): one previous
// employer's answer, and the whole file of an application. In the admin scope, under the
// investigation file's prefixes, so the permission and the read's audit come with them.
export const investigationPdfRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin', 'verifications'];
  app.get(
    apiPatterns.adminVerificationResponsePdf,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: VerificationIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The answer as a PDF file (application/pdf)'), ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const pdf = await responsePdf(ctx, request.params.id);
      return downloadHeaders(reply, {
        contentType: 'application/pdf',
        fileName: `previous-employer-answer-${request.params.id}.pdf`,
        disposition: 'inline',
        size: pdf.length,
      }).send(pdf);
    },
  );

  app.get(
    apiPatterns.adminInvestigationFilePdf,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.unknown().describe('The investigation file as a PDF file (application/pdf)'),
          ...authenticatedErrors,
        },
      },
    },
    async (request, reply) => {
      // In the downloading recruiter's language (decision 032).
      const file = await investigationFilePdf(ctx, request.params.id, requireAdmin(request).language ?? 'en');
      return downloadHeaders(reply, {
        contentType: 'application/pdf',
        fileName: file.fileName,
        disposition: 'attachment',
        size: file.pdf.length,
      }).send(file.pdf);
    },
  );
};
