import { careersPageTitle, jobLocation, jobPageTitle, messages, visibleFacts } from '@roadhire/shared';
import { toOpenPosition } from '../../data/positions-repository.js';
import type { Position } from '../../db/schema.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { type CareersSite, jobPageUrl, jobPostingLd, jsonLdScript } from './job-posting.js';
import { descriptionText, snippet } from './plain-text.js';

const t = messages.careers;

/** The page's own tags, each on its line; every value escaped as an attribute or as text. */
interface PageHead {
  title: string;
  description: string;
  url: string;
  site: CareersSite;
}

// Link previews (Facebook, iMessage, X) show no SVG; a logo in one is left out rather than shown broken.
const previewImage = (logoUrl: string) => (/\.svg(?:[?#]|$)/i.test(logoUrl) ? undefined : logoUrl);

function headTags({ title, description, url, site }: PageHead): string[] {
  const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeMarkup(content)}">`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeMarkup(content)}">`;
  const image = previewImage(site.logoUrl);
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    property('og:type', 'website'),
    property('og:site_name', site.companyName),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    ...(image ? [property('og:image', image)] : []),
    meta('twitter:card', 'summary'),
    meta('twitter:title', title),
    meta('twitter:description', description),
  ];
}

/**
 * A job page's head: its title with the location and the company (what a shared link shows), a
 * description from the job's own text, its canonical address, link-preview tags and its JobPosting.
 */
export function jobHeadTags(position: Position, site: CareersSite, timeZone: string): string {
  const title = jobPageTitle(
    position.p_position_title,
    jobLocation(position.p_city, position.p_province),
    site.companyName,
  );
  // The job's own words read best in a result; a job without them is described by its card lines.
  const facts = visibleFacts(toOpenPosition(position)).map(({ label, value }) => `${label}: ${value}.`);
  const text = descriptionText(position.p_landing_page_desc) || facts.join(' ') || title;
  return [
    ...headTags({ title, description: snippet(text), url: jobPageUrl(site, position), site }),
    jsonLdScript(jobPostingLd(position, site, timeZone)),
  ].join('\n');
}

/** The careers home page's head. No JobPosting here: Google forbids job data on a list of jobs. */
export function homeHeadTags(site: CareersSite): string {
  return headTags({
    title: careersPageTitle(site.companyName),
    description: t.intro,
    url: `${site.publicUrl}/`,
    site,
  }).join('\n');
}
