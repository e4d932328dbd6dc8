import {
  useCountries,
  useEquipmentOperated,
  useHighestEducation,
  useProvinces,
  useRegionsTravelled,
} from './dropdowns';

/** A stored reference name as the reader's language writes it; a name no list has, as stored. */
export type NameIn = (stored: string | null | undefined) => string | null | undefined;

function byName<Row>(rows: Row[] | undefined, name: (row: Row) => string, label: (row: Row) => string): NameIn {
  const labels = new Map((rows ?? []).map((row) => [name(row), label(row)]));
  return (stored) => (stored ? (labels.get(stored) ?? stored) : stored);
}

/**
 * The reference lists' answers (stored by their English names, decision 032) named as the forms
 * offered them in the reader's language: a French recruiter reads "Québec" and "Camion porteur".
 * The lists come from the same cached dropdowns the forms use.
 */
export function useReferenceNames() {
  const countries = useCountries();
  const canada = useProvinces(countries.data?.find((country) => country.country_name === 'Canada')?.id);
  const states = useProvinces(countries.data?.find((country) => country.country_name === 'United States')?.id);
  const province = byName(
    [...(canada.data ?? []), ...(states.data ?? [])],
    (row) => row.province_name,
    (row) => row.label,
  );
  return {
    country: byName(
      countries.data,
      (row) => row.country_name,
      (row) => row.label,
    ),
    province,
    education: byName(
      useHighestEducation().data,
      (row) => row.he_name,
      (row) => row.label,
    ),
    region: byName(
      useRegionsTravelled().data,
      (row) => row.rt_name,
      (row) => row.label,
    ),
    equipment: byName(
      useEquipmentOperated().data,
      (row) => row.eo_name,
      (row) => row.label,
    ),
  };
}
