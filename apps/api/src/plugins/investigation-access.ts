import {
  apiPatterns,
  INVESTIGATION_VIEW_HEADER,
  INVESTIGATION_VIEW_PATTERN,
  type InvestigationPart,
} from '@roadhire/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit, recordAuditOnce } from '../data/audit-repository.js';
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

/** The screen's own id for one look at a file: its reads make one audit row, not one each. */
export function investigationViewOf(request: FastifyRequest): string | undefined {
  const header = request.headers[INVESTIGATION_VIEW_HEADER.toLowerCase()];
  return typeof header === 'string' && INVESTIGATION_VIEW_PATTERN.test(header) ? header : undefined;
}

/**
 * What a read showed, in words a reader of the audit log knows (the catalogue's
 * `adminAudit.details.investigationParts`), from the route that answered it.
 */
function partOf(route: string): InvestigationPart {
  if (route.endsWith('/investigation-file.pdf')) return 'file_pdf';
  if (route === apiPatterns.adminVerifications) return 'checks_queue';
  if (route === apiPatterns.adminVerificationResponsePdf) return 'employer_answer_pdf';
  if (route.startsWith('/api/admin/clearinghouse')) return 'clearinghouse_due';
  if (route.includes('/clearinghouse/') && route.endsWith('/pdf')) return 'clearinghouse_pdf';
  if (route.includes('/clearinghouse')) return 'clearinghouse';
  return 'employer_checks';
}

/**
 * 391.53(a): the investigation file is for those involved in hiring. Registered in the admin scope
 * after `admin-only`, it refuses an administrator without `can_view_investigations` (403) before
 * parsing, and writes every read (GET) to the audit log once its input is valid, before it is
 * answered: what was read, in words, and whose file. The reads one screen makes to show a file
 * carry that view's id (`INVESTIGATION_VIEW_HEADER`): the first writes the row, the others none.
 */
export const investigationAccessPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  app.addHook('onRequest', async (request) => {
    if (!isInvestigationRoute(routeOf(request))) return;
    const admin = requireAdmin(request);
    if (!(await canViewInvestigations(options.db, admin.id))) {
      throw new HttpError(403, 'hiring.api.investigationsForbidden');
    }
  });
  app.addHook('preHandler', async (request) => {
    const route = routeOf(request);
    if (request.method !== 'GET' || !isInvestigationRoute(route)) return;
    const admin = requireAdmin(request);
    const { id } = (request.params ?? {}) as { id?: unknown };
    const ofVerification = route.startsWith(`${apiPatterns.adminVerifications}/`);
    const view = investigationViewOf(request);
    const entry = {
      action: 'investigation.read' as const,
      target_type: typeof id !== 'number' ? 'investigation' : ofVerification ? 'verification' : 'application',
      target_id: typeof id === 'number' ? id : null,
      details: view ? { part: 'applicant_file' as const, view } : { part: partOf(route) },
    };
    if (view) await recordAuditOnce(options.db, admin.id, entry, view);
    else await recordAudit(options.db, admin.id, entry);
  });
});
