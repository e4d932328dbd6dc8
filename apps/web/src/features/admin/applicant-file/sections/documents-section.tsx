import { Anchor, Group, Table, Text } from '@mantine/core';
import type { AdminDocument, MessageId } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../shared/format-date';
import { fileSize } from '../components/answers';
import { FileSection } from '../components/file-section';

/** Every file the driver uploaded, to open in a new tab or save. */
export function DocumentsSection({ documents }: { documents: AdminDocument[] }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  return (
    <FileSection title={t('adminApplications.file.sections.documents')}>
      {documents.length === 0 ? (
        <Text c="dimmed">{t('adminApplications.file.documents.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t('adminApplications.file.documents.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminApplications.file.documents.kind')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.documents.type')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.documents.file')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.documents.size')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.documents.uploaded')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.documents.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>{t(`adminApplications.documentKinds.${document.kind}`)}</Table.Td>
                  <Table.Td>
                    {document.doc_type ? t(`onboarding.step2.docTypes.${document.doc_type}` as MessageId) : '—'}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{document.original_name}</Table.Td>
                  <Table.Td>{fileSize(document.size_bytes)}</Table.Td>
                  <Table.Td>{formatDateTime(document.uploaded_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor
                        href={document.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('adminApplications.file.documents.openLabel', { name: document.original_name })}
                      >
                        {t('adminApplications.file.documents.open')}
                      </Anchor>
                      <Anchor
                        href={document.url}
                        download={document.original_name}
                        aria-label={t('adminApplications.file.documents.downloadLabel', {
                          name: document.original_name,
                        })}
                      >
                        {t('adminApplications.file.documents.download')}
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
