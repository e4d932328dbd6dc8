import { Anchor, Table, Text } from '@mantine/core';
import type { AdminDocument } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useAnswerFormat } from './answers';

interface DatedRow {
  type: string;
  date: string;
  doc_id: number | null;
}

/** Step 4's training courses or safe-driving awards, each with the PDF it came with. */
export function DatedRowsTable({
  caption,
  rows,
  documents,
}: {
  caption: string;
  rows: DatedRow[];
  documents: AdminDocument[];
}) {
  const t = useT();
  const { date: dateAnswer } = useAnswerFormat();
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {`${t('careers.labelled', { label: caption })} ${t('adminApplications.file.dated.none')}`}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminApplications.file.dated.type')}</Table.Th>
            <Table.Th scope="col">{t('adminApplications.file.dated.date')}</Table.Th>
            <Table.Th scope="col">{t('adminApplications.file.dated.document')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const document = documents.find((candidate) => candidate.id === row.doc_id);
            return (
              <Table.Tr key={`${row.type}-${row.date}-${row.doc_id}`}>
                <Table.Td>{row.type}</Table.Td>
                <Table.Td>{dateAnswer(row.date)}</Table.Td>
                <Table.Td>
                  {document ? (
                    <Anchor href={document.url} target="_blank" rel="noopener noreferrer">
                      {document.original_name}
                    </Anchor>
                  ) : (
                    <Text span c="dimmed" size="sm">
                      {t('adminApplications.file.dated.noDocument')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
