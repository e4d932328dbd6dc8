import { TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { usePositionForm } from './position-form-context';

/** The day applications close; blank when the position stays open. */
export function ClosingDateField() {
  const { control } = usePositionForm();
  const t = useT();
  const sayMessage = useSayMessage();
  return (
    <Controller
      control={control}
      name="p_closing_date"
      render={({ field, fieldState }) => (
        <TextInput
          type="date"
          label={t('adminPositions.fields.closingDate')}
          description={t('adminPositions.fields.closingDateHint')}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value || null)}
          error={sayMessage(fieldState.error?.message)}
        />
      )}
    />
  );
}
