import { NativeSelect } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useRegions } from '../api/get-regions';
import { positionsTexts } from '../texts';
import { usePositionForm } from './position-form-context';

const t = positionsTexts.editor;

/**
 * The position's province or state, chosen from the reference list, so the careers filter never
 * lists one place under two spellings. A value saved before, not in the list, stays shown (and
 * kept) until another is chosen.
 */
export function ProvinceField() {
  const { control } = usePositionForm();
  const regions = useRegions();
  return (
    <Controller
      control={control}
      name="p_province"
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const listed = (regions.data ?? []).some((group) => group.items.includes(value));
        const data = [
          { value: '', label: t.provinceNone },
          ...(value && !listed ? [{ value, label: t.provinceUnlisted(value) }] : []),
          ...(regions.data ?? []),
        ];
        return (
          <NativeSelect
            label={t.fields.province}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={value}
            data={data}
            onChange={(event) => field.onChange(event.currentTarget.value || null)}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
