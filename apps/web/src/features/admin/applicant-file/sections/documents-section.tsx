import { Anchor, Group, Table, Text } from '@mantine/core';
import { type AdminDocument, messages } from '@roadhire/shared';
import { formatDateTime } from '../../shared/format-date';
import { fileSize } from '../components/answers';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const t = fileTexts.documents;
const docTypes = messages.onboarding.step2.docTypes;

/** Every file the driver uploaded, to open in a new tab or save. */
export function DocumentsSection({ documents }: { documents: AdminDocument[] }) {
  return (
    <FileSection title={fileTexts.sections.documents}>
      {documents.length === 0 ? (
        <Text c="dimmed">{t.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.kind}</Table.Th>
                <Table.Th scope="col">{t.type}</Table.Th>
                <Table.Th scope="col">{t.file}</Table.Th>
                <Table.Th scope="col">{t.size}</Table.Th>
                <Table.Th scope="col">{t.uploaded}</Table.Th>
                <Table.Th scope="col">{t.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>{t.kinds[document.kind]}</Table.Td>
                  <Table.Td>{document.doc_type ? docTypes[document.doc_type] : '—'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{document.original_name}</Table.Td>
                  <Table.Td>{fileSize(document.size_bytes)}</Table.Td>
                  <Table.Td>{formatDateTime(document.uploaded_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor
                        href={document.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t.openLabel(document.original_name)}
                      >
                        {t.open}
                      </Anchor>
                      <Anchor
                        href={document.url}
                        download={document.original_name}
                        aria-label={t.downloadLabel(document.original_name)}
                      >
                        {t.download}
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FileSection>
  );
}
