import { Stack } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { PageIntro } from '../../../../components/page-intro';
import { PageLoader } from '../../../../components/page-loader';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { useAdminStats } from '../api/get-admin-stats';
import { ClearinghouseDue } from '../components/clearinghouse-due';
import { FailedMailAlert } from '../components/failed-mail-alert';
import { PositionCountsTable } from '../components/position-counts-table';
import { StatusCards } from '../components/status-cards';
import { WeeklyChart } from '../components/weekly-chart';
import { dashboardTexts as t } from '../texts';

/** SPEC §2 /admin: the administrators' home, with the applications at a glance. */
export function DashboardPage() {
  const stats = useAdminStats();
  return (
    <Stack gap="xl">
      <PageIntro title={messages.adminPage.title} lead={messages.adminPage.welcome} />
      <FailedMailAlert />
      {stats.isPending && <PageLoader label={t.loading} />}
      {stats.isError && (
        <LoadFailedAlert
          error={stats.error}
          fallback={t.loadFailed}
          title={t.loadFailed}
          onRetry={() => stats.refetch()}
        />
      )}
      {stats.data && (
        <>
          <StatusCards byStatus={stats.data.byStatus} />
          <PositionCountsTable rows={stats.data.byPosition} />
          <WeeklyChart weeks={stats.data.perWeek} />
          <ClearinghouseDue />
        </>
      )}
    </Stack>
  );
}
