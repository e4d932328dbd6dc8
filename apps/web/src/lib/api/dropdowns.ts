import {
  apiPaths,
  type CountryOption,
  type EquipmentOperatedOption,
  type HighestEducationOption,
  type LicenseClassesResponse,
  type LicenseConditionsResponse,
  type Locale,
  type ProvincesResponse,
  type RegionTravelledOption,
} from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useLocale } from '../i18n/locale';

// SPEC §7 Dropdowns. Reference data does not change while a candidate fills in the form, and a
// failed load leaves an empty list with no message (SPEC §8), so the lists are cached for good, per
// language: the API labels each option in the language asked for, so a switch fetches the labels again.
const lookup = <T>(locale: Locale, key: readonly unknown[], path: string, enabled = true) =>
  queryOptions({
    queryKey: ['dropdowns', locale, ...key],
    queryFn: ({ signal }) => apiRequest<T>(path, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // The other language's labels show until this one's arrive, so a chosen option never blanks.
    placeholderData: (previous) => previous,
    enabled,
  });

/** SPEC §7: countries come as an array, or an object with `countries`. */
export const useCountries = () =>
  useQuery({
    ...lookup<CountryOption[] | { countries: CountryOption[] }>(useLocale().locale, ['countries'], apiPaths.countries),
    select: (answer) => (Array.isArray(answer) ? answer : answer.countries),
  });

/** Provinces, classes and conditions are asked for only for Canada (SPEC §7); pass its id or undefined. */
export const useProvinces = (countryId: number | undefined) =>
  useQuery({
    ...lookup<ProvincesResponse>(
      useLocale().locale,
      ['provinces', countryId],
      apiPaths.provinces(countryId ?? 0),
      countryId !== undefined,
    ),
    select: (answer) => answer.provinces,
  });

export const useLicenseClasses = (provinceId: number | undefined) =>
  useQuery({
    ...lookup<LicenseClassesResponse>(
      useLocale().locale,
      ['license-classes', provinceId],
      apiPaths.licenseClasses(provinceId ?? 0),
      provinceId !== undefined,
    ),
    select: (answer) => answer.classes,
  });

export const useLicenseConditions = (provinceId: number | undefined) =>
  useQuery({
    ...lookup<LicenseConditionsResponse>(
      useLocale().locale,
      ['license-conditions', provinceId],
      apiPaths.licenseConditions(provinceId ?? 0),
      provinceId !== undefined,
    ),
    select: (answer) => answer.conditions,
  });

export const useHighestEducation = () =>
  useQuery(lookup<HighestEducationOption[]>(useLocale().locale, ['highest-edu'], apiPaths.highestEducation));
export const useRegionsTravelled = () =>
  useQuery(lookup<RegionTravelledOption[]>(useLocale().locale, ['reg-travelled'], apiPaths.regionsTravelled));
export const useEquipmentOperated = () =>
  useQuery(lookup<EquipmentOperatedOption[]>(useLocale().locale, ['equip-operated'], apiPaths.equipmentOperated));
