import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

const WINDOW = '15 minutes';

/**
 * The budget of a route that checks a secret the caller types or holds (a password, a link's
 * token): `AUTH_RATE_LIMIT` per client address over 15 minutes, the sign-in budget, since a guessed
 * token or password costs the same wherever it is checked.
 */
export function secretCheckLimit(config: Pick<Config, 'authRateLimit'>) {
  return { max: config.authRateLimit, timeWindow: WINDOW };
}

/**
 * The sign-in limits of a route: `AUTH_RATE_LIMIT` per client address and account (the address a
 * form names, or the link's token), and a budget ten times wider (`AUTH_ADDRESS_RATE_LIMIT`) per
 * client address alone. Drivers share addresses (a truck stop's Wi-Fi, a carrier's office), so one
 * address's count is not one person's; a guesser still meets the narrow limit on each account and
 * the wide one across accounts. The account is read once the body or params are valid.
 */
export function signInLimits(
  app: FastifyInstance,
  config: Pick<Config, 'authRateLimit' | 'authAddressRateLimit'>,
  accountOf: (request: FastifyRequest) => string,
) {
  const perAccount = app.createRateLimit({
    ...secretCheckLimit(config),
    // Every limiter made here shares one key space, so the key names its route.
    keyGenerator: (request) => `${request.routeOptions.url}|${accountOf(request).trim().toLowerCase()}|${request.ip}`,
  });
  return {
    config: { rateLimit: { max: config.authAddressRateLimit, timeWindow: WINDOW } },
    preHandler: async (request: FastifyRequest) => {
      const count = await perAccount(request);
      if (!count.isAllowed && count.isExceeded) throw new HttpError(429, 'api.tooManyRequests');
    },
  };
}
