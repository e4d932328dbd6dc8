import { Alert, Button, Group, Loader, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_POSITION_STATES, type AdminPositionState } from '@roadhire/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RouteNoticeAlert } from '../../../../components/route-notice-alert';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { TablePager } from '../../shared/table-pager';
import { useListQueryParams } from '../../shared/use-list-query-params';
import { type PositionListQuery, useAdminPositions } from '../api/admin-positions-api';
import { PositionsTable } from '../components/positions-table';
import { useStatusChange } from '../components/use-status-change';

/** The list's search, state filter and page live in the URL, so a reload or a shared link keeps them. */
function useListQuery() {
  const list = useListQueryParams();
  const status = list.get('status');
  const query: PositionListQuery = {
    q: list.get('q'),
    status: (ADMIN_POSITION_STATES as readonly string[]).includes(status) ? (status as AdminPositionState) : '',
    page: list.page,
    pageSize: list.pageSize,
  };
  const update = ({ page, ...filters }: Partial<PositionListQuery>) =>
    list.update({ ...filters, ...(page === undefined ? {} : { page: page > 1 ? page : undefined }) });
  return { query, update, pager: list.pager };
}

export function PositionsPage() {
  const { query, update, pager } = useListQuery();
  const t = useT();
  const [search, setSearch] = useState(query.q);
  // One request when typing pauses, not one per key.
  const [debouncedSearch] = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed search settles, not when the URL changes.
  useEffect(() => {
    if (debouncedSearch !== query.q) update({ q: debouncedSearch, page: 1 });
  }, [debouncedSearch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address when it changes from outside (the menu, back).
  useEffect(() => {
    if (query.q !== debouncedSearch) setSearch(query.q);
  }, [query.q]);

  const positions = useAdminPositions(query);
  const statusChange = useStatusChange();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>{t('adminPositions.list.title')}</Title>
        <Button component={Link} to={paths.adminPositionNew.href()}>
          {t('adminPositions.list.newPosition')}
        </Button>
      </Group>
      {statusChange.notice ?? <RouteNoticeAlert />}
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('adminPositions.list.search')}
          placeholder={t('adminPositions.list.searchPlaceholder')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={t('adminPositions.list.stateFilter')}
          value={query.status}
          data={[
            { value: '', label: t('adminPositions.states.all') },
            ...ADMIN_POSITION_STATES.map((state) => ({ value: state, label: t(`adminPositions.states.${state}`) })),
          ]}
          onChange={(event) => update({ status: event.currentTarget.value as AdminPositionState | '', page: 1 })}
          style={{ flex: '0 1 12rem' }}
        />
      </Group>
      {positions.isError ? (
        <LoadFailedAlert
          error={positions.error}
          fallback={t('adminPositions.list.loadFailed')}
          onRetry={() => positions.refetch()}
        />
      ) : !positions.data ? (
        <Loader role="img" aria-label={t('adminPositions.list.title')} />
      ) : positions.data.items.length === 0 ? (
        <Alert color="gray">{t('adminPositions.list.empty')}</Alert>
      ) : (
        <Stack gap="md">
          <PositionsTable positions={positions.data.items} onStatusAction={statusChange.ask} />
          <TablePager {...pager} total={positions.data.total} label={t('adminPositions.list.pagerLabel')} />
        </Stack>
      )}
      {statusChange.dialog}
    </Stack>
  );
}
