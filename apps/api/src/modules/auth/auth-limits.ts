import { ErrorResponseSchema } from '@roadhire/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { signInLimits } from '../../plugins/sign-in-limits.js';

/**
 * DESIGN: AUTH_RATE_LIMIT requests per client address and account per 15 minutes on each route,
 * and AUTH_ADDRESS_RATE_LIMIT per client address. The account is a body field or the link's token.
 */
export function authLimits(app: FastifyInstance, ctx: AppContext) {
  const byField = (field: string) =>
    signInLimits(app, ctx.config, (request) => String((request.body as Record<string, unknown>)[field] ?? ''));
  const byToken = signInLimits(app, ctx.config, (request) => String((request.params as { token?: unknown }).token));
  return { byField, byToken };
}

export const authErrors = { 400: ErrorResponseSchema, 429: ErrorResponseSchema };
