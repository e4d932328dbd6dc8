import {
  AdminUserIdParamsSchema,
  apiPatterns,
  PrivacyRequestListSchema,
  PrivacyRequestSchema,
  SweepQuerySchema,
  SweepResultSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import { listPrivacyRequests, markRequestDone } from '../../data/privacy-requests-repository.js';
import { requestView } from '../../domain/privacy/privacy-requests.js';
import { runPrivacySweep } from '../../domain/privacy/privacy-sweep.js';
import { HttpError } from '../../lib/http-error.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';

// The carrier's register of a driver's data (decision 031): the retention and erasure sweep, and
// the requests, each answered by hand but an erasure, which the sweep carries out.
export const privacyRegisterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin-privacy'];
  const HoldIdParams = z.object({ id: AdminUserIdParamsSchema.shape.id });

  app.post(
    apiPatterns.adminPrivacySweep,
    {
      schema: {
        tags,
        security: bearerSecurity,
        querystring: SweepQuerySchema,
        response: { 200: SweepResultSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await runPrivacySweep(ctx, { dryRun: request.query.dry_run });
      if (!result.dry_run)
        await recordAudit(ctx.db, admin.id, {
          action: 'privacy.sweep',
          target_type: 'privacy',
          details: { erased: result.erased, people: result.people },
        });
      return result;
    },
  );

  app.get(
    apiPatterns.adminPrivacyRequests,
    { schema: { tags, security: bearerSecurity, response: { 200: PrivacyRequestListSchema, ...authenticatedErrors } } },
    async (request) => {
      requireAdmin(request);
      return { requests: (await listPrivacyRequests(ctx.db)).map(requestView) };
    },
  );

  app.post(
    apiPatterns.adminPrivacyRequestDone,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: HoldIdParams,
        body: z.object({ answer: z.string().trim().min(1).max(4000) }),
        response: { 200: PrivacyRequestSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return ctx.db.transaction(async (tx) => {
        const row = await markRequestDone(tx, request.params.id, request.body.answer, ctx.now());
        if (!row || row.kind === 'erasure') throw new HttpError(404, 'privacy.api.notFound');
        await recordAudit(tx, admin.id, {
          action: 'privacy.request_done',
          target_type: 'privacy_request',
          target_id: row.id,
        });
        return requestView(row);
      });
    },
  );
};
