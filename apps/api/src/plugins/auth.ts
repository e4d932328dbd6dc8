import { ROLE_ADMIN } from '@roadhire/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../data/users-repository.js';
import type { Database } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';
import { type SessionUser, verifySessionToken } from '../lib/session-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from the bearer token; null when anonymous. */
    user: SessionUser | null;
  }
}

/**
 * Reads `Authorization: Bearer <jwt>` into `request.user`. The role comes from the database, not the
 * token, so a role change or a deleted account takes effect at once; a token issued before the
 * account's `sessions_valid_after` is refused like an expired one (decision 019).
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Database; secret: Uint8Array }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await verifySessionToken(header.slice('Bearer '.length).trim(), options.secret);
    if (!claims) return;
    const user = await findSessionUser(options.db, claims.id);
    if (!user) return;
    if (user.sessions_valid_after && claims.issuedAtMs < user.sessions_valid_after.getTime()) return;
    request.user = { id: user.id, role: user.role, language: user.language };
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'api.unauthorized');
  return request.user;
}

/** SPEC §6 / issue: every `{userId}` is the caller's own, unless the caller is an administrator. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: number): SessionUser {
  const user = requireUser(request);
  if (user.id !== userId && user.role !== ROLE_ADMIN) throw new HttpError(403, 'api.forbidden');
  return user;
}

/** The admin area (role 1 only): 401 when anonymous, 403 for everyone else. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== ROLE_ADMIN) throw new HttpError(403, 'api.forbidden');
  return user;
}
