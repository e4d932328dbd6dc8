import { Anchor, Stack, Text, Title } from '@mantine/core';
import { apiPaths, type RtdDocument } from '@roadhire/shared';
import { useId } from 'react';
import { downloadFile } from '../../../../../lib/download-file';
import { useT } from '../../../../../lib/i18n/locale';
import { AddRtdDocumentForm } from './add-rtd-document-form';

/**
 * The return-to-duty documents of a driver whose full query found violations (49 CFR 382.217,
 * 40.305): each a PDF with its date, needed on or before the hire date.
 */
export function RtdDocuments({ applicationId, documents }: { applicationId: string; documents: RtdDocument[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {t('hiring.file.rtdTitle')}
      </Title>
      <Text size="sm">{t('hiring.file.rtdIntro')}</Text>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hiring.file.rtdNone')}
        </Text>
      ) : (
        <Stack component="ul" aria-labelledby={titleId} gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <li key={document.id}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="start"
                onClick={() =>
                  downloadFile(
                    apiPaths.adminClearinghouseRtdDocumentPdf(applicationId, document.id),
                    document.pdf.original_name,
                  )
                }
              >
                {t('hiring.file.downloadRtd', {
                  document: t(`hiring.rtdKinds.${document.kind}`),
                  date: document.dated_on,
                })}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
      <AddRtdDocumentForm applicationId={applicationId} />
    </Stack>
  );
}
