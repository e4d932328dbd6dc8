// Styles of the components only this lazy page uses (the app loads Mantine's CSS per component).
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE } from '@roadhire/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../../../../lib/api/get-admin-me';
import { errorText } from '../../../../lib/api-client';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { TablePager } from '../../shared/table-pager';
import { useClaimApplicant } from '../../shared/use-claim-applicant';
import { useDownloadApplicantsCsv } from '../api/download-applicants-csv';
import { useApplications } from '../api/get-applications';
import {
  type ApplicantsView,
  currentSort,
  DEFAULT_SORT,
  filtersQuery,
  listQuery,
  readView,
  viewHref,
  viewProblem,
  withFilters,
} from '../applicants-view';
import { ApplicantsFilters } from '../components/applicants-filters';
import { ApplicantsTable } from '../components/applicants-table';

/** The applications, filtered, searched, sorted and paged by the server; the view is the address. */
export function ApplicantsPage() {
  const t = useT();
  const sayMessage = useSayMessage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = readView(searchParams);
  const problem = sayMessage(viewProblem(view));
  const list = useApplications(listQuery(view), !problem);
  const csv = useDownloadApplicantsCsv();
  const canClaim = useCan('applicants.act');
  const claim = useClaimApplicant();

  const show = (next: ApplicantsView, options?: { replace?: boolean }) => navigate(viewHref(next), options);
  const changeFilters = (changes: ApplicantsView, options?: { replace?: boolean }) =>
    show(withFilters(view, changes), options);
  const pageSize = Number(view.pageSize) || ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE;
  // The end date before the start date is told at the date field; other problems above the table.
  const rangeReversed = Boolean(view.from && view.to && view.to < view.from);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>{t('adminApplications.list.title')}</Title>
        <Button variant="light" loading={csv.isPending} onClick={() => csv.mutate(filtersQuery(view))}>
          {t('adminApplications.list.downloadCsv')}
        </Button>
      </Group>
      {csv.isError && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={csv.reset}
          closeButtonLabel={t('adminApplications.list.dismiss')}
        >
          {errorText(csv.error, t('adminApplications.list.csvFailed'))}
        </Alert>
      )}

      <ApplicantsFilters
        view={view}
        onChange={changeFilters}
        onClear={() => show({ sort: view.sort, pageSize: view.pageSize })}
        rangeProblem={rangeReversed ? problem : undefined}
      />

      {/* A claim someone else won: the server names who, and the list shows them as owner. */}
      {claim.isError && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={claim.reset}
          closeButtonLabel={t('adminApplications.list.dismiss')}
        >
          {errorText(claim.error, t('adminApplications.owner.claimFailed'))}
        </Alert>
      )}
      {problem && !rangeReversed && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {list.isError && (
        <LoadFailedAlert
          error={list.error}
          fallback={t('adminApplications.list.loadFailed')}
          onRetry={() => list.refetch()}
        />
      )}
      {list.isPending && !problem && !list.isError && (
        <Group gap="xs" role="status" aria-label={t('adminApplications.list.loading')}>
          <Loader size="sm" />
        </Group>
      )}

      {list.data && (
        <Stack gap="sm">
          {list.isPlaceholderData && (
            <Group gap="xs" c="dimmed">
              <Loader size="xs" />
              <Text size="sm">{t('adminApplications.list.loading')}</Text>
            </Group>
          )}
          {list.data.items.length === 0 ? (
            <Text py="lg">{t('adminApplications.list.empty')}</Text>
          ) : (
            <ApplicantsTable
              items={list.data.items}
              sort={currentSort(view)}
              onSort={(sort) => changeFilters({ sort: sort === DEFAULT_SORT ? undefined : sort })}
              busy={list.isPlaceholderData}
              claim={
                canClaim
                  ? {
                      onClaim: (item) => claim.mutate(item.id),
                      claiming: claim.isPending ? claim.variables : undefined,
                    }
                  : undefined
              }
            />
          )}
          {list.data.total > 0 && (
            <TablePager
              page={Number(view.page ?? 1)}
              pageSize={pageSize}
              total={list.data.total}
              onPage={(page) => show({ ...view, page: String(page) })}
              onPageSize={(size) => changeFilters({ pageSize: String(size) })}
              label={t('adminApplications.list.pagerLabel')}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
