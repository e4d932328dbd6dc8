import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useRef } from 'react';
import { useT } from '../../../lib/i18n/locale';
import { useValueBeforeHydration } from '../../../lib/use-value-before-hydration';
import type { PositionFilters } from '../position-fields';
import { LIST_PARAMS } from '../use-position-list-view';

const FIELDS = [
  { key: 'province', label: 'careers.provinceFilter', all: 'careers.allProvinces' },
  { key: 'type', label: 'careers.typeFilter', all: 'careers.allTypes' },
] as const;

/** Province and position type choices, each with an 'all' first. */
export function PositionFilterFields({
  filters,
  choices,
  labels,
  onChange,
}: {
  filters: PositionFilters;
  choices: Record<keyof PositionFilters, string[]>;
  /**
   * An option's label in the page's language (a province's name, a work type's French), while the
   * address keeps the stored value, so a link means the same list in both languages.
   */
  labels: Record<keyof PositionFilters, (value: string) => string>;
  onChange: (key: keyof PositionFilters, value: string) => void;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {FIELDS.map(({ key, label, all }) => {
        const current = filters[key];
        // A value from an old link stays selectable even when no open position has it any more.
        const values = current && !choices[key].includes(current) ? [current, ...choices[key]] : choices[key];
        return (
          <FilterField
            key={key}
            name={LIST_PARAMS[key]}
            label={t(label)}
            data={[{ value: '', label: t(all) }, ...values.map((value) => ({ value, label: labels[key](value) }))]}
            value={current}
            onChange={(value) => onChange(key, value)}
          />
        );
      })}
    </SimpleGrid>
  );
}

function FilterField({
  name,
  label,
  data,
  value,
  onChange,
}: {
  /** The address's parameter, which the search form sends. */
  name: string;
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  useValueBeforeHydration(ref, value, onChange);
  return (
    <NativeSelect
      ref={ref}
      name={name}
      size="md"
      label={label}
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      styles={{ input: { minHeight: 44 } }}
    />
  );
}
