import { Title } from '@mantine/core';
import { type AdminDocument, type AnswerRow, type DatedRow, messages } from '@roadhire/shared';
import { Fragment, type ReactNode } from 'react';
import { dateAnswer } from './answers';
import { DatedRowsTable } from './dated-rows-table';
import { type Field, FieldList } from './field-list';

// A step's answers as the table of questions lists them (decision 014): each question, then the
// follow-ups its answer asked for; dated rows as tables with their documents.

const docTypes = messages.onboarding.step2.docTypes;

/** How the file shows an answer of each kind. */
function shown(row: AnswerRow): ReactNode {
  switch (row.kind) {
    case 'date':
    case 'birthDate':
      return dateAnswer(row.value as string | null | undefined);
    case 'docType':
      return row.value ? docTypes[row.value as keyof typeof docTypes] : null;
    default:
      return row.value as ReactNode;
  }
}

/** Answers that are lists of rows, each shown by its own table or cards. */
const isList = (row: AnswerRow) => row.kind === 'rows' || row.kind === 'addressRows';

/** The answers that read as label and value. */
export const answerFields = (rows: AnswerRow[]): Field[] =>
  rows.filter((row) => !isList(row)).map((row) => ({ id: row.field, label: row.label, value: shown(row) }));

/** The answers and, below them, any dated rows asked for. */
export function AnswerFields({ rows, documents = [] }: { rows: AnswerRow[]; documents?: AdminDocument[] }) {
  return (
    <>
      <FieldList fields={answerFields(rows)} />
      {rows
        .filter((row) => row.kind === 'rows')
        .map((row) => (
          <Fragment key={row.field}>
            <Title order={3} size="h5">
              {row.label}
            </Title>
            <DatedRowsTable caption={row.label} rows={row.value as DatedRow[]} documents={documents} />
          </Fragment>
        ))}
    </>
  );
}
