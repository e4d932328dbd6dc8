import { type PublicPageName, pages } from '@roadhire/shared';
import type { Position } from '../../db/schema.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

export interface SitemapEntry {
  /** Absolute address of the page. */
  loc: string;
  /** When the page's content last changed; left out when nothing says. */
  lastmod?: Date;
}

/**
 * Every page the sitemap names: the page registry's public pages, built from the open positions (in
 * the careers list's order): the careers home page, which changes whenever an open position does,
 * then each open job's own page, dated by its last change so a crawler comes back for it.
 */
export function sitemapEntries(publicUrl: string, openPositions: Position[]): SitemapEntry[] {
  const byPage: Record<PublicPageName, SitemapEntry[]> = {
    home: [{ loc: `${publicUrl}${pages.home.href()}`, lastmod: newest(openPositions.map((p) => p.updated_at)) }],
    job: openPositions.map((position) => ({
      loc: `${publicUrl}${pages.job.href(position)}`,
      lastmod: position.updated_at,
    })),
  };
  return Object.values<SitemapEntry[]>(byPage).flat();
}

function newest(dates: Date[]): Date | undefined {
  return dates.reduce<Date | undefined>((latest, date) => (!latest || date > latest ? date : latest), undefined);
}

/** The sitemaps.org 0.9 document; every address is escaped, since a URL may hold `&`. */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
