import { messages } from '@roadhire/shared';
import {
  countryExists,
  listLicenseClasses,
  listLicenseConditions,
  listProvinces,
  provinceExists,
} from '../../data/reference-data-repository.js';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * The options listed under a parent: a known parent with none (a US state's licence classes)
 * answers an empty list, for the form to take free text; an unknown parent is a 404.
 */
async function underKnownParent<Option>(
  options: Option[],
  parentExists: () => Promise<boolean>,
  unknownParent: string,
): Promise<Option[]> {
  if (options.length > 0 || (await parentExists())) return options;
  throw new HttpError(404, unknownParent);
}

export async function provincesOf(db: Executor, countryId: number) {
  const provinces = await listProvinces(db, countryId);
  return {
    provinces: await underKnownParent(provinces, () => countryExists(db, countryId), messages.api.unknownCountry),
  };
}

export async function licenseClassesOf(db: Executor, provinceId: number) {
  const classes = await listLicenseClasses(db, provinceId);
  return {
    classes: await underKnownParent(classes, () => provinceExists(db, provinceId), messages.api.unknownProvince),
  };
}

export async function licenseConditionsOf(db: Executor, provinceId: number) {
  const conditions = await listLicenseConditions(db, provinceId);
  return {
    conditions: await underKnownParent(conditions, () => provinceExists(db, provinceId), messages.api.unknownProvince),
  };
}
