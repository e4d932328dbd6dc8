import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ApplicantScope, applicationInScope, driverInScope, EVERY_APPLICANT } from '../data/applicant-scope.js';
import { findVerification } from '../data/verifications-repository.js';
import type { Database } from '../db/client.js';
import { applicantScopeOf } from '../domain/team/limits.js';
import { HttpError } from '../lib/http-error.js';
import { requireAdmin } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The applicants an account sees now (`domain/team/limits.ts`), read at each call. */
    applicantScopeOf(userId: number): Promise<ApplicantScope>;
  }
}

/** What an admin route's `:id` names when it is about one applicant. */
export type ApplicantParam = 'application' | 'driver' | 'verification';

/**
 * The admin routes about one applicant, by the pattern they start with: any route registered under
 * one, now or later, answers 404 for an applicant outside the caller's limits, as for none.
 */
export const APPLICANT_ROUTE_PREFIXES: ReadonlyArray<readonly [string, ApplicantParam]> = [
  ['/api/admin/applications/:id', 'application'],
  ['/api/admin/verifications/:id', 'verification'],
  // The mails the outbox sent one account: a driver's, seen through their applications.
  ['/api/admin/users/:id/mail', 'driver'],
];

/**
 * Admin routes with a path parameter that names no applicant: a position, a role, a member of the
 * team, an entry of a privacy register (whose lists are the privacy permission's, decision 031), a message template.
 * A route with a parameter in neither list stops the start, so none is added without deciding.
 */
export const ROUTES_ABOUT_NO_APPLICANT: readonly string[] = [
  '/api/admin/positions/:id',
  '/api/admin/roles/:id',
  '/api/admin/users/:id/role',
  '/api/admin/users/:id/permissions',
  '/api/admin/team/members/:id/limits',
  '/api/admin/users/:id/active',
  '/api/admin/team/invitations/:id/resend',
  '/api/admin/team/invitations/:id/revoke',
  '/api/admin/privacy/requests/:id/done',
  '/api/admin/privacy/holds/:id',
  // A message template of the team (decision 035).
  '/api/admin/message-templates/:templateId',
];

/** What a route pattern's `:id` names, when the route is about one applicant. */
export function applicantParamOf(pattern: string): ApplicantParam | undefined {
  const found = APPLICANT_ROUTE_PREFIXES.find(
    ([prefix]) => pattern === prefix || pattern.startsWith(`${prefix}/`) || pattern.startsWith(`${prefix}.`),
  );
  return found?.[1];
}

const MAX_ID = 2_147_483_647;

/** The id as sent, when it is one the route's own validation will accept; else that answers (400). */
function idOf(request: FastifyRequest): number | undefined {
  const raw = (request.params as Record<string, unknown>).id;
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

async function inScope(db: Database, scope: ApplicantScope, kind: ApplicantParam, id: number): Promise<boolean> {
  switch (kind) {
    case 'application':
      return applicationInScope(db, scope, id);
    case 'driver':
      return driverInScope(db, scope, id);
    case 'verification': {
      const check = await findVerification(db, id);
      // An unknown check is the route's own 404.
      return check === undefined || applicationInScope(db, scope, check.application_id);
    }
  }
}

/**
 * Registered in the admin scope after `permissions`: lets a route ask which applicants the caller
 * sees, and gives every route about one applicant (`APPLICANT_ROUTE_PREFIXES`) a check before its
 * input is validated: an applicant outside the caller's limits is answered 404, as a missing one,
 * whatever the body says, so a limited member learns nothing of it, reads or writes nothing of it.
 */
export const applicantScopePlugin = fp(async (app: FastifyInstance, options: { db: Database; adminEmail?: string }) => {
  app.decorate('applicantScopeOf', (userId: number) => applicantScopeOf(options.db, userId, options.adminEmail));
  app.addHook('onRoute', (route) => {
    const kind = applicantParamOf(route.url);
    if (!kind) {
      if (route.url.includes(':') && !ROUTES_ABOUT_NO_APPLICANT.includes(route.url))
        throw new Error(
          `${route.url} takes a parameter neither APPLICANT_ROUTE_PREFIXES nor ROUTES_ABOUT_NO_APPLICANT name`,
        );
      return;
    }
    route.preValidation = [
      ...[route.preValidation ?? []].flat(),
      async function applicantInScope(request: FastifyRequest) {
        const id = idOf(request);
        if (id === undefined) return;
        const scope = await app.applicantScopeOf(requireAdmin(request).id);
        if (scope === EVERY_APPLICANT) return;
        if (!(await inScope(options.db, scope, kind, id))) throw new HttpError(404, 'api.notFound');
      },
    ];
  });
});
