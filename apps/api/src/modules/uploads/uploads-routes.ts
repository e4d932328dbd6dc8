import {
  apiPatterns,
  DocumentLinkQuerySchema,
  ErrorResponseSchema,
  ResumeUploadResponseSchema,
  StoredPdfNameSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { findUploadByFilename } from '../../data/uploads-repository.js';
import { sendStoredPdf } from '../../lib/download-headers.js';
import { HttpError } from '../../lib/http-error.js';
import { UploadIdempotencyHeadersSchema, uploadKeyOf } from '../../lib/idempotency-key.js';
import { readSingleFile } from '../../lib/read-single-file.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { signFileLink, verifyFileLink } from '../../lib/signed-links.js';
import { storeUpload } from '../../lib/store-upload.js';
import { requireUser } from '../../plugins/auth.js';
import { isPdf } from '../../storage/file-storage.js';

export const uploadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    apiPatterns.uploadResume,
    {
      schema: {
        tags: ['apply'],
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        headers: UploadIdempotencyHeadersSchema,
        response: {
          201: ResumeUploadResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          ...authenticatedErrors,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await readSingleFile(request);
      if (!isPdf(file.bytes)) throw new HttpError(415, 'apply.resumePdfOnly');
      const row = await storeUpload(ctx, {
        userId: user.id,
        kind: 'resume',
        ...file,
        idempotencyKey: uploadKeyOf(request),
      });
      return reply.status(201).send({
        originalName: row.original_name,
        filename: row.filename,
        url: signFileLink(ctx.config.jwtSecret, 'resumes', row.filename),
      });
    },
  );

  // SPEC §3: resumes are viewed at /uploads/resumes/{filename}, through a signed, expiring link
  // given only to the driver who uploaded it and to administrators (decision 007): the address alone
  // opens nothing. Only names we issued and still hold answer, so nothing else on disk can be reached.
  app.get(
    apiPatterns.resumeFile,
    { schema: { hide: true, params: z.object({ filename: z.string().max(100) }) } },
    async (request, reply) => {
      const name = StoredPdfNameSchema.safeParse(request.params.filename);
      const link = DocumentLinkQuerySchema.safeParse(request.query);
      if (!name.success || !link.success) throw new HttpError(404, 'api.notFound');
      const check = verifyFileLink(ctx.config.jwtSecret, 'resumes', name.data, link.data);
      if (check === 'invalid') throw new HttpError(404, 'api.notFound');
      if (check === 'expired') throw new HttpError(403, 'onboarding.api.linkExpired');
      const known = await findUploadByFilename(ctx.db, 'resume', name.data);
      const file = known ? await ctx.storage.open('resumes', known.filename) : undefined;
      if (!known || !file) throw new HttpError(404, 'api.notFound');
      return sendStoredPdf(reply, file, known.original_name);
    },
  );
};
