import { discoveryPaths } from './discovery-paths.js';

/**
 * Crawlers may read the careers pages; the admin area, the candidates' pages, the API and uploaded
 * files stay out. Sign-in and account pages are not listed: a crawler must fetch them to see their
 * `noindex`, which keeps them out of results even when linked from elsewhere.
 */
const DISALLOWED = ['/admin', '/api/', '/candidate/', '/uploads/'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    // The sitemap must be named by its absolute address (sitemaps.org protocol).
    `Sitemap: ${publicUrl}${discoveryPaths.sitemap}`,
    '',
  ].join('\n');
}
