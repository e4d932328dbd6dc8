import { Stack } from '@mantine/core';
import { PageIntro } from '../../../../components/page-intro';
import { PageLoader } from '../../../../components/page-loader';
import { useCan } from '../../../../lib/api/get-admin-me';
import { useT } from '../../../../lib/i18n/locale';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { useAdminStats } from '../api/get-admin-stats';
import { ClearinghouseDue } from '../components/clearinghouse-due';
import { FailedMailAlert } from '../components/failed-mail-alert';
import { PositionCountsTable } from '../components/position-counts-table';
import { StatusCards } from '../components/status-cards';
import { WeeklyChart } from '../components/weekly-chart';

/** SPEC §2 /admin: the administrators' home, with the applications at a glance. */
export function DashboardPage() {
  const t = useT();
  const stats = useAdminStats();
  // The yearly queries due are the investigation file's and the hiring step's (decision 033).
  const canInvestigate = useCan('investigations');
  const canHire = useCan('hiring');
  const canQueryClearinghouse = canInvestigate && canHire;
  return (
    <Stack gap="xl">
      <PageIntro title={t('adminPage.title')} lead={t('adminPage.welcome')} />
      <FailedMailAlert />
      {stats.isPending && <PageLoader label={t('adminDashboard.loading')} />}
      {stats.isError && (
        <LoadFailedAlert
          error={stats.error}
          fallback={t('adminDashboard.loadFailed')}
          title={t('adminDashboard.loadFailed')}
          onRetry={() => stats.refetch()}
        />
      )}
      {stats.data && (
        <>
          <StatusCards byStatus={stats.data.byStatus} />
          <PositionCountsTable rows={stats.data.byPosition} />
          <WeeklyChart weeks={stats.data.perWeek} />
          {canQueryClearinghouse && <ClearinghouseDue />}
        </>
      )}
    </Stack>
  );
}
