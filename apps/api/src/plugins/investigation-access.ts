import { messages } from '@roadhire/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../data/audit-repository.js';
import { canViewInvestigations } from '../data/hiring-repository.js';
import type { Database } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';
import { requireAdmin } from './auth.js';

/**
 * The route patterns of the investigation file (49 CFR 391.53): the previous-employer checks and the
 * Clearinghouse step. Any route registered under them, now or later, is behind the permission.
 */
export const INVESTIGATION_ROUTE_PREFIXES = [
  '/api/admin/applications/:id/verifications',
  '/api/admin/verifications',
  '/api/admin/applications/:id/clearinghouse',
  '/api/admin/clearinghouse',
  // The whole file in one document (investigation-file.pdf, and any other format of it).
  '/api/admin/applications/:id/investigation-file',
] as const;

/** Whether a registered route pattern belongs to the investigation file. */
export function isInvestigationRoute(pattern: string): boolean {
  return INVESTIGATION_ROUTE_PREFIXES.some(
    (prefix) => pattern === prefix || pattern.startsWith(`${prefix}/`) || pattern.startsWith(`${prefix}.`),
  );
}

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '';

/**
 * 391.53(a): the investigation file is for those involved in hiring. Registered in the admin scope
 * after `admin-only`, it refuses an administrator without `can_view_investigations` (403) before
 * parsing, and writes every read (GET) to the audit log once its input is valid, before it is answered.
 */
export const investigationAccessPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  app.addHook('onRequest', async (request) => {
    if (!isInvestigationRoute(routeOf(request))) return;
    const admin = requireAdmin(request);
    if (!(await canViewInvestigations(options.db, admin.id))) {
      throw new HttpError(403, messages.hiring.api.investigationsForbidden);
    }
  });
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' || !isInvestigationRoute(routeOf(request))) return;
    const admin = requireAdmin(request);
    const { id } = (request.params ?? {}) as { id?: unknown };
    await recordAudit(options.db, admin.id, {
      action: 'investigation.read',
      target_type: typeof id === 'number' ? 'application' : 'investigation',
      target_id: typeof id === 'number' ? id : null,
      details: { route: `${request.method} ${routeOf(request)}` },
    });
  });
});
