import { Button, Checkbox, Paper, Stack, TextInput } from '@mantine/core';
import { useT } from '../lib/i18n/locale';
import type { AccidentRow } from './accident-row';

/** One accident of 49 CFR 390.15(b): its day, place, counts and hazardous materials, with its Remove. */
export function AccidentFieldset({
  row,
  index,
  onChange,
  onRemove,
  errorOf,
  fieldId,
}: {
  row: AccidentRow;
  index: number;
  onChange: (patch: Partial<AccidentRow>) => void;
  onRemove: () => void;
  errorOf: (field: string) => string | undefined;
  fieldId?: (field: string) => string;
}) {
  const t = useT();
  return (
    <Paper component="fieldset" withBorder p="sm" m={0}>
      <legend>{t('verifications.employer.accident', { index: index + 1 })}</legend>
      <Stack gap="sm">
        <TextInput
          type="date"
          label={t('verifications.employer.accidentDate')}
          value={row.date}
          onChange={(event) => onChange({ date: event.currentTarget.value })}
          id={fieldId?.(`accidents.${index}.date`)}
          error={errorOf(`accidents.${index}.date`)}
        />
        <TextInput
          label={t('verifications.employer.city')}
          value={row.city}
          onChange={(event) => onChange({ city: event.currentTarget.value })}
          id={fieldId?.(`accidents.${index}.city`)}
          error={errorOf(`accidents.${index}.city`)}
        />
        <TextInput
          label={t('verifications.employer.state')}
          value={row.state}
          onChange={(event) => onChange({ state: event.currentTarget.value })}
          id={fieldId?.(`accidents.${index}.state`)}
          error={errorOf(`accidents.${index}.state`)}
        />
        <TextInput
          label={t('verifications.employer.injuries')}
          inputMode="numeric"
          value={row.injuries}
          onChange={(event) => onChange({ injuries: event.currentTarget.value })}
          id={fieldId?.(`accidents.${index}.injuries`)}
          error={errorOf(`accidents.${index}.injuries`)}
        />
        <TextInput
          label={t('verifications.employer.fatalities')}
          inputMode="numeric"
          value={row.fatalities}
          onChange={(event) => onChange({ fatalities: event.currentTarget.value })}
          id={fieldId?.(`accidents.${index}.fatalities`)}
          error={errorOf(`accidents.${index}.fatalities`)}
        />
        <Checkbox
          label={t('verifications.employer.hazmat')}
          checked={row.hazmat_released}
          onChange={(event) => onChange({ hazmat_released: event.currentTarget.checked })}
        />
        <Button variant="subtle" color="red" onClick={onRemove}>
          {t('verifications.employer.removeAccident')}
        </Button>
      </Stack>
    </Paper>
  );
}
