import { Title } from '@mantine/core';
import type { AdminDocument, AnswerRow, DatedRow, MessageId } from '@roadhire/shared';
import { Fragment, type ReactNode, useCallback } from 'react';
import { type Translate, useT } from '../../../../lib/i18n/locale';
import { type AnswerFormat, useAnswerFormat } from './answers';
import { DatedRowsTable } from './dated-rows-table';
import { type Field, FieldList } from './field-list';

// A step's answers as the table of questions lists them (decision 014): each question, then the
// follow-ups its answer asked for; dated rows as tables with their documents.

/** A question's words as the driver read them, in the page's language. */
const labelOf = (t: Translate, row: AnswerRow) => t(`onboarding.${row.entry.label}` as MessageId);

/** How the file shows an answer of each kind. */
function shown(row: AnswerRow, t: Translate, format: AnswerFormat): ReactNode {
  switch (row.kind) {
    case 'date':
    case 'birthDate':
      return format.date(row.value as string | null | undefined);
    case 'docType':
      return row.value ? t(`onboarding.step2.docTypes.${row.value}` as MessageId) : null;
    // SPEC §3 stores the words Yes and No; the file says them in the page's language.
    case 'yesNo':
      return row.value === 'Yes'
        ? t('onboarding.yes')
        : row.value === 'No'
          ? t('onboarding.no')
          : (row.value as ReactNode);
    default:
      return row.value as ReactNode;
  }
}

/** Answers that are lists of rows, each shown by its own table or cards. */
const isList = (row: AnswerRow) => row.kind === 'rows' || row.kind === 'addressRows';

/** The answers that read as label and value, in the page's language. */
export function useAnswerFields(): (rows: AnswerRow[]) => Field[] {
  const t = useT();
  const format = useAnswerFormat();
  return useCallback(
    (rows) =>
      rows
        .filter((row) => !isList(row))
        .map((row) => ({ id: row.field, label: labelOf(t, row), value: shown(row, t, format) })),
    [t, format],
  );
}

/** The answers and, below them, any dated rows asked for. */
export function AnswerFields({ rows, documents = [] }: { rows: AnswerRow[]; documents?: AdminDocument[] }) {
  const t = useT();
  const answerFields = useAnswerFields();
  return (
    <>
      <FieldList fields={answerFields(rows)} />
      {rows
        .filter((row) => row.kind === 'rows')
        .map((row) => (
          <Fragment key={row.field}>
            <Title order={3} size="h5">
              {labelOf(t, row)}
            </Title>
            <DatedRowsTable caption={labelOf(t, row)} rows={row.value as DatedRow[]} documents={documents} />
          </Fragment>
        ))}
    </>
  );
}
