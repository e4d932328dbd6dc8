import { describe, expect, it } from 'vitest';
import { countries } from './countries.js';
import { equipmentOperated } from './equipment-operated.js';
import { referenceDataFr } from './fr.js';
import { highestEducation } from './highest-education.js';
import { licenseClasses } from './license-classes.js';
import { licenseConditions } from './license-conditions.js';
import { provinces } from './provinces.js';
import { regionsTravelled } from './regions-travelled.js';
import type { LicenceCodesByProvince, ReferenceEntry } from './types.js';

const codes = (entries: readonly { code: string }[]) => entries.map((entry) => entry.code).sort();
const keys = (names: Readonly<Record<string, string>>) => Object.keys(names).sort();
const byProvince = (lists: LicenceCodesByProvince) =>
  Object.fromEntries(Object.entries(lists).map(([province, list]) => [province, codes(list)]));
const keysByProvince = (names: Readonly<Record<string, Readonly<Record<string, string>>>>) =>
  Object.fromEntries(Object.entries(names).map(([province, list]) => [province, keys(list)]));

describe('the reference lists in French', () => {
  it('name every entry of every list, and no entry the lists do not have', () => {
    const fr = referenceDataFr;
    expect(keys(fr.countries)).toEqual(codes(countries));
    expect(keysByProvince(fr.provinces)).toEqual(
      Object.fromEntries(
        Object.entries(provinces).map(([country, list]) => [country, codes(list as ReferenceEntry[])]),
      ),
    );
    expect(keysByProvince(fr.licenseClasses)).toEqual(byProvince(licenseClasses));
    expect(keysByProvince(fr.licenseConditions)).toEqual(byProvince(licenseConditions));
    expect(keys(fr.highestEducation)).toEqual(codes(highestEducation));
    expect(keys(fr.regionsTravelled)).toEqual(codes(regionsTravelled));
    expect(keys(fr.equipmentOperated)).toEqual(codes(equipmentOperated));
  });

  it('sets French typography: a non-breaking space before a colon', () => {
    const texts = [
      ...Object.values(referenceDataFr.licenseClasses).flatMap(Object.values),
      ...Object.values(referenceDataFr.licenseConditions).flatMap(Object.values),
      ...Object.values(referenceDataFr.equipmentOperated),
    ];
    for (const text of texts) expect(text, text).not.toMatch(/[^\u00a0]:/);
  });
});
