import type { Locale } from '../i18n/locales.js';
import type { LandingPageSell, OpenPosition } from '../schemas/positions.js';
import { hasFrenchPage } from './job-page.js';

const SELL_KEYS = ['position_type', 'driver_type', 'license_class', 'license_conditions'] as const;

/** A position's English texts and their French versions (decision 032), as stored or typed. */
export interface FrenchVersionFields {
  p_position_title_fr: string | null;
  p_landing_page_desc_fr?: string | null;
  p_route_description: string | null;
  p_route_description_fr: string | null;
  p_position_type: string | null;
  p_position_type_fr: string | null;
  p_landing_page_sell: LandingPageSell;
  p_landing_page_sell_fr: LandingPageSell | null;
}

const blank = (text: string | null | undefined) => !text?.trim();

/**
 * The French texts a position lacks for its French version to say all its English says: the title
 * and the description, and the French of each card text written in English (route, work type,
 * selling points). As dotted paths of the editor's fields; empty when the French version is whole.
 */
export function missingFrench(position: FrenchVersionFields): string[] {
  const missing: string[] = [];
  if (blank(position.p_position_title_fr)) missing.push('p_position_title_fr');
  if (blank(position.p_landing_page_desc_fr)) missing.push('p_landing_page_desc_fr');
  if (!blank(position.p_route_description) && blank(position.p_route_description_fr)) {
    missing.push('p_route_description_fr');
  }
  if (!blank(position.p_position_type) && blank(position.p_position_type_fr)) missing.push('p_position_type_fr');
  for (const key of SELL_KEYS) {
    if (!blank(position.p_landing_page_sell[key]) && blank(position.p_landing_page_sell_fr?.[key])) {
      missing.push(`p_landing_page_sell_fr.${key}`);
    }
  }
  return missing;
}

/**
 * The job as its page in this language shows it: on a French page, the French title, description,
 * card texts and language requirement (a requirement written in English only shows in English
 * there). A job without a French page is shown as it is.
 */
export function positionIn(position: OpenPosition, locale: Locale): OpenPosition {
  if (locale === 'en' || !hasFrenchPage(position)) return position;
  const frenchRequirement = Boolean(position.p_language_requirement_fr);
  const sell = position.p_landing_page_sell;
  const sellFr = position.p_landing_page_sell_fr;
  const route = position.p_route_description_fr ?? position.p_route_description;
  return {
    ...position,
    p_position_title: position.p_position_title_fr,
    p_landing_page_desc: position.p_landing_page_desc_fr ?? '',
    p_route_description: route,
    p_posting: { ...position.p_posting, p_route: route },
    p_position_type: position.p_position_type_fr ?? position.p_position_type,
    p_landing_page_sell: {
      position_type: sellFr?.position_type ?? sell.position_type,
      driver_type: sellFr?.driver_type ?? sell.driver_type,
      license_class: sellFr?.license_class ?? sell.license_class,
      license_conditions: sellFr?.license_conditions ?? sell.license_conditions,
    },
    p_language_requirement: frenchRequirement ? position.p_language_requirement_fr : position.p_language_requirement,
    p_language_reason: frenchRequirement ? position.p_language_reason_fr : position.p_language_reason,
  };
}
