// The pager's styles load with the page (app/styles.ts keeps the first load small).
import { Stack } from '@mantine/core';
import { PageIntro } from '../../../../components/page-intro';
import { PageLoader } from '../../../../components/page-loader';
import { useT } from '../../../../lib/i18n/locale';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { TablePager } from '../../shared/table-pager';
import { useListQueryParams } from '../../shared/use-list-query-params';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** Decision 008: who did what in the admin area, and when. */
export function AuditPage() {
  const t = useT();
  const params = useListQueryParams();
  const filters: AuditFilterValues = {
    action: params.get('action'),
    actor: params.get('actor'),
    from: params.get('from'),
    to: params.get('to'),
  };
  const log = useAuditLog({ ...filters, page: params.page, pageSize: params.pageSize });
  return (
    <Stack gap="lg">
      <PageIntro title={t('adminAudit.title')} lead={t('adminAudit.lead')} />
      <AuditFilters values={filters} onApply={(values) => params.update({ ...values })} />
      {log.isPending && <PageLoader label={t('adminAudit.loading')} />}
      {log.isError && (
        <LoadFailedAlert
          error={log.error}
          fallback={t('adminAudit.loadFailed')}
          title={t('adminAudit.loadFailed')}
          onRetry={() => log.refetch()}
        />
      )}
      {log.data && (
        <Stack gap="sm">
          <AuditTable entries={log.data.items} />
          <TablePager {...params.pager} total={log.data.total} label={t('adminAudit.pagerLabel')} />
        </Stack>
      )}
    </Stack>
  );
}
