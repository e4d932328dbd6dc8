import type { Locale } from '../i18n/locales.js';

/**
 * Canada's provinces and territories by postal abbreviation: the English name positions and answers
 * store, and the French name (the Translation Bureau's, Termium Plus) a French page shows.
 */
export const CANADIAN_PROVINCE_NAMES = {
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
} as const;

const byEnglishName = new Map<string, { en: string; fr: string }>(
  Object.values(CANADIAN_PROVINCE_NAMES).map((names) => [names.en, names]),
);

/** A stored province name as a reader of `locale` writes it; any other place is left as typed. */
export function provinceName(name: string, locale: Locale): string {
  return byEnglishName.get(name)?.[locale] ?? name;
}
