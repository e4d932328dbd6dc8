import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { listOpenPositions } from '../../data/positions-repository.js';
import { discoveryPaths } from './discovery-paths.js';
import { robotsTxt } from './robots.js';
import { renderSitemap, sitemapEntries } from './sitemap.js';

/**
 * The files search engines ask for at the site's root. Registered before the web app, so they are
 * never answered with its index.html; hidden from the API description, being no part of the API.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(discoveryPaths.robots, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(ctx.config.publicUrl)),
  );

  // A crawler reads it now and then; a few minutes' cache keeps a new or changed job close behind.
  app.get(discoveryPaths.sitemap, { schema: { hide: true } }, async (_request, reply) => {
    const entries = sitemapEntries(ctx.config.publicUrl, await listOpenPositions(ctx.db));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(renderSitemap(entries));
  });
};
