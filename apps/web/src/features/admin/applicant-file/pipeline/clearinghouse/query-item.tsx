import { Anchor, Box, Text } from '@mantine/core';
import { apiPaths, type ClearinghouseQuery } from '@roadhire/shared';
import { downloadFile } from '../../../../../lib/download-file';
import { useT } from '../../../../../lib/i18n/locale';

export function QueryItem({ applicationId, query }: { applicationId: string; query: ClearinghouseQuery }) {
  const t = useT();
  const labelled = (label: string) => t('careers.labelled', { label });
  return (
    <Box component="li" p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}>
      <Text size="sm" fw={600}>
        {t(`hiring.queryTypes.${query.query_type}`)} · {t(`hiring.purposes.${query.purpose}`)}
      </Text>
      <Text size="sm">
        {labelled(t('hiring.file.queriedOn'))} {query.queried_on}
      </Text>
      {query.driver_approved_on && (
        <Text size="sm">
          {labelled(t('hiring.file.approvedColumn'))} {query.driver_approved_on}
        </Text>
      )}
      <Text size="sm">
        {labelled(t('hiring.file.result'))} {t(`hiring.results.${query.result}`)}
      </Text>
      {query.result_pdf ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="start"
          onClick={() =>
            downloadFile(
              apiPaths.adminClearinghouseQueryPdf(applicationId, query.id),
              query.result_pdf?.original_name ?? 'clearinghouse.pdf',
            )
          }
        >
          {t('hiring.file.downloadQueryPdf', { date: query.queried_on })}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('hiring.file.noPdf')}
        </Text>
      )}
    </Box>
  );
}
