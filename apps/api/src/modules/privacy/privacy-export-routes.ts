import { apiPatterns, ExportAcceptedSchema, ExportTokenParamsSchema } from '@roadhire/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { type ExportAnswer, exportByLink, exportFor } from '../../domain/privacy/data-export.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';

/** The copy of the driver's own data (decision 031): straight away, or by a link once it is built. */
export const privacyExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['privacy'];
  const zip = z.any().describe('application/zip: data.json, files/, transcript.pdf');

  app.get(
    apiPatterns.privacyExport,
    {
      schema: {
        tags,
        security: bearerSecurity,
        response: { 200: zip, 202: ExportAcceptedSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => sendExport(reply, await exportFor(ctx, requireUser(request).id, request.log)),
  );

  app.get(
    apiPatterns.privacyExportLink,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: ExportTokenParamsSchema,
        response: { 200: zip, 202: ExportAcceptedSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => sendExport(reply, await exportByLink(ctx, requireUser(request).id, request.params.token)),
  );
};

/** The ZIP, or 202 with where it will be (a large export, built in the background). */
function sendExport(reply: FastifyReply, answer: ExportAnswer) {
  if (answer.kind === 'link')
    return reply
      .status(202)
      .header('Location', answer.body.location)
      .header('Retry-After', String(EXPORT_RETRY_AFTER_SECONDS))
      .send(answer.body);
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', 'attachment; filename="my-data.zip"')
    .header('Cache-Control', 'no-store')
    .send(answer.bytes);
}

/** How soon a client asks again for an export being built. */
const EXPORT_RETRY_AFTER_SECONDS = 3;
