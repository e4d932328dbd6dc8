import { Grid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { useCan } from '../../../../lib/api/get-admin-me';
import { isApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { applicantFileQuery } from '../api/applicant-file-api';
import { InvestigationView } from '../api/investigation-view';
import { BackLink } from '../components/back-link';
import { FileBody } from '../components/file-body';
import { FileHeader } from '../components/file-header';
import { ClearinghousePanel } from '../pipeline/clearinghouse/clearinghouse-panel';
import { CorrectionsPanel } from '../pipeline/corrections/corrections-panel';
import { PipelinePanel } from '../pipeline/pipeline-panel';
import { PrivacyPanel } from '../pipeline/privacy-panel';
import { TimelinePanel } from '../timeline/timeline-panel';

/** One application's whole file (route /admin/applicants/:applicationId). */
export function ApplicantFilePage() {
  const t = useT();
  const { applicationId = '' } = useParams();
  const file = useQuery(applicantFileQuery(applicationId));
  // Panels the member's role would be refused are not drawn, so they ask nothing (issue 43).
  const canInvestigate = useCan('investigations');
  const canHire = useCan('hiring');
  const canCheckClearinghouse = canInvestigate && canHire;
  const canKeepPrivacy = useCan('privacy');

  if (file.isPending) return <PageLoader />;
  if (file.isError) {
    const notFound = isApiError(file.error) && file.error.status === 404;
    return (
      <Stack gap="md">
        <BackLink />
        <Title order={1}>
          {notFound ? t('adminApplications.file.notFound') : t('adminApplications.file.loadFailed')}
        </Title>
        {!notFound && (
          <LoadFailedAlert
            error={file.error}
            fallback={t('adminApplications.file.loadFailed')}
            onRetry={() => file.refetch()}
          />
        )}
      </Stack>
    );
  }

  return (
    <InvestigationView fileId={applicationId}>
      <Stack gap="lg">
        <FileHeader file={file.data} />
        <Grid gap="md">
          {/* Recruiters act here, so on a phone the pipeline comes before the long file. */}
          <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
            <Stack gap="md">
              <PipelinePanel file={file.data} />
              <TimelinePanel applicationId={applicationId} />
              {canCheckClearinghouse && file.data.application.status === 'submitted' && (
                <ClearinghousePanel applicationId={applicationId} />
              )}
              {canKeepPrivacy && (
                <PrivacyPanel applicationId={applicationId} hired={Boolean(file.data.application.hired_on)} />
              )}
              {canKeepPrivacy && file.data.signature && <CorrectionsPanel applicationId={applicationId} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
            <FileBody file={file.data} />
          </Grid.Col>
        </Grid>
      </Stack>
    </InvestigationView>
  );
}
