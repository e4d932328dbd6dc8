import { setTimeout as sleep } from 'node:timers/promises';
import { apiPatterns, ClientConfigSchema, HealthResponseSchema } from '@roadhire/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../context.js';
import { clientConfigOf } from '../../lib/client-config.js';
import { answer, said } from '../../lib/said.js';

interface HealthOptions {
  ctx: AppContext;
  ping: () => Promise<void>;
  /** The shared Redis, when REDIS_URL names one. */
  redis?: Redis;
}

/** A health check answers within seconds whatever a part does: a part that takes longer is down. */
const PART_TIMEOUT_MS = 3_000;

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { ctx, ping, redis }) => {
  const tags = ['system'];

  app.get(
    apiPatterns.health,
    { schema: { tags, response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      const [database, storage, shared] = await Promise.all([
        stateOf('database', ping, request.log),
        stateOf('file storage', () => ctx.storage.check(), request.log),
        redis ? stateOf('Redis', () => redis.ping(), request.log) : undefined,
      ]);
      const parts = { storage, ...(shared ? { redis: shared } : {}) };
      if (database === 'ok') return { status: 'ok' as const, ...parts };
      return reply
        .status(503)
        .send({ status: 'unavailable' as const, ...answer(said('api.databaseUnavailable')), ...parts });
    },
  );

  // The brand texts of the login panel and Help modal come from config (DESIGN).
  app.get(apiPatterns.clientConfig, { schema: { tags, response: { 200: ClientConfigSchema } } }, async () =>
    clientConfigOf(ctx.config),
  );
};

async function stateOf(
  part: string,
  probe: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<'ok' | 'unavailable'> {
  const timeout = new AbortController();
  try {
    await Promise.race([
      probe(),
      sleep(PART_TIMEOUT_MS, undefined, { signal: timeout.signal }).then(() => {
        throw new Error(`no answer within ${PART_TIMEOUT_MS} ms`);
      }),
    ]);
    return 'ok';
  } catch (error) {
    log.error({ err: error }, `health check: the ${part} did not answer`);
    return 'unavailable';
  } finally {
    timeout.abort();
  }
}
