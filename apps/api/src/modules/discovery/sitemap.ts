import { hasFrenchPage, LOCALE_TAGS, type Locale, type PublicPageName, pages } from '@roadhire/shared';
import type { Position } from '../../db/schema.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

export interface SitemapEntry {
  /** Absolute address of the page. */
  loc: string;
  /** When the page's content last changed; left out when nothing says. */
  lastmod?: Date;
  /** The page's versions by language, itself included (Google's sitemap `hreflang` annotations). */
  alternates?: Partial<Record<Locale, string>>;
}

/**
 * Every page the sitemap names: the page registry's public pages, built from the open positions (in
 * the careers list's order): the careers home page, which changes whenever an open position does,
 * then each open job's own page, dated by its last change so a crawler comes back for it, and the
 * privacy page; each French twin with its English page.
 */
export function sitemapEntries(publicUrl: string, openPositions: Position[]): SitemapEntry[] {
  const lastChange = newest(openPositions.map((p) => p.updated_at));
  const home = { en: `${publicUrl}${pages.home.href()}`, fr: `${publicUrl}${pages.homeFr.href()}` };
  const privacy = { en: `${publicUrl}${pages.privacy.href()}`, fr: `${publicUrl}${pages.privacyFr.href()}` };
  const jobVersions = (position: Position) => ({
    en: `${publicUrl}${pages.job.href(position)}`,
    ...(hasFrenchPage(position) ? { fr: `${publicUrl}${pages.jobFr.href(position)}` } : {}),
  });
  // Both languages at once (Charter s. 41: a French offer as reachable as the English one).
  const byPage: Record<PublicPageName, SitemapEntry[]> = {
    home: [{ loc: home.en, lastmod: lastChange, alternates: home }],
    job: openPositions.map((position) => ({
      loc: jobVersions(position).en,
      lastmod: position.updated_at,
      alternates: jobVersions(position),
    })),
    homeFr: [{ loc: home.fr, lastmod: lastChange, alternates: home }],
    jobFr: openPositions.flatMap((position) => {
      const versions = jobVersions(position);
      return versions.fr ? [{ loc: versions.fr, lastmod: position.updated_at, alternates: versions }] : [];
    }),
    privacy: [{ loc: privacy.en, alternates: privacy }],
    privacyFr: [{ loc: privacy.fr, alternates: privacy }],
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
    return `  <url><loc>${escapeMarkup(entry.loc)}</loc>${lastmod}${alternateLinks(entry.alternates)}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A page with a twin names both, and English as `x-default`; a page alone names nothing. */
function alternateLinks(alternates: SitemapEntry['alternates']): string {
  const versions = Object.entries(alternates ?? {}) as [Locale, string][];
  if (versions.length < 2) return '';
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`;
  const english = alternates?.en;
  return [
    ...versions.map(([locale, href]) => link(LOCALE_TAGS[locale], href)),
    ...(english ? [link('x-default', english)] : []),
  ].join('');
}
