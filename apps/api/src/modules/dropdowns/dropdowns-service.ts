import { type Locale, messages } from '@roadhire/shared';
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

/** The code of a list's parent, or a 404 saying it is unknown. */
async function knownParent(code: Promise<string | undefined>, unknownParent: string): Promise<string> {
  const known = await code;
  if (known === undefined) throw new HttpError(404, unknownParent);
  return known;
}

export async function countriesIn(db: Executor, locale: Locale) {
  return labelled(await listCountries(db), 'country_name', translations[locale]?.countries);
}

/** A known country with no provinces listed answers an empty list, for the form to take free text. */
export async function provincesOf(db: Executor, countryId: number, locale: Locale) {
  const [rows, country] = await Promise.all([
    listProvinces(db, countryId),
    knownParent(countryCodeOf(db, countryId), messages.api.unknownCountry),
  ]);
  const names = translations[locale]?.provinces[country as keyof ReferenceTranslation['provinces']];
  return { provinces: labelled(rows, 'province_name', names) };
}

type ProvinceCode = keyof ReferenceTranslation['licenseClasses'];

/** A known province with none (a US state's licence classes) answers an empty list, for free text. */
export async function licenseClassesOf(db: Executor, provinceId: number, locale: Locale) {
  const [rows, province] = await Promise.all([
    listLicenseClasses(db, provinceId),
    knownParent(provinceCodeOf(db, provinceId), messages.api.unknownProvince),
  ]);
  const names = translations[locale]?.licenseClasses[province as ProvinceCode];
  return {
    classes: rows.map((row) => ({ ...row, label: names?.[row.class_code] ?? row.description })),
  };
}

export async function licenseConditionsOf(db: Executor, provinceId: number, locale: Locale) {
  const [rows, province] = await Promise.all([
    listLicenseConditions(db, provinceId),
    knownParent(provinceCodeOf(db, provinceId), messages.api.unknownProvince),
  ]);
  const names = translations[locale]?.licenseConditions[province as ProvinceCode];
  return {
    conditions: rows.map((row) => ({ ...row, label: names?.[row.condition_code] ?? row.description })),
  };
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
