import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin } from './auth.js';

/**
 * SPEC §6: the admin area is for role 1 only. Registered first in the admin scope of `app.ts`, where
 * every `/api/admin` route lives, it refuses each request before parsing or validation, so a caller
 * without the role gets 401 (anonymous) or 403 on every admin route, whatever it sends.
 */
export const adminOnlyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
});
