import { Button, Text } from '@mantine/core';
import { apiPaths } from '@roadhire/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorText } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';
import { useInvestigationViewHeaders } from '../../api/investigation-view';
import { DownloadButton } from '../../components/download-button';
import { FileSection } from '../../components/file-section';
import { AddCheckForm } from './add-check-form';
import { VerificationCard } from './verification-card';
import type { VerificationList as List } from './verification-list';

/** Previous-employer checks (49 CFR 391.23, decision 030): each employer, its clocks, attempts, answer and actions. */
export function VerificationsSection({ applicationId }: { applicationId: number }) {
  const t = useT();
  const key = ['admin-verifications', applicationId];
  const headers = useInvestigationViewHeaders();
  const list = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<List>(apiPaths.adminApplicationVerifications(applicationId), { headers }),
  });
  const [adding, setAdding] = useState(false);
  const client = useQueryClient();
  return (
    <FileSection title={t('verifications.admin.title')}>
      {list.isPending ? null : list.isError ? (
        // A status, not an alert: the rest of the file is there, and an alert belongs to an action.
        <Text c="red" role="status">
          {errorText(list.error, t('verifications.admin.failed'))}
        </Text>
      ) : (
        <>
          {/* Shown once the checks load: the same permission guards the file (391.53). */}
          <DownloadButton
            path={apiPaths.adminInvestigationFilePdf(applicationId)}
            fallbackName={`investigation-file-${applicationId}.pdf`}
            label={t('verifications.admin.downloadFile')}
            busyLabel={t('verifications.admin.downloadingFile')}
            failedText={t('verifications.admin.downloadFileFailed')}
            align="flex-start"
          />
          {/* An employer the three-year rule missed (decision 030): the recruiter adds it, with a reason. */}
          {adding ? (
            <AddCheckForm
              applicationId={applicationId}
              onAdded={(data) => {
                client.setQueryData(key, data);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <Button variant="light" size="xs" w="fit-content" onClick={() => setAdding(true)}>
              {t('verifications.admin.add')}
            </Button>
          )}
          {list.data.verifications.length === 0 ? (
            <Text c="dimmed">{t('verifications.admin.none')}</Text>
          ) : (
            list.data.verifications
              .filter((item) => item.status !== 'merged')
              .map((item) => <VerificationCard key={item.id} item={item} queryKey={key} />)
          )}
        </>
      )}
    </FileSection>
  );
}
