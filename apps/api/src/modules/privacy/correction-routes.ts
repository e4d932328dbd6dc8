import {
  AdminApplicationIdParamsSchema,
  ApplicationCorrectionBodySchema,
  ApplicationCorrectionSchema,
  ApplicationCorrectionsSchema,
  apiPatterns,
  ErrorResponseSchema,
  translatorFor,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import {
  correctionRequestsOf,
  correctionsOf,
  findOpenCorrectionRequest,
  insertCorrection,
  lockSignedApplication,
} from '../../data/corrections-repository.js';
import { findApplicationForHiring } from '../../data/hiring-repository.js';
import { markRequestDone } from '../../data/privacy-requests-repository.js';
import { findUserById } from '../../data/users-repository.js';
import type { applicationCorrections } from '../../db/schema.js';
import { requestView } from '../../domain/privacy/privacy-requests.js';
import { HttpError } from '../../lib/http-error.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';

// A correction of a signed application (decision 031): the driver asks, a recruiter records the
// corrected answer as a new version beside the signed snapshot, audited; the snapshot, its hash and
// its signature never change.

const tags = ['admin'];

const versionView = (row: typeof applicationCorrections.$inferSelect) => ({
  version: row.version,
  answer: row.answer,
  corrected: row.corrected,
  reason: row.reason,
  request_id: row.request_id,
  made_by: row.made_by_email,
  made_at: row.made_at.toISOString(),
});

export const correctionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPatterns.adminApplicationCorrections,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        response: { 200: ApplicationCorrectionsSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const id = request.params.id;
      if (!(await findApplicationForHiring(ctx.db, id))) throw new HttpError(404, 'api.notFound');
      const requests = await correctionRequestsOf(ctx.db, id);
      const versions = await correctionsOf(ctx.db, id);
      return { requests: requests.map(requestView), versions: versions.map(versionView) };
    },
  );

  app.post(
    apiPatterns.adminApplicationCorrections,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: ApplicationCorrectionBodySchema,
        response: { 201: ApplicationCorrectionSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const recruiter = await findUserById(ctx.db, admin.id);
      const { request_id, answer, corrected, reason } = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        const application = await lockSignedApplication(tx, request.params.id);
        if (!application) throw new HttpError(404, 'api.notFound');
        // Before the signature the driver edits their own answers; a correction is for what signing froze.
        if (!application.signed) throw new HttpError(409, 'corrections.api.notSigned');
        if (request_id && !(await findOpenCorrectionRequest(tx, request_id, application.id)))
          throw new HttpError(409, 'corrections.api.requestNotOpen');
        const now = ctx.now();
        const inserted = await insertCorrection(tx, {
          application_id: application.id,
          request_id: request_id ?? null,
          answer,
          corrected,
          reason,
          made_by: admin.id,
          made_by_email: recruiter?.email ?? '',
          made_at: now,
        });
        if (request_id) {
          // The register's answer is the driver's to read, in their language.
          const driver = await findUserById(tx, application.user_id);
          const said = await translatorFor(driver?.language ?? 'en');
          await markRequestDone(
            tx,
            request_id,
            said.t('corrections.api.doneAnswer', { version: inserted.version }),
            now,
          );
        }
        await recordAudit(tx, admin.id, {
          action: 'application.corrected',
          target_type: 'application',
          target_id: application.id,
          details: { version: inserted.version, request_id: request_id ?? null, answer },
        });
        return inserted;
      });
      return reply.status(201).send(versionView(row));
    },
  );
};
