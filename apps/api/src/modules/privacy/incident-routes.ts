import { apiPatterns, IncidentCreateSchema, IncidentListSchema, IncidentSchema } from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import { insertIncident, listIncidents } from '../../data/confidentiality-incidents-repository.js';
import type { confidentialityIncidents } from '../../db/schema.js';
import { csvRow } from '../../lib/csv.js';
import { downloadHeaders } from '../../lib/download-headers.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';

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

// The confidentiality-incident register (decision 031), and its CSV.
export const incidentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin-privacy'];

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
};
