import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@roadhire/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiOrUploadPath } from '../lib/private-paths.js';

/**
 * Security headers and the rate limiter; routes opt in to limits with `config.rateLimit`.
 * API answers and uploaded files are never meant for search results: a link to one found elsewhere
 * must not get it indexed, whatever robots.txt says (it only stops crawling, not indexing).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { https: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
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
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: messages.api.tooManyRequests,
    }),
  });
});
