import {
  apiPaths,
  type CountryOption,
  type EquipmentOperatedOption,
  type HighestEducationOption,
  inEnglish,
  type LicenseClassesResponse,
  type LicenseConditionsResponse,
  type ProvincesResponse,
  type RegionTravelledOption,
} from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionsTravelled } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const json = async <T>(url: string) => (await get(url)).json() as T;
/** The field names of every item, to check a shape exactly: no field missing, none extra. */
const shapesOf = (items: object[]) => new Set(items.map((item) => Object.keys(item).sort().join(',')));

async function countryId(name: string): Promise<number> {
  const country = (await json<CountryOption[]>(apiPaths.countries)).find((c) => c.country_name === name);
  if (!country) throw new Error(`no country ${name}`);
  return country.id;
}

async function provinceId(country: string, name: string): Promise<number> {
  const { provinces } = await json<ProvincesResponse>(apiPaths.provinces(await countryId(country)));
  const province = provinces.find((p) => p.province_name === name);
  if (!province) throw new Error(`no province ${name}`);
  return province.id;
}

describe('GET /api/dropdowns/countries', () => {
  it('answers Canada and the United States as { id, country_name }, to anyone', async () => {
    const response = await get(apiPaths.countries);
    expect(response.statusCode).toBe(200);
    const countries = response.json() as CountryOption[];
    expect(countries.map((c) => c.country_name)).toEqual(['Canada', 'United States']);
    expect(shapesOf(countries)).toEqual(new Set(['country_name,id,label']));
    expect(countries.every((c) => Number.isInteger(c.id))).toBe(true);
    expect((await get(apiPaths.countries, { authorization: 'Bearer not-a-token' })).statusCode).toBe(200);
  });
});

describe('GET /api/dropdowns/provinces/{countryId}', () => {
  it('answers the 13 provinces and territories of Canada as { provinces: [{ id, province_name }] }', async () => {
    const body = await json<ProvincesResponse>(apiPaths.provinces(await countryId('Canada')));
    expect(Object.keys(body)).toEqual(['provinces']);
    expect(body.provinces).toHaveLength(13);
    expect(shapesOf(body.provinces)).toEqual(new Set(['id,label,province_name']));
    expect(body.provinces.map((p) => p.province_name)).toEqual(
      expect.arrayContaining(['Ontario', 'Quebec', 'British Columbia', 'Nunavut', 'Yukon']),
    );
  });

  it('answers the 50 states and the District of Columbia for the United States', async () => {
    const { provinces } = await json<ProvincesResponse>(apiPaths.provinces(await countryId('United States')));
    expect(provinces).toHaveLength(51);
    expect(provinces.map((p) => p.province_name)).toEqual(
      expect.arrayContaining(['Texas', 'Michigan', 'District of Columbia']),
    );
  });
});

describe('GET /api/dropdowns/license-classes/{provinceId} and license-conditions/{provinceId}', () => {
  it('answers Ontario’s classes, A and D among them, as { classes: [{ class_code, description }] }', async () => {
    const body = await json<LicenseClassesResponse>(apiPaths.licenseClasses(await provinceId('Canada', 'Ontario')));
    expect(Object.keys(body)).toEqual(['classes']);
    expect(shapesOf(body.classes)).toEqual(new Set(['class_code,description,label']));
    expect(body.classes.map((c) => c.class_code)).toEqual(expect.arrayContaining(['A', 'D']));
    expect(body.classes.every((c) => c.description.length > 0)).toBe(true);
  });

  it('answers Ontario’s conditions, the Z air brake among them, as { conditions: [{ condition_code, description }] }', async () => {
    const url = apiPaths.licenseConditions(await provinceId('Canada', 'Ontario'));
    const body = await json<LicenseConditionsResponse>(url);
    expect(Object.keys(body)).toEqual(['conditions']);
    expect(shapesOf(body.conditions)).toEqual(new Set(['condition_code,description,label']));
    expect(body.conditions.find((c) => c.condition_code === 'Z')?.description).toMatch(/air brake/i);
  });

  it('answers Alberta’s K automatic-transmission condition', async () => {
    const url = apiPaths.licenseConditions(await provinceId('Canada', 'Alberta'));
    const { conditions } = await json<LicenseConditionsResponse>(url);
    expect(conditions.find((c) => c.condition_code === 'K')?.description).toMatch(/automatic transmission/i);
  });

  it('answers an empty list for a known province or state that has none, for the form to take text', async () => {
    for (const id of [await provinceId('United States', 'Texas'), await provinceId('Canada', 'Nunavut')]) {
      const classes = await get(apiPaths.licenseClasses(id));
      expect(classes.statusCode).toBe(200);
      expect(classes.json()).toEqual({ classes: [] });
    }
    const conditions = await get(apiPaths.licenseConditions(await provinceId('Canada', 'Manitoba')));
    expect(conditions.json()).toEqual({ conditions: [] });
  });
});

describe('the option lists', () => {
  it('answers the 10 education levels as { he_id, he_name }', async () => {
    const levels = await json<HighestEducationOption[]>(apiPaths.highestEducation);
    expect(levels).toHaveLength(10);
    expect(shapesOf(levels)).toEqual(new Set(['he_id,he_name,label']));
    expect(levels[0]?.he_name).toBe('No certificate, diploma or degree');
  });

  it('answers regions travelled as { rt_id, rt_name }, Canadian, US and cross-border', async () => {
    const regions = await json<RegionTravelledOption[]>(apiPaths.regionsTravelled);
    expect(shapesOf(regions)).toEqual(new Set(['label,rt_id,rt_name']));
    expect(regions.map((r) => r.rt_name)).toEqual(
      expect.arrayContaining(['Ontario', 'Prairies (MB, SK, AB)', 'US Midwest', 'Cross-border (Canada–US)']),
    );
  });

  it('answers equipment operated as { eo_id, eo_name }, without hazardous goods (a load, not equipment)', async () => {
    const equipment = await json<EquipmentOperatedOption[]>(apiPaths.equipmentOperated);
    expect(shapesOf(equipment)).toEqual(new Set(['eo_id,eo_name,label']));
    expect(equipment.map((e) => e.eo_name)).toEqual(
      expect.arrayContaining(['Dry van', 'Reefer (refrigerated trailer)']),
    );
    expect(equipment.some((e) => /haz|dangerous/i.test(e.eo_name))).toBe(false);
  });

  it('lists options in their sort order, not in the order they were added', async () => {
    const before = await json<RegionTravelledOption[]>(apiPaths.regionsTravelled);
    const last = before.at(-1);
    if (!last) throw new Error('no regions');
    await t.database.db.update(regionsTravelled).set({ sort_order: 0 }).where(eq(regionsTravelled.rt_id, last.rt_id));
    const after = await json<RegionTravelledOption[]>(apiPaths.regionsTravelled);
    expect(after[0]).toEqual(last);
  });
});

describe('caching', () => {
  it('lets the browser keep every answer for an hour, by its language, and no refusal', async () => {
    const ontario = await provinceId('Canada', 'Ontario');
    const urls = [
      apiPaths.countries,
      apiPaths.provinces(await countryId('Canada')),
      apiPaths.licenseClasses(ontario),
      apiPaths.licenseConditions(ontario),
      apiPaths.highestEducation,
      apiPaths.regionsTravelled,
      apiPaths.equipmentOperated,
    ];
    for (const url of urls) {
      const { headers } = await get(url);
      expect(headers['cache-control']).toBe('private, max-age=3600');
      expect(headers.vary).toBe('Accept-Language, Cookie');
    }
    expect((await get(apiPaths.provinces('abc'))).headers['cache-control']).toBeUndefined();
    expect((await get(apiPaths.licenseClasses(2_147_483_647))).headers['cache-control']).toBeUndefined();
  });
});

describe('in French', () => {
  const inFrench = { 'accept-language': 'fr-CA' };
  const french = async <T>(url: string) => (await get(url, inFrench)).json() as T;

  it('labels every option in French and keeps the English names the forms send back', async () => {
    const countries = await french<CountryOption[]>(apiPaths.countries);
    expect(countries.map((c) => [c.country_name, c.label])).toEqual([
      ['Canada', 'Canada'],
      ['United States', 'États-Unis'],
    ]);
    const canada = await french<ProvincesResponse>(apiPaths.provinces(await countryId('Canada')));
    const quebec = canada.provinces.find((p) => p.province_name === 'Quebec');
    expect(quebec?.label).toBe('Québec');
    expect(canada.provinces.find((p) => p.province_name === 'British Columbia')?.label).toBe('Colombie-Britannique');
    const states = await french<ProvincesResponse>(apiPaths.provinces(await countryId('United States')));
    expect(states.provinces.find((p) => p.province_name === 'North Carolina')?.label).toBe('Caroline du Nord');

    const { classes } = await french<LicenseClassesResponse>(apiPaths.licenseClasses(quebec?.id ?? 0));
    expect(classes.find((c) => c.class_code === '3')).toEqual({
      class_code: '3',
      description: 'Straight trucks: two axles and 4,500 kg or more, or three or more axles',
      label: 'Camions porteurs\u00a0: deux essieux et 4 500 kg ou plus, ou trois essieux ou plus',
    });
    const { conditions } = await french<LicenseConditionsResponse>(apiPaths.licenseConditions(quebec?.id ?? 0));
    expect(conditions.find((c) => c.condition_code === 'F')?.label).toBe('Freins pneumatiques');

    const equipment = await french<EquipmentOperatedOption[]>(apiPaths.equipmentOperated);
    expect(equipment.find((e) => e.eo_name === 'Dry van')?.label).toBe('Fourgon sec');
    const education = await french<HighestEducationOption[]>(apiPaths.highestEducation);
    expect(education.find((e) => e.he_name === 'Master’s degree')?.label).toBe('Maîtrise');
    const regions = await french<RegionTravelledOption[]>(apiPaths.regionsTravelled);
    expect(regions.find((r) => r.rt_name === 'US South')?.label).toBe('Sud des États-Unis');
  });

  it('lists the provinces in French alphabetical order, accents after their letter (issue 41, point 11)', async () => {
    const canada = await french<ProvincesResponse>(apiPaths.provinces(await countryId('Canada')));
    expect(canada.provinces.map((province) => province.label)).toEqual([
      'Alberta',
      'Colombie-Britannique',
      'Île-du-Prince-Édouard',
      'Manitoba',
      'Nouveau-Brunswick',
      'Nouvelle-Écosse',
      'Nunavut',
      'Ontario',
      'Québec',
      'Saskatchewan',
      'Terre-Neuve-et-Labrador',
      'Territoires du Nord-Ouest',
      'Yukon',
    ]);
    // English keeps its own order.
    const english = await json<ProvincesResponse>(apiPaths.provinces(await countryId('Canada')));
    expect(english.provinces.map((province) => province.province_name).slice(0, 3)).toEqual([
      'Alberta',
      'British Columbia',
      'Manitoba',
    ]);
  });

  it('labels every option in English with its English name', async () => {
    for (const url of [
      apiPaths.countries,
      apiPaths.highestEducation,
      apiPaths.regionsTravelled,
      apiPaths.equipmentOperated,
    ]) {
      const options = await json<Record<string, unknown>[]>(url);
      for (const option of options) {
        expect(Object.values(option)).toContain(option.label);
      }
    }
  });
});

describe('bad and unknown ids', () => {
  const byId = [apiPaths.provinces, apiPaths.licenseClasses, apiPaths.licenseConditions];

  it('answers 400 { message } to an id that is not a whole number from 1 to 2147483647', async () => {
    for (const path of byId) {
      for (const id of ['abc', '0', '-1', '1.5', '0x1', '1e0', '%201', '2147483648', '99999999999999999999']) {
        const response = await get(path(id));
        expect(response.statusCode, path(id)).toBe(400);
        expect(response.json().message).toBe(inEnglish.t('api.invalidId'));
      }
    }
  });

  it('answers 404 { message } to an id that names no country or province', async () => {
    const country = await get(apiPaths.provinces(2_147_483_647));
    expect(country.statusCode).toBe(404);
    expect(country.json()).toEqual({ message: inEnglish.t('api.unknownCountry'), messageId: 'api.unknownCountry' });
    for (const path of [apiPaths.licenseClasses, apiPaths.licenseConditions]) {
      const response = await get(path(2_147_483_647));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: inEnglish.t('api.unknownProvince'),
        messageId: 'api.unknownProvince',
      });
    }
  });
});
