import { Anchor, Table, Text } from '@mantine/core';
import type { AdminDocument } from '@roadhire/shared';
import { fileTexts } from '../texts';
import { dateAnswer } from './answers';

const t = fileTexts.dated;

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
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {`${caption}: ${t.none}`}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.type}</Table.Th>
            <Table.Th scope="col">{t.date}</Table.Th>
            <Table.Th scope="col">{t.document}</Table.Th>
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
                      {t.noDocument}
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
