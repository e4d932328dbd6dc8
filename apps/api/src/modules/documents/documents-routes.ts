import {
  apiPaths,
  apiPatterns,
  CanadaDocParamsSchema,
  CanadaDocTypeParamsSchema,
  CandidateDocumentListSchema,
  DocIdParamsSchema,
  DocListKindParamsSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendStoredPdf } from '../../lib/download-headers.js';
import { uploadKeyOf } from '../../lib/idempotency-key.js';
import { readSingleFile } from '../../lib/read-single-file.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { deleteResponses, documentTags as tags, uploadSchema } from './document-route-schemas.js';
import {
  deleteDocument,
  GENERAL_DELETE_KINDS,
  listCandidateDocuments,
  openDocumentLink,
  uploadCandidateDocument,
} from './documents-service.js';
import { fastCardRoutes } from './fast-card-routes.js';

// SPEC §7 Documents. Every call is the caller's own: the paths name no user, and ids of other
// candidates' documents answer 404 (decision 007).
export const documentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastCardRoutes, { ctx });
  const listResponses = { 200: CandidateDocumentListSchema, ...authenticatedErrors };

  // Canada proof of the right to work, by document type.
  app.get(
    apiPatterns.canadaDocs,
    { schema: { tags, security: bearerSecurity, params: CanadaDocTypeParamsSchema, response: listResponses } },
    async (request) => listCandidateDocuments(ctx, requireUser(request).id, 'canada_proof', request.params.docType),
  );

  app.post(
    apiPatterns.uploadCanadaDoc,
    { schema: { ...uploadSchema, params: CanadaDocTypeParamsSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = { ...(await readSingleFile(request)), idempotencyKey: uploadKeyOf(request) };
      const document = await uploadCandidateDocument(ctx, user.id, 'canada_proof', file, request.params.docType);
      return reply.status(201).send(document);
    },
  );

  app.delete(
    apiPatterns.deleteCanadaDoc,
    { schema: { tags, security: bearerSecurity, params: CanadaDocParamsSchema, response: deleteResponses } },
    async (request) =>
      deleteDocument(ctx, requireUser(request).id, 'canada_proof', request.params.docId, request.params.docType),
  );

  // US proof, training and award documents.
  const listKinds = { us: 'us_proof', training: 'training', award: 'award' } as const;
  app.get(
    apiPatterns.docs,
    { schema: { tags, security: bearerSecurity, params: DocListKindParamsSchema, response: listResponses } },
    async (request) => listCandidateDocuments(ctx, requireUser(request).id, listKinds[request.params.kind]),
  );

  // Training and award share the pattern `upload-:kind`; each registers its own path, so each keeps its kind.
  const uploads = [
    [apiPatterns.uploadUsDoc, 'us_proof'],
    [apiPaths.uploadDoc('training'), 'training'],
    [apiPaths.uploadDoc('award'), 'award'],
  ] as const;
  for (const [url, kind] of uploads) {
    app.post(url, { schema: uploadSchema }, async (request, reply) => {
      const user = requireUser(request);
      const file = { ...(await readSingleFile(request)), idempotencyKey: uploadKeyOf(request) };
      return reply.status(201).send(await uploadCandidateDocument(ctx, user.id, kind, file));
    });
  }

  app.delete(
    apiPatterns.deleteDoc,
    { schema: { tags, security: bearerSecurity, params: DocIdParamsSchema, response: deleteResponses } },
    async (request) => deleteDocument(ctx, requireUser(request).id, GENERAL_DELETE_KINDS, request.params.docId),
  );

  // Decision 007: the signed link is the permission, so a new tab opens the PDF without a token.
  // Only names we issued, still hold and signed answer; nothing else on disk can be reached.
  app.get(
    apiPatterns.documentFile,
    {
      schema: {
        hide: true,
        params: z.object({ filename: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { row, file } = await openDocumentLink(
        ctx,
        request.params.filename,
        request.query as Record<string, unknown>,
      );
      return sendStoredPdf(reply, file, row.original_name);
    },
  );
};
