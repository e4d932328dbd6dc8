import { PERMISSION_LABELS, type PermissionKey } from '@roadhire/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { permissionsOf } from '../domain/team/permissions.js';
import { HttpError } from '../lib/http-error.js';
import { said } from '../lib/said.js';
import { requireAdmin } from './auth.js';
import { isInvestigationRoute } from './investigation-access.js';
import {
  missingPermission,
  permissionsNamed,
  ROUTE_PERMISSIONS,
  type RouteRequirement,
  requirementOf,
} from './route-permissions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The permissions an account holds now (`domain/team/permissions.ts`), read at each call. */
    permissionsOf(userId: number): Promise<ReadonlySet<PermissionKey>>;
  }
}

/**
 * Registered in the admin scope after `admin-only` and `investigation-access`, before any route:
 * lets a route ask what the caller may do, read from the database at each request, so a role
 * changed a moment ago counts at once; and gives every route registered in the scope its check
 * from `ROUTE_PERMISSIONS`. A route the table does not name stops the app from starting: a
 * hidden button is not a check, and neither is a route nobody thought to guard.
 */
export const permissionsPlugin = fp(async (app: FastifyInstance, options: { db: Database; adminEmail?: string }) => {
  app.decorate('permissionsOf', (userId: number) => permissionsOf(options.db, userId, options.adminEmail));
  const guarded = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const requirement = requirementOf(method, route.url);
      guarded.add(`${method} ${route.url}`);
      if (!requirement)
        throw new Error(`${method} ${route.url} is an admin route without a permission (ROUTE_PERMISSIONS)`);
      // The investigation file stays behind its own key too, whatever else the route asks.
      if (isInvestigationRoute(route.url) && !permissionsNamed(requirement).includes('investigations'))
        throw new Error(`${method} ${route.url} is part of the investigation file but does not ask for its permission`);
      route.onRequest = [...[route.onRequest ?? []].flat(), checkRequirement(requirement)];
    }
  });
  // An entry no route answers to is a route renamed or moved, whose new pattern the table misses.
  app.addHook('onReady', async () => {
    const stale = Object.keys(ROUTE_PERMISSIONS).filter((key) => !guarded.has(key));
    if (stale.length > 0)
      throw new Error(`ROUTE_PERMISSIONS names routes the admin area does not have: ${stale.join(', ')}`);
  });
});

function checkRequirement(requirement: RouteRequirement): onRequestHookHandler {
  return async function permissionCheck(request: FastifyRequest): Promise<void> {
    await refuseUnlessHeld(request, requirement);
  };
}

/**
 * Refuses the caller 403, naming the permission, unless their role meets the requirement: the
 * route table's check before the input is read, or a route's own when the input decides.
 */
export async function refuseUnlessHeld(request: FastifyRequest, requirement: RouteRequirement): Promise<void> {
  const admin = requireAdmin(request);
  const missing = missingPermission(requirement, await request.server.permissionsOf(admin.id));
  if (missing) {
    throw new HttpError(403, 'team.api.permissionMissing', {
      values: { permission: said(PERMISSION_LABELS[missing]) },
    });
  }
}
