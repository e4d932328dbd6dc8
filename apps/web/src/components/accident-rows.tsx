import { Button, Checkbox, Paper, Stack, TextInput } from '@mantine/core';
import type { EmployerResponseInput } from '@roadhire/shared';
import { useT } from '../lib/i18n/locale';

/** One accident as typed: counts stay text until sent, so the server can name what is wrong. */
export interface AccidentRow {
  date: string;
  city: string;
  state: string;
  injuries: string;
  fatalities: string;
  hazmat_released: boolean;
}

const emptyAccident = (): AccidentRow => ({
  date: '',
  city: '',
  state: '',
  injuries: '0',
  fatalities: '0',
  hazmat_released: false,
});

/** A typed count goes as a number when it is one, so the server names what is wrong otherwise. */
const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : value);

/** The rows as the API takes them (EmployerAccidentSchema). */
export const accidentAnswers = (rows: AccidentRow[]): EmployerResponseInput['accidents'] =>
  rows.map((row) => ({ ...row, injuries: count(row.injuries) as number, fatalities: count(row.fatalities) as number }));

/**
 * The accidents of 49 CFR 390.15(b), one fieldset each, or "No accidents to report": what the
 * previous employer answers on its page, and what a recruiter takes down from a phone call.
 */
export function AccidentRows({
  rows,
  onRows,
  noAccidents,
  onNoAccidents,
  errorOf,
  fieldId,
}: {
  rows: AccidentRow[];
  onRows: (rows: AccidentRow[]) => void;
  noAccidents: boolean;
  onNoAccidents: (none: boolean) => void;
  errorOf: (field: string) => string | undefined;
  /** The id of a field's control, for an error summary's links. */
  fieldId?: (field: string) => string;
}) {
  const t = useT();
  const change = (index: number, patch: Partial<AccidentRow>) =>
    onRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <>
      <Checkbox
        label={t('verifications.employer.noAccidents')}
        checked={noAccidents}
        disabled={rows.length > 0}
        onChange={(event) => onNoAccidents(event.currentTarget.checked)}
        id={fieldId?.('no_accidents')}
        error={errorOf('no_accidents')}
      />
      {rows.map((row, index) => (
        <Paper
          // The rows have no id of their own; their order is their identity until sent.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end or removed
          key={index}
          component="fieldset"
          withBorder
          p="sm"
          m={0}
        >
          <legend>{t('verifications.employer.accident', { index: index + 1 })}</legend>
          <Stack gap="sm">
            <TextInput
              type="date"
              label={t('verifications.employer.accidentDate')}
              value={row.date}
              onChange={(event) => change(index, { date: event.currentTarget.value })}
              id={fieldId?.(`accidents.${index}.date`)}
              error={errorOf(`accidents.${index}.date`)}
            />
            <TextInput
              label={t('verifications.employer.city')}
              value={row.city}
              onChange={(event) => change(index, { city: event.currentTarget.value })}
              id={fieldId?.(`accidents.${index}.city`)}
              error={errorOf(`accidents.${index}.city`)}
            />
            <TextInput
              label={t('verifications.employer.state')}
              value={row.state}
              onChange={(event) => change(index, { state: event.currentTarget.value })}
              id={fieldId?.(`accidents.${index}.state`)}
              error={errorOf(`accidents.${index}.state`)}
            />
            <TextInput
              label={t('verifications.employer.injuries')}
              inputMode="numeric"
              value={row.injuries}
              onChange={(event) => change(index, { injuries: event.currentTarget.value })}
              id={fieldId?.(`accidents.${index}.injuries`)}
              error={errorOf(`accidents.${index}.injuries`)}
            />
            <TextInput
              label={t('verifications.employer.fatalities')}
              inputMode="numeric"
              value={row.fatalities}
              onChange={(event) => change(index, { fatalities: event.currentTarget.value })}
              id={fieldId?.(`accidents.${index}.fatalities`)}
              error={errorOf(`accidents.${index}.fatalities`)}
            />
            <Checkbox
              label={t('verifications.employer.hazmat')}
              checked={row.hazmat_released}
              onChange={(event) => change(index, { hazmat_released: event.currentTarget.checked })}
            />
            <Button variant="subtle" color="red" onClick={() => onRows(rows.filter((_row, at) => at !== index))}>
              {t('verifications.employer.removeAccident')}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        onClick={() => {
          onNoAccidents(false);
          onRows([...rows, emptyAccident()]);
        }}
      >
        {t('verifications.employer.addAccident')}
      </Button>
    </>
  );
}
