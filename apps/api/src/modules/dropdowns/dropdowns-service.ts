import { COMPARE_NAMES_IN, DEFAULT_LOCALE, type Locale, type MessageId } from '@roadhire/shared';
import {
  countryCodeOf,
  listCountries,
  listEquipmentOperated,
  listHighestEducation,
  listLicenseClasses,
  listLicenseConditions,
  listProvinces,
  listRegionsTravelled,
  provinceCodeOf,
} from '../../data/reference-data-repository.js';
import type { Executor } from '../../db/client.js';
import { referenceDataFr } from '../../db/seed/reference-data/fr.js';
import type { ReferenceTranslation } from '../../db/seed/reference-data/types.js';
import { HttpError } from '../../lib/http-error.js';

/** The reference lists' labels in each language but English, whose labels are the stored names. */
const translations: Readonly<Partial<Record<Locale, ReferenceTranslation>>> = { fr: referenceDataFr };

type NamesByCode = Readonly<Record<string, string>> | undefined;

/**
 * Each option as stored, with its `label` in the reader's language: the value a form sends back is
 * still the English name (or the id), so an answer given in French reads the same to everyone.
 */
function labelled<Row extends { code: string }>(rows: Row[], english: keyof Row, names: NamesByCode) {
  return rows.map((row) => {
    const { code, ...option } = row;
    return { ...option, label: names?.[code] ?? String(row[english]) };
  });
}

/**
 * The code of a list's parent, asked for only when it is needed: to find the names in another
 * language, or to tell a known parent with no options (an empty list, for free text) from an
 * unknown one (a 404). An English list with options needs neither.
 */
async function parentCode(
  rows: unknown[],
  locale: Locale,
  lookup: () => Promise<string | undefined>,
  unknownParent: MessageId,
): Promise<string | undefined> {
  if (rows.length > 0 && !translations[locale]) return undefined;
  const code = await lookup();
  if (code === undefined) throw new HttpError(404, unknownParent);
  return code;
}

export async function countriesIn(db: Executor, locale: Locale) {
  return labelled(await listCountries(db), 'country_name', translations[locale]?.countries);
}

/**
 * A known country with no provinces listed answers an empty list, for the form to take free text.
 * The list is alphabetical in the reader's language: stored in English order, it is sorted again by
 * its labels in any other ("Île-du-Prince-Édouard" among the I's, "Québec" after "Ontario").
 */
export async function provincesOf(db: Executor, countryId: number, locale: Locale) {
  const rows = await listProvinces(db, countryId);
  const country = await parentCode(rows, locale, () => countryCodeOf(db, countryId), 'api.unknownCountry');
  const names = translations[locale]?.provinces[country as keyof ReferenceTranslation['provinces']];
  const provinces = labelled(rows, 'province_name', names);
  if (locale !== DEFAULT_LOCALE) provinces.sort((a, b) => COMPARE_NAMES_IN[locale](a.label, b.label));
  return { provinces };
}

type LicenceList = 'licenseClasses' | 'licenseConditions';

/** A province's licence codes, each described in the reader's language; none for a US state. */
async function licenceCodesOf<Row extends { description: string }>(
  db: Executor,
  provinceId: number,
  locale: Locale,
  { rows, list, code }: { rows: Row[]; list: LicenceList; code: (row: Row) => string },
) {
  const province = await parentCode(rows, locale, () => provinceCodeOf(db, provinceId), 'api.unknownProvince');
  const names = translations[locale]?.[list][province as keyof ReferenceTranslation[LicenceList]];
  return rows.map((row) => ({ ...row, label: names?.[code(row)] ?? row.description }));
}

export async function licenseClassesOf(db: Executor, provinceId: number, locale: Locale) {
  const rows = await listLicenseClasses(db, provinceId);
  const classes = await licenceCodesOf(db, provinceId, locale, {
    rows,
    list: 'licenseClasses',
    code: (row) => row.class_code,
  });
  return { classes };
}

export async function licenseConditionsOf(db: Executor, provinceId: number, locale: Locale) {
  const rows = await listLicenseConditions(db, provinceId);
  const conditions = await licenceCodesOf(db, provinceId, locale, {
    rows,
    list: 'licenseConditions',
    code: (row) => row.condition_code,
  });
  return { conditions };
}

export async function highestEducationIn(db: Executor, locale: Locale) {
  return labelled(await listHighestEducation(db), 'he_name', translations[locale]?.highestEducation);
}

export async function regionsTravelledIn(db: Executor, locale: Locale) {
  return labelled(await listRegionsTravelled(db), 'rt_name', translations[locale]?.regionsTravelled);
}

export async function equipmentOperatedIn(db: Executor, locale: Locale) {
  return labelled(await listEquipmentOperated(db), 'eo_name', translations[locale]?.equipmentOperated);
}
