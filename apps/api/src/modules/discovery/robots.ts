import { disallowedPathPrefixes } from '@roadhire/shared';
import { discoveryPaths } from './discovery-paths.js';

/**
 * Crawlers may read the careers pages; the pages behind a session (the page registry's `crawl:
 * false`), the API and uploaded files stay out. Sign-in and account pages are not listed: a
 * crawler must fetch them to see their `noindex`, which keeps them out of results even when linked
 * from elsewhere.
 */
const disallowed = () => [...disallowedPathPrefixes(), '/api/', '/uploads/'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed().map((path) => `Disallow: ${path}`),
    '',
    // The sitemap must be named by its absolute address (sitemaps.org protocol).
    `Sitemap: ${publicUrl}${discoveryPaths.sitemap}`,
    '',
  ].join('\n');
}
