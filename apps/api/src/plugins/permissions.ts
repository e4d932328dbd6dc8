import { PERMISSION_LABELS, type PermissionKey } from '@roadhire/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { permissionsOf } from '../domain/team/permissions.js';
import { HttpError } from '../lib/http-error.js';
import { said } from '../lib/said.js';
import { requireAdmin } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The permissions an account holds now (`domain/team/permissions.ts`), read at each call. */
    permissionsOf(userId: number): Promise<ReadonlySet<PermissionKey>>;
  }
}

/**
 * Registered in the admin scope after `admin-only`: lets a route ask what the caller may do, read
 * from the database at each request, so a role changed a moment ago counts at once.
 */
export const permissionsPlugin = fp(async (app: FastifyInstance, options: { db: Database; adminEmail?: string }) => {
  app.decorate('permissionsOf', (userId: number) => permissionsOf(options.db, userId, options.adminEmail));
});

/**
 * A route's hook (`onRequest: requirePermission('team')`): the caller's role must give the
 * permission, or the request is refused 403, naming it, before its input is parsed or validated,
 * as `admin-only` refuses; a hidden button is not a check.
 */
export function requirePermission(key: PermissionKey) {
  return async function permissionCheck(this: FastifyInstance, request: FastifyRequest): Promise<void> {
    const admin = requireAdmin(request);
    const held = await request.server.permissionsOf(admin.id);
    if (!held.has(key)) {
      throw new HttpError(403, 'team.api.permissionMissing', { values: { permission: said(PERMISSION_LABELS[key]) } });
    }
  };
}
