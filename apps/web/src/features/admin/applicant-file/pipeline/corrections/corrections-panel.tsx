import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorText } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';
import { CorrectionForm } from './correction-form';
import { CorrectionRequests } from './correction-requests';
import { CorrectionVersions } from './correction-versions';
import { correctionsQuery } from './corrections-query';

/**
 * Corrections of a signed application (decision 031): the driver's requests, and the recruiter's
 * record of each correction as a new version beside the signed snapshot, which never changes.
 */
export function CorrectionsPanel({ applicationId }: { applicationId: string }) {
  const t = useT();
  const titleId = useId();
  const corrections = useQuery(correctionsQuery(applicationId));
  const data = corrections.data;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('corrections.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('corrections.intro')}
      </Text>
      {corrections.isError && (
        <Alert color="red" role="alert">
          {errorText(corrections.error, t('corrections.loadFailed'))}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          <CorrectionRequests requests={data.requests} />
          <CorrectionVersions versions={data.versions} />
          <CorrectionForm
            applicationId={applicationId}
            open={data.requests.filter((request) => request.status !== 'done')}
          />
        </Stack>
      )}
    </Paper>
  );
}
