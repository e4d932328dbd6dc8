import { Button, Checkbox } from '@mantine/core';
import { useT } from '../lib/i18n/locale';
import { AccidentFieldset } from './accident-fieldset';
import { type AccidentRow, emptyAccident } from './accident-row';

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
        <AccidentFieldset
          // The rows have no id of their own; their order is their identity until sent.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end or removed
          key={index}
          row={row}
          index={index}
          onChange={(patch) => change(index, patch)}
          onRemove={() => onRows(rows.filter((_row, at) => at !== index))}
          errorOf={errorOf}
          fieldId={fieldId}
        />
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
