/** The countries whose provinces and states the forms list (ISO 3166-1 alpha-2). */
export type CountryCode = 'CA' | 'US';

/** The 13 Canadian provinces and territories, by their postal abbreviation. */
export const CANADIAN_PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type CanadianProvinceCode = (typeof CANADIAN_PROVINCE_CODES)[number];

/**
 * An entry of a reference list. `code` is its natural key: the seed updates the row with that code,
 * so a corrected name or description reaches every database at the next start.
 */
export interface ReferenceEntry {
  code: string;
  name: string;
  /** false for an entry drivers need that the research could not confirm; a comment says why. */
  confirmed?: false;
}

/** A code printed on a licence (class, condition, endorsement or restriction) and what it means. */
export interface LicenceCode {
  code: string;
  description: string;
  /** false for an entry drivers need that the research could not confirm; a comment says why. */
  confirmed?: false;
}

/** Every province and territory is listed, so leaving one out is a visible, commented choice. */
export type LicenceCodesByProvince = Readonly<Record<CanadianProvinceCode, readonly LicenceCode[]>>;

/** A reference list's entries by code. */
type NamesByCode = Readonly<Record<string, string>>;

/**
 * The reference lists in another language, by natural key: the labels a reader of that language
 * sees. The stored answers keep the English names, so the same answer reads in every language.
 */
export interface ReferenceTranslation {
  countries: Readonly<Record<CountryCode, string>>;
  provinces: Readonly<Record<CountryCode, NamesByCode>>;
  licenseClasses: Readonly<Record<CanadianProvinceCode, NamesByCode>>;
  licenseConditions: Readonly<Record<CanadianProvinceCode, NamesByCode>>;
  highestEducation: NamesByCode;
  regionsTravelled: NamesByCode;
  equipmentOperated: NamesByCode;
}
