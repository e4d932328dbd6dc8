import { NativeSelect, SimpleGrid } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { useEarlyInput } from '../../../lib/kept-before-hydration';
import type { PositionFilters } from '../position-fields';

const t = messages.careers;

const FIELDS = [
  { key: 'province', label: t.provinceFilter, all: t.allProvinces },
  { key: 'type', label: t.typeFilter, all: t.allTypes },
] as const;

/** Province and position type choices, each with an 'all' first. */
export function PositionFilterFields({
  filters,
  choices,
  onChange,
}: {
  filters: PositionFilters;
  choices: Record<keyof PositionFilters, string[]>;
  onChange: (key: keyof PositionFilters, value: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {FIELDS.map(({ key, label, all }) => {
        const current = filters[key];
        // A value from an old link stays selectable even when no open position has it any more.
        const values = current && !choices[key].includes(current) ? [current, ...choices[key]] : choices[key];
        return (
          <FilterField
            key={key}
            label={label}
            data={[{ value: '', label: all }, ...values]}
            value={current}
            onChange={(value) => onChange(key, value)}
          />
        );
      })}
    </SimpleGrid>
  );
}

function FilterField({
  label,
  data,
  value,
  onChange,
}: {
  label: string;
  data: (string | { value: string; label: string })[];
  value: string;
  onChange: (value: string) => void;
}) {
  // Chosen before the page's code arrived, a filter is given back once it has.
  const early = useEarlyInput<HTMLSelectElement>(value, onChange);
  return (
    <NativeSelect
      {...early}
      size="md"
      label={label}
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      styles={{ input: { minHeight: 44 } }}
    />
  );
}
