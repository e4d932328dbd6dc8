import {
  apiPaths,
  type CountryOption,
  type EquipmentOperatedOption,
  type HighestEducationOption,
  type LicenseClassesResponse,
  type LicenseConditionsResponse,
  type ProvincesResponse,
  type RegionTravelledOption,
} from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// SPEC §7 Dropdowns. Reference data does not change while a candidate fills in the form, and a
// failed load leaves an empty list with no message (SPEC §8), so the lists are cached for good.
const lookup = <T>(key: readonly unknown[], path: string, enabled = true) =>
  queryOptions({
    queryKey: ['dropdowns', ...key],
    queryFn: ({ signal }) => apiRequest<T>(path, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

/** SPEC §7: countries come as an array, or an object with `countries`. */
export const useCountries = () =>
  useQuery({
    ...lookup<CountryOption[] | { countries: CountryOption[] }>(['countries'], apiPaths.countries),
    select: (answer) => (Array.isArray(answer) ? answer : answer.countries),
  });

/** Provinces, classes and conditions are asked for only for Canada (SPEC §7); pass its id or undefined. */
export const useProvinces = (countryId: number | undefined) =>
  useQuery({
    ...lookup<ProvincesResponse>(['provinces', countryId], apiPaths.provinces(countryId ?? 0), countryId !== undefined),
    select: (answer) => answer.provinces,
  });

export const useLicenseClasses = (provinceId: number | undefined) =>
  useQuery({
    ...lookup<LicenseClassesResponse>(
      ['license-classes', provinceId],
      apiPaths.licenseClasses(provinceId ?? 0),
      provinceId !== undefined,
    ),
    select: (answer) => answer.classes,
  });

export const useLicenseConditions = (provinceId: number | undefined) =>
  useQuery({
    ...lookup<LicenseConditionsResponse>(
      ['license-conditions', provinceId],
      apiPaths.licenseConditions(provinceId ?? 0),
      provinceId !== undefined,
    ),
    select: (answer) => answer.conditions,
  });

export const useHighestEducation = () =>
  useQuery(lookup<HighestEducationOption[]>(['highest-edu'], apiPaths.highestEducation));
export const useRegionsTravelled = () =>
  useQuery(lookup<RegionTravelledOption[]>(['reg-travelled'], apiPaths.regionsTravelled));
export const useEquipmentOperated = () =>
  useQuery(lookup<EquipmentOperatedOption[]>(['equip-operated'], apiPaths.equipmentOperated));
