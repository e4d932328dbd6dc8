import {
  careersPageTitle,
  hasFrenchPage,
  inEnglish,
  jobLocation,
  jobPageTitle,
  LOCALE_TAGS,
  type Locale,
  positionIn,
  provinceName,
  type Translator,
  visibleFacts,
} from '@roadhire/shared';
import { toOpenPosition } from '../../data/positions-repository.js';
import type { Position } from '../../db/schema.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { alternateLinks } from '../../lib/language-versions.js';
import { type CareersSite, frenchJobPageUrl, jobPageUrl, jobPostingLd, jsonLdScript } from './job-posting.js';
import { descriptionText, snippet } from './plain-text.js';

/** The page's own tags, each on its line; every value escaped as an attribute or as text. */
interface PageHead {
  title: string;
  description: string;
  url: string;
  site: CareersSite;
  /** The page's language and its twins' addresses by language (the page's own among them). */
  locale: Locale;
  versions: Partial<Record<Locale, string>>;
}

// Link previews (Facebook, iMessage, X) show no SVG; a logo in one is left out rather than shown broken.
const previewImage = (logoUrl: string) => (/\.svg(?:[?#]|$)/i.test(logoUrl) ? undefined : logoUrl);

function headTags({ title, description, url, site, locale, versions }: PageHead): string[] {
  const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeMarkup(content)}">`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeMarkup(content)}">`;
  const image = previewImage(site.logoUrl);
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    ...alternateLinks(versions),
    property('og:locale', LOCALE_TAGS[locale].replace('-', '_')),
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
 * A job page's head in its language: its title with the location and the company (what a shared
 * link shows), a description from the job's own text, its canonical address, its twin's address,
 * link-preview tags and its JobPosting. Only a job with a French page (`hasFrenchPage`) has a French head.
 */
export function jobHeadTags(
  position: Position,
  site: CareersSite,
  timeZone: string,
  translator: Translator = inEnglish,
): string {
  const { t, locale } = translator;
  const french = hasFrenchPage(position) ? position : null;
  // The province as the page's reader writes it; the record keeps its English name.
  const where = jobLocation(position.p_city, position.p_province && provinceName(position.p_province, locale));
  const title =
    locale === 'fr' && french
      ? jobPageTitle(french.p_position_title_fr, where, site.companyName)
      : jobPageTitle(position.p_position_title, where, site.companyName);
  // The job's own words read best in a result; a job without them is described by its card lines.
  const facts = visibleFacts(positionIn(toOpenPosition(position), locale), t).map(
    ({ label, value }) => `${t('careers.labelled', { label })} ${value}.`,
  );
  const description = locale === 'fr' ? (position.p_landing_page_desc_fr ?? '') : position.p_landing_page_desc;
  const text = descriptionText(description) || facts.join(' ') || title;
  const versions = {
    en: jobPageUrl(site, position),
    ...(french ? { fr: frenchJobPageUrl(site, french) } : {}),
  };
  return [
    ...headTags({ title, description: snippet(text), url: versions[locale] ?? versions.en, site, locale, versions }),
    jsonLdScript(jobPostingLd(position, site, timeZone, translator)),
  ].join('\n');
}

/** The careers home page's head. No JobPosting here: Google forbids job data on a list of jobs. */
export function homeHeadTags(site: CareersSite, { t, locale }: Translator = inEnglish): string {
  const versions = { en: `${site.publicUrl}/`, fr: `${site.publicUrl}/fr/` };
  return headTags({
    title: careersPageTitle(site.companyName, t('careers.title')),
    description: t('careers.intro'),
    url: versions[locale],
    site,
    locale,
    versions,
  }).join('\n');
}
