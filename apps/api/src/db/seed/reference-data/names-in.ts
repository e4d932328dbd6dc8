import type { Locale } from '@roadhire/shared';
import { countries } from './countries.js';
import { equipmentOperated } from './equipment-operated.js';
import { referenceDataFr } from './fr.js';
import { highestEducation } from './highest-education.js';
import { provinces } from './provinces.js';
import { regionsTravelled } from './regions-travelled.js';
import type { ReferenceEntry, ReferenceTranslation } from './types.js';

/** A stored reference name as a reader writes it; a name the list does not know prints as stored. */
export type NameIn = (stored: string) => string;

/** The stored answers' reference names (English, as the forms send them back) in one language. */
export interface ReferenceNames {
  country: NameIn;
  /** A province or state of either country. */
  province: NameIn;
  education: NameIn;
  region: NameIn;
  equipment: NameIn;
}

const translations: Readonly<Partial<Record<Locale, ReferenceTranslation>>> = { fr: referenceDataFr };

function byName(entries: readonly ReferenceEntry[], names: Readonly<Record<string, string>> | undefined): NameIn {
  const map = new Map(entries.flatMap((entry) => (names?.[entry.code] ? [[entry.name, names[entry.code]]] : [])));
  return (stored) => map.get(stored) ?? stored;
}

const AS_STORED: NameIn = (stored) => stored;

/**
 * The reference names of a language, by the English name an answer stores (decision 032): the
 * printed application and the screens show a French reader the French names the forms offered.
 */
export function referenceNamesIn(locale: Locale): ReferenceNames {
  const names = translations[locale];
  if (!names)
    return { country: AS_STORED, province: AS_STORED, education: AS_STORED, region: AS_STORED, equipment: AS_STORED };
  const canada = byName(provinces.CA, names.provinces.CA);
  const states = byName(provinces.US, names.provinces.US);
  return {
    country: byName(countries, names.countries),
    province: (stored) => {
      const french = canada(stored);
      return french === stored ? states(stored) : french;
    },
    education: byName(highestEducation, names.highestEducation),
    region: byName(regionsTravelled, names.regionsTravelled),
    equipment: byName(equipmentOperated, names.equipmentOperated),
  };
}
