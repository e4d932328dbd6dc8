import { NumberInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { usePositionForm } from './position-form-context';

/** How many drivers the position hires; blank when not said. */
export function OpeningsField() {
  const { control } = usePositionForm();
  const t = useT();
  const sayMessage = useSayMessage();
  return (
    <Controller
      control={control}
      name="p_openings"
      render={({ field, fieldState }) => (
        <NumberInput
          label={t('adminPositions.fields.openings')}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          error={sayMessage(fieldState.error?.message)}
        />
      )}
    />
  );
}
