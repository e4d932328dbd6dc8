import { apiPaths, type CountryOption, type ProvincesResponse } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export interface RegionGroup {
  group: string;
  items: string[];
}

/**
 * The provinces and states of every country of the reference data (SPEC §7 Dropdowns), by
 * country: a position's province is one of them, written as the careers filter lists it.
 */
async function getRegions(signal: AbortSignal): Promise<RegionGroup[]> {
  const answer = await apiRequest<CountryOption[] | { countries: CountryOption[] }>(apiPaths.countries, { signal });
  const countries = Array.isArray(answer) ? answer : answer.countries;
  return Promise.all(
    countries.map(async (country) => {
      const { provinces } = await apiRequest<ProvincesResponse>(apiPaths.provinces(country.id), { signal });
      return { group: country.country_name, items: provinces.map((province) => province.province_name) };
    }),
  );
}

export const useRegions = () =>
  useQuery({
    queryKey: ['admin-regions'],
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
