import {
  frenchJobPagePath,
  inEnglish,
  jobPagePath,
  positionIn,
  provinceName,
  sanitizePositionHtml,
  type Translator,
  visibleFacts,
} from '@roadhire/shared';
import type { Config } from '../../config.js';
import { toOpenPosition } from '../../data/positions-repository.js';
import type { Position } from '../../db/schema.js';
import { provinces } from '../../db/seed/reference-data/provinces.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { endOfCarrierDay } from '../../lib/zoned-time.js';

/** Who the careers pages speak for, and where they live: what every page's head and job data name. */
export interface CareersSite {
  /** The careers site's address, without a trailing slash. */
  publicUrl: string;
  companyName: string;
  companyUrl: string;
  logoUrl: string;
}

export function careersSite(config: Pick<Config, 'publicUrl' | 'brand' | 'company'>): CareersSite {
  return {
    publicUrl: config.publicUrl,
    companyName: config.brand.companyName,
    companyUrl: config.company.url,
    logoUrl: config.company.logoUrl,
  };
}

/** The absolute address of a job's own page, its canonical one. */
export const jobPageUrl = (site: CareersSite, position: Pick<Position, 'p_id' | 'p_position_title'>) =>
  `${site.publicUrl}${jobPagePath(position)}`;

/** The absolute address of a job's French page (only for a job that has one: `hasFrenchPage`). */
export const frenchJobPageUrl = (site: CareersSite, position: { p_id: number; p_position_title_fr: string }) =>
  `${site.publicUrl}${frenchJobPagePath(position)}`;

/** The values Google accepts for `employmentType`. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * The work type is free text (SPEC §3 p_position_type; the demo data says Full-time, Part-time,
 * Contract). Only the wordings that surely mean one of Google's types map; any other says nothing
 * rather than something wrong (a misrepresented employment type can cost the listing).
 */
const EMPLOYMENT_TYPE_BY_WORDING: Record<string, EmploymentType> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  independentcontractor: 'CONTRACTOR',
  owneroperator: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  temp: 'TEMPORARY',
  seasonal: 'TEMPORARY',
  intern: 'INTERN',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
};

/** Lowercase letters and digits only, accents dropped: "Full-time", "FULL TIME" and "full time" alike. */
const wording = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');

export function employmentType(positionType: string | null): EmploymentType | undefined {
  return positionType ? EMPLOYMENT_TYPE_BY_WORDING[wording(positionType)] : undefined;
}

/** Canadian provinces and territories, and US states, by name or code ("Ontario", "ON", "Québec"). */
const COUNTRY_BY_REGION = new Map<string, 'CA' | 'US'>(
  (['CA', 'US'] as const).flatMap((country) =>
    provinces[country].flatMap((region) => [
      [wording(region.name), country],
      [wording(region.code), country],
    ]),
  ),
);

/** The ISO 3166-1 country of a stored province or state; undefined when it is neither. */
export function countryOfRegion(region: string | null): 'CA' | 'US' | undefined {
  return region ? COUNTRY_BY_REGION.get(wording(region)) : undefined;
}

/**
 * The languages the job requires and why (Charter s. 46), as the page in this language shows them:
 * the French page shows the French ones, or the English ones when only those are written.
 */
export function languageRequirementIn(position: Position, locale: Translator['locale']) {
  const french = locale === 'fr' && Boolean(position.p_language_requirement_fr);
  const requirement = french ? position.p_language_requirement_fr : position.p_language_requirement;
  const reason = french ? position.p_language_reason_fr : position.p_language_reason;
  return requirement ? { requirement, reason } : undefined;
}

/**
 * What a job's page shows under its title, as one HTML description: the card lines its
 * p_visible_info turns on and its language requirement, then the sanitized description (the
 * details panel's own sanitizer).
 */
export function jobDescriptionHtml(position: Position, { t, locale }: Translator = inEnglish): string {
  const facts = visibleFacts(positionIn(toOpenPosition(position), locale), t);
  const language = languageRequirementIn(position, locale);
  const shown = [
    ...facts,
    ...(language ? [{ label: t('careers.languageRequirement'), value: language.requirement }] : []),
    ...(language?.reason ? [{ label: t('careers.languageReason'), value: language.reason }] : []),
  ];
  const lines = shown.map(
    ({ label, value }) =>
      `<li><strong>${escapeMarkup(t('careers.labelled', { label }))}</strong> ${escapeMarkup(value)}</li>`,
  );
  const list = lines.length > 0 ? `<ul>${lines.join('')}</ul>` : '';
  const description = locale === 'fr' ? (position.p_landing_page_desc_fr ?? '') : position.p_landing_page_desc;
  return sanitizePositionHtml(`${list}${description}`);
}

export interface JobPostingLd {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType?: EmploymentType;
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string; logo: string };
  jobLocation: {
    '@type': 'Place';
    address: { '@type': 'PostalAddress'; addressLocality?: string; addressRegion?: string; addressCountry?: string };
  };
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  /** The language requirement, schema.org's place for what a candidate must bring. */
  qualifications?: string;
  directApply: boolean;
}

/**
 * schema.org JobPosting for a job's own page, never for a list (Google's rule). It describes only
 * what the page shows. No `baseSalary`: positions hold no structured pay, only the description's
 * text (often per mile, a unit schema.org cannot express).
 */
export function jobPostingLd(
  position: Position,
  site: CareersSite,
  timeZone: string,
  translator: Translator = inEnglish,
): JobPostingLd {
  const { locale } = translator;
  const type = position.p_visible_info.work_type ? employmentType(position.p_position_type) : undefined;
  const country = countryOfRegion(position.p_province);
  const language = languageRequirementIn(position, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    // The French page's data is in French, as the page is (decision 032).
    title: (locale === 'fr' && position.p_position_title_fr) || position.p_position_title,
    description: jobDescriptionHtml(position, translator),
    datePosted: position.created_at.toISOString(),
    // Whether or not the card shows the date: an expiring job must say when, or Google may act on it.
    ...(position.p_closing_date ? { validThrough: endOfCarrierDay(position.p_closing_date, timeZone) } : {}),
    ...(type ? { employmentType: type } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: site.companyName,
      sameAs: site.companyUrl,
      logo: site.logoUrl,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(position.p_city ? { addressLocality: position.p_city } : {}),
        // Named in the page's language, as the page names it.
        ...(position.p_province ? { addressRegion: provinceName(position.p_province, locale) } : {}),
        ...(country ? { addressCountry: country } : {}),
      },
    },
    identifier: { '@type': 'PropertyValue', name: site.companyName, value: position.p_position_number },
    ...(language ? { qualifications: language.requirement } : {}),
    // SPEC §4: a signed-out driver registers before applying, so Google's "direct apply" does not hold.
    directApply: false,
  };
}

/** Characters that could end the script element or the line it sits on, as JSON escapes. */
const SCRIPT_SAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Data as a JSON-LD script element whose text nothing in the data can close. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_SAFE[c] ?? c);
  return `<script type="application/ld+json">${json}</script>`;
}
