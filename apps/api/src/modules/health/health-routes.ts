import { apiPatterns, ClientConfigSchema, HealthResponseSchema } from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; ping: () => Promise<void> }> = async (
  app,
  { ctx, ping },
) => {
  const tags = ['system'];

  app.get(
    apiPatterns.health,
    { schema: { tags, response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  // The brand texts of the login panel and Help modal come from config (DESIGN).
  app.get(apiPatterns.clientConfig, { schema: { tags, response: { 200: ClientConfigSchema } } }, async () => ({
    ...ctx.config.brand,
    hrSiteUrl: ctx.config.hrSiteUrl ?? null,
    historyYears: ctx.config.historyYears,
  }));
};
