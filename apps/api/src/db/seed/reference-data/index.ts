import { countryIdsByCode, provinceIdsByCode, upsertByNaturalKey } from '../../../data/reference-data-repository.js';
import type { Database } from '../../client.js';
import * as tables from '../../schema.js';
import { countries } from './countries.js';
import { equipmentOperated } from './equipment-operated.js';
import { highestEducation } from './highest-education.js';
import { licenseClasses } from './license-classes.js';
import { licenseConditions } from './license-conditions.js';
import { provinces } from './provinces.js';
import { regionsTravelled } from './regions-travelled.js';
import {
  CANADIAN_PROVINCE_CODES,
  type CountryCode,
  type LicenceCodesByProvince,
  type ReferenceEntry,
} from './types.js';

/** A list's order is the order of its entries. */
const sortOrder = (index: number) => index + 1;
const confirmed = (entry: { confirmed?: false }) => ({ confirmed: entry.confirmed ?? true });

function idOf(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`reference data names an unknown code: ${code}`);
  return id;
}

/** The rows of a list: each entry's code, its name under the table's name column, its place, and extras. */
function listRows<Name extends string, Extra extends object = Record<never, never>>(
  entries: readonly ReferenceEntry[],
  name: Name,
  extra: (entry: ReferenceEntry) => Extra = () => ({}) as Extra,
) {
  return entries.map(
    (entry, index) =>
      ({ ...extra(entry), code: entry.code, [name]: entry.name, sort_order: sortOrder(index) }) as {
        code: string;
        sort_order: number;
      } & Record<NoInfer<Name>, string> &
        NoInfer<Extra>,
  );
}

/** The rows of a licence list: every Canadian province's codes, with the code under the table's code column. */
function licenceRows<Code extends string>(lists: LicenceCodesByProvince, provinceIds: Map<string, number>, code: Code) {
  return CANADIAN_PROVINCE_CODES.flatMap((province) =>
    lists[province].map(
      (entry, index) =>
        ({
          ...confirmed(entry),
          province_id: idOf(provinceIds, province),
          [code]: entry.code,
          description: entry.description,
          sort_order: sortOrder(index),
        }) as { province_id: number; description: string; sort_order: number; confirmed: boolean } & Record<
          NoInfer<Code>,
          string
        >,
    ),
  );
}

/**
 * Brings every reference list up to date, upserting each entry by its natural key, in one
 * transaction. Idempotent: answers how many rows it wrote, 0 when all were current.
 */
export async function seedReferenceData(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const { countries: country, provinces: province, licenseClasses: licenseClass } = tables;
    const { licenseConditions: condition, highestEducation: education, regionsTravelled: region } = tables;
    const { equipmentOperated: equipment } = tables;

    let written = await upsertByNaturalKey(tx, country, [country.code], listRows(countries, 'country_name'));
    const countryIds = await countryIdsByCode(tx);
    for (const code of Object.keys(provinces) as CountryCode[]) {
      const countryId = idOf(countryIds, code);
      const rows = listRows(provinces[code], 'province_name', () => ({ country_id: countryId }));
      written += await upsertByNaturalKey(tx, province, [province.country_id, province.code], rows);
    }

    const canadianIds = await provinceIdsByCode(tx, idOf(countryIds, 'CA'));
    const classRows = licenceRows(licenseClasses, canadianIds, 'class_code');
    written += await upsertByNaturalKey(
      tx,
      licenseClass,
      [licenseClass.province_id, licenseClass.class_code],
      classRows,
    );
    const conditionRows = licenceRows(licenseConditions, canadianIds, 'condition_code');
    written += await upsertByNaturalKey(
      tx,
      condition,
      [condition.province_id, condition.condition_code],
      conditionRows,
    );

    written += await upsertByNaturalKey(tx, education, [education.code], listRows(highestEducation, 'he_name'));
    written += await upsertByNaturalKey(tx, region, [region.code], listRows(regionsTravelled, 'rt_name'));
    const equipmentRows = listRows(equipmentOperated, 'eo_name', confirmed);
    written += await upsertByNaturalKey(tx, equipment, [equipment.code], equipmentRows);
    return written;
  });
}
