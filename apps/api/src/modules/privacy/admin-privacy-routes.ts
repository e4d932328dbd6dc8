import {
  AdminApplicationIdParamsSchema,
  AdminUserIdParamsSchema,
  ApplicantPrivacySchema,
  apiPatterns,
  CONSENT_PURPOSES,
  EmploymentEndSchema,
  ErrorResponseSchema,
  IncidentCreateSchema,
  IncidentListSchema,
  IncidentSchema,
  LegalHoldCreateSchema,
  LegalHoldListSchema,
  LegalHoldSchema,
  MessageResponseSchema,
  PrivacyRequestListSchema,
  PrivacyRequestSchema,
  SweepQuerySchema,
  SweepResultSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import { insertIncident, listIncidents } from '../../data/confidentiality-incidents-repository.js';
import { findApplicationForHiring, findEmploymentEnd, setEmploymentEnd } from '../../data/hiring-repository.js';
import { insertHold, liftHold, listHolds } from '../../data/legal-holds-repository.js';
import { consentsOf } from '../../data/privacy-consents-repository.js';
import { findLatestErasure, listPrivacyRequests, markRequestDone } from '../../data/privacy-requests-repository.js';
import { findUserById } from '../../data/users-repository.js';
import type { confidentialityIncidents, LegalHoldRow } from '../../db/schema.js';
import { consentView, requestView } from '../../domain/privacy/privacy-requests.js';
import { runPrivacySweep } from '../../domain/privacy/privacy-sweep.js';
import { csvRow } from '../../lib/csv.js';
import { downloadHeaders } from '../../lib/download-headers.js';
import { HttpError } from '../../lib/http-error.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { answer, said } from '../../lib/said.js';
import { requireAdmin } from '../../plugins/auth.js';

// The carrier's side of a driver's data (decision 031): the sweep, the requests register, legal
// holds, the confidentiality-incident register, and the applicant file's privacy panel.

const holdView = (row: LegalHoldRow) => ({
  id: row.id,
  user_id: row.user_id,
  record_type: row.record_type,
  reason: row.reason,
  until: row.until,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  lifted_at: row.lifted_at?.toISOString() ?? null,
});

const incidentView = (row: typeof confidentialityIncidents.$inferSelect) => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

const INCIDENT_COLUMNS = [
  'id',
  'description',
  'occurred_from',
  'occurred_to',
  'learned_on',
  'people_count',
  'risk_assessment',
  'serious_injury_risk',
  'regulator_notified_on',
  'people_notified_on',
  'measures',
  'created_at',
] as const;

export const adminPrivacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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

  app.get(
    apiPatterns.adminPrivacyIncidents,
    { schema: { tags, security: bearerSecurity, response: { 200: IncidentListSchema, ...authenticatedErrors } } },
    async (request) => {
      requireAdmin(request);
      return { incidents: (await listIncidents(ctx.db)).map(incidentView) };
    },
  );

  app.post(
    apiPatterns.adminPrivacyIncidents,
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: IncidentCreateSchema,
        response: { 201: IncidentSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const body = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        const incident = await insertIncident(tx, {
          ...body,
          occurred_to: body.occurred_to ?? null,
          regulator_notified_on: body.regulator_notified_on ?? null,
          people_notified_on: body.people_notified_on ?? null,
          created_by: admin.id,
        });
        await recordAudit(tx, admin.id, {
          action: 'privacy.incident',
          target_type: 'incident',
          target_id: incident.id,
        });
        return incident;
      });
      return reply.status(201).send(incidentView(row));
    },
  );

  app.get(
    apiPatterns.adminPrivacyIncidentsCsv,
    {
      schema: {
        tags,
        security: bearerSecurity,
        produces: ['text/csv'],
        response: { 200: z.unknown().describe('The register as CSV (text/csv)'), ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const rows = await listIncidents(ctx.db);
      const body =
        csvRow(INCIDENT_COLUMNS) +
        rows
          .map((row) => {
            const view = incidentView(row);
            return csvRow(
              INCIDENT_COLUMNS.map((column) => {
                const value = view[column];
                return typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
              }),
            );
          })
          .join('');
      return downloadHeaders(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: 'confidentiality-incidents.csv',
        disposition: 'attachment',
      }).send(body);
    },
  );

  app.get(
    apiPatterns.adminApplicationPrivacy,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        response: { 200: ApplicantPrivacySchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const application = await findApplicationForHiring(ctx.db, request.params.id);
      if (!application) throw new HttpError(404, 'privacy.api.notFound');
      const user = await findUserById(ctx.db, application.user_id);
      const consents = await consentsOf(ctx.db, application.user_id);
      const erasure = await findLatestErasure(ctx.db, application.user_id);
      const ended = await findEmploymentEnd(ctx.db, request.params.id);
      return {
        consents: CONSENT_PURPOSES.map((purpose) => consentView(consents, purpose, ctx.now())),
        holds: (await listHolds(ctx.db, application.user_id)).map(holdView),
        erasure: erasure
          ? {
              status: erasure.status,
              received_at: erasure.received_at.toISOString(),
              erase_after: erasure.erase_after?.toISOString() ?? null,
            }
          : null,
        closed_at: user?.closed_at?.toISOString() ?? null,
        employment_ended_on: ended,
      };
    },
  );

  app.put(
    apiPatterns.adminEmploymentEnd,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: EmploymentEndSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const application = await findApplicationForHiring(ctx.db, request.params.id);
      if (!application) throw new HttpError(404, 'privacy.api.notFound');
      const ended = request.body.employment_ended_on;
      if (ended !== null && !application.hired_on) throw new HttpError(409, 'privacy.api.notHired');
      if (ended !== null && application.hired_on && ended < application.hired_on)
        throw new HttpError(400, 'privacy.api.endBeforeHire');
      await ctx.db.transaction(async (tx) => {
        await setEmploymentEnd(tx, application.id, ended);
        await recordAudit(tx, admin.id, {
          action: 'privacy.employment_end',
          target_type: 'application',
          target_id: application.id,
          details: { employment_ended_on: ended },
        });
      });
      return answer(said('privacy.api.saved'));
    },
  );
};
