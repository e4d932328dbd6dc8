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
import { CANADIAN_PROVINCE_CODES, type CountryCode, type LicenceCode, type LicenceCodesByProvince } from './types.js';

/** A list's order is the order of its entries. */
const sortOrder = (index: number) => index + 1;

function idOf(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`reference data names an unknown code: ${code}`);
  return id;
}

/** The licence codes of every Canadian province, with the province's id and their place in its list. */
function licenceRows<Row>(
  lists: LicenceCodesByProvince,
  provinceIds: Map<string, number>,
  toRow: (entry: LicenceCode, common: { province_id: number; sort_order: number; confirmed: boolean }) => Row,
): Row[] {
  return CANADIAN_PROVINCE_CODES.flatMap((province) =>
    lists[province].map((entry, index) =>
      toRow(entry, {
        province_id: idOf(provinceIds, province),
        sort_order: sortOrder(index),
        confirmed: entry.confirmed ?? true,
      }),
    ),
  );
}

/**
 * Brings every reference list up to date, upserting each entry by its natural key, in one
 * transaction. Idempotent: answers how many rows it wrote, 0 when all were current.
 */
export async function seedReferenceData(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    let written = await upsertByNaturalKey(
      tx,
      tables.countries,
      [tables.countries.code],
      countries.map((country, index) => ({
        code: country.code,
        country_name: country.name,
        sort_order: sortOrder(index),
      })),
    );
    const countryIds = await countryIdsByCode(tx);
    for (const country of Object.keys(provinces) as CountryCode[]) {
      const countryId = idOf(countryIds, country);
      written += await upsertByNaturalKey(
        tx,
        tables.provinces,
        [tables.provinces.country_id, tables.provinces.code],
        provinces[country].map((province, index) => ({
          country_id: countryId,
          code: province.code,
          province_name: province.name,
          sort_order: sortOrder(index),
        })),
      );
    }

    const canadianIds = await provinceIdsByCode(tx, idOf(countryIds, 'CA'));
    written += await upsertByNaturalKey(
      tx,
      tables.licenseClasses,
      [tables.licenseClasses.province_id, tables.licenseClasses.class_code],
      licenceRows(licenseClasses, canadianIds, (entry, common) => ({
        ...common,
        class_code: entry.code,
        description: entry.description,
      })),
    );
    written += await upsertByNaturalKey(
      tx,
      tables.licenseConditions,
      [tables.licenseConditions.province_id, tables.licenseConditions.condition_code],
      licenceRows(licenseConditions, canadianIds, (entry, common) => ({
        ...common,
        condition_code: entry.code,
        description: entry.description,
      })),
    );

    written += await upsertByNaturalKey(
      tx,
      tables.highestEducation,
      [tables.highestEducation.code],
      highestEducation.map((level, index) => ({ code: level.code, he_name: level.name, sort_order: sortOrder(index) })),
    );
    written += await upsertByNaturalKey(
      tx,
      tables.regionsTravelled,
      [tables.regionsTravelled.code],
      regionsTravelled.map((region, index) => ({
        code: region.code,
        rt_name: region.name,
        sort_order: sortOrder(index),
      })),
    );
    written += await upsertByNaturalKey(
      tx,
      tables.equipmentOperated,
      [tables.equipmentOperated.code],
      equipmentOperated.map((equipment, index) => ({
        code: equipment.code,
        eo_name: equipment.name,
        sort_order: sortOrder(index),
        confirmed: equipment.confirmed ?? true,
      })),
    );
    return written;
  });
}
