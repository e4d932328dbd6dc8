import {
  AdminUserIdParamsSchema,
  apiPatterns,
  LegalHoldCreateSchema,
  LegalHoldListSchema,
  LegalHoldSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import { insertHold, liftHold, listHolds } from '../../data/legal-holds-repository.js';
import { findUserById } from '../../data/users-repository.js';
import type { LegalHoldRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';

export const holdView = (row: LegalHoldRow) => ({
  id: row.id,
  user_id: row.user_id,
  record_type: row.record_type,
  reason: row.reason,
  until: row.until,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  lifted_at: row.lifted_at?.toISOString() ?? null,
});

// Legal holds (decision 031): records kept from erasure while a hold is in force.
export const legalHoldRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin-privacy'];
  const HoldIdParams = z.object({ id: AdminUserIdParamsSchema.shape.id });

  app.get(
    apiPatterns.adminPrivacyHolds,
    { schema: { tags, security: bearerSecurity, response: { 200: LegalHoldListSchema, ...authenticatedErrors } } },
    async (request) => {
      requireAdmin(request);
      return { holds: (await listHolds(ctx.db)).map(holdView) };
    },
  );

  app.post(
    apiPatterns.adminPrivacyHolds,
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: LegalHoldCreateSchema,
        response: { 201: LegalHoldSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { user_id, record_type, reason, until } = request.body;
      if (user_id != null && !(await findUserById(ctx.db, user_id))) throw new HttpError(404, 'privacy.api.notFound');
      const row = await ctx.db.transaction(async (tx) => {
        const hold = await insertHold(tx, {
          user_id: user_id ?? null,
          record_type: record_type ?? null,
          reason,
          until: until ?? null,
          created_by: admin.id,
        });
        await recordAudit(tx, admin.id, { action: 'privacy.hold', target_type: 'legal_hold', target_id: hold.id });
        return hold;
      });
      return reply.status(201).send(holdView(row));
    },
  );

  app.delete(
    apiPatterns.adminPrivacyHold,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: HoldIdParams,
        response: { 200: LegalHoldSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return ctx.db.transaction(async (tx) => {
        const row = await liftHold(tx, request.params.id, ctx.now());
        if (!row) throw new HttpError(404, 'privacy.api.notFound');
        await recordAudit(tx, admin.id, { action: 'privacy.hold_lift', target_type: 'legal_hold', target_id: row.id });
        return holdView(row);
      });
    },
  );
};
