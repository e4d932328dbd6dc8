/** Where crawlers look for them, by convention: at the site's root. */
export const discoveryPaths = { robots: '/robots.txt', sitemap: '/sitemap.xml' } as const;
