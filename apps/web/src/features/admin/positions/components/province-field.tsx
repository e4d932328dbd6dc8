import { NativeSelect } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { useRegions } from '../api/get-regions';
import { usePositionForm } from './position-form-context';

/**
 * The position's province or state, chosen from the reference list, so the careers filter never
 * lists one place under two spellings. A value saved before, not in the list, stays shown (and
 * kept) until another is chosen.
 */
export function ProvinceField() {
  const { control } = usePositionForm();
  const regions = useRegions();
  const t = useT();
  // The shared schema's messages are catalogue ids; each is said in the page's language.
  const sayMessage = useSayMessage();
  return (
    <Controller
      control={control}
      name="p_province"
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const listed = (regions.data ?? []).some((group) => group.items.some((item) => item.value === value));
        const data = [
          { value: '', label: t('adminPositions.editor.provinceNone') },
          ...(value && !listed ? [{ value, label: t('adminPositions.editor.provinceUnlisted', { value }) }] : []),
          ...(regions.data ?? []),
        ];
        return (
          <NativeSelect
            label={t('adminPositions.fields.province')}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={value}
            data={data}
            onChange={(event) => field.onChange(event.currentTarget.value || null)}
            error={sayMessage(fieldState.error?.message)}
          />
        );
      }}
    />
  );
}
