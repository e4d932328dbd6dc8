import { apiPaths, type CountryOption, type ProvincesResponse } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useLocale } from '../../../../lib/i18n/locale';

export interface RegionGroup {
  group: string;
  /** The stored English name, labelled in the reader's language. */
  items: { value: string; label: string }[];
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
      return {
        group: country.label,
        items: provinces.map((province) => ({ value: province.province_name, label: province.label })),
      };
    }),
  );
}

export const useRegions = () =>
  useQuery({
    // The API labels the places in the language asked for.
    queryKey: ['admin-regions', useLocale().locale],
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
