import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { isApiOrUploadPath } from '../lib/private-paths.js';
import { answer, said } from '../lib/said.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

/**
 * Security headers and the rate limiter; routes opt in to limits with `config.rateLimit`. Limits
 * count per client address (`request.ip`, which TRUST_PROXY takes from X-Forwarded-For), in Redis
 * when there is one, so every process shares one budget (decision 020), or in this process's memory.
 * API answers and uploaded files are never meant for search results: a link to one found elsewhere
 * must not get it indexed, whatever robots.txt says (it only stops crawling, not indexing).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { https: boolean; redis?: Redis }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // No inline script anywhere: the pages' data travels in a JSON data block, which is no script.
        'script-src': ["'self'"],
        // Mantine sets style attributes and injects its CSS variables in a <style> element.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiOrUploadPath(request.url)) reply.header('X-Robots-Tag', 'noindex');
  });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: sharedRateLimitStore(options.redis) } : {}),
    // Thrown to the error handler, which answers it by its status in the caller's language.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...answer(said('api.tooManyRequests')),
    }),
  });
});
