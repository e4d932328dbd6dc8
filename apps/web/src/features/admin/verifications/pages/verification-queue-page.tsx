// The pager's styles load with the page (app/styles.ts keeps the first load small).
import { Stack, Text } from '@mantine/core';
import { VERIFICATION_QUEUE_STATES, type VerificationQueueQuery } from '@roadhire/shared';
import { PageIntro } from '../../../../components/page-intro';
import { PageLoader } from '../../../../components/page-loader';
import { useT } from '../../../../lib/i18n/locale';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { TablePager } from '../../shared/table-pager';
import { useListQueryParams } from '../../shared/use-list-query-params';
import { useVerificationQueue } from '../api/get-verification-queue';
import { QueueFilters } from '../components/queue-filters';
import { QueueTable } from '../components/queue-table';

const readState = (value: string): VerificationQueueQuery['state'] =>
  (VERIFICATION_QUEUE_STATES as readonly string[]).includes(value)
    ? (value as VerificationQueueQuery['state'])
    : 'open';

/**
 * Decision 030: every previous-employer check, across applications, for the recruiter who chases
 * them. The filter, search and page live in the address. An administrator without the
 * investigations permission (decision 029) sees the API's refusal, not an empty queue.
 */
export function VerificationQueuePage() {
  const t = useT();
  const params = useListQueryParams();
  const state = readState(params.get('state'));
  const q = params.get('q');
  const queue = useVerificationQueue({ state, q: q || undefined, page: params.page });
  return (
    <Stack gap="lg">
      <PageIntro title={t('verifications.queue.title')} lead={t('verifications.queue.lead')} />
      <QueueFilters
        state={state}
        q={q}
        onState={(next) => params.update({ state: next === 'open' ? undefined : next })}
        onSearch={(next) => params.update({ q: next })}
      />
      {queue.isPending && <PageLoader label={t('verifications.queue.loading')} />}
      {queue.isError && (
        <LoadFailedAlert
          error={queue.error}
          fallback={t('verifications.queue.loadFailed')}
          title={t('verifications.queue.loadFailed')}
          onRetry={() => queue.refetch()}
        />
      )}
      {queue.data && !queue.isError && (
        <Stack gap="sm">
          {queue.data.items.length === 0 ? (
            <Text py="lg">{t('verifications.queue.empty')}</Text>
          ) : (
            <QueueTable items={queue.data.items} busy={queue.isPlaceholderData} />
          )}
          {queue.data.total > 0 && (
            <TablePager
              page={params.page}
              pageSize={queue.data.page_size}
              total={queue.data.total}
              onPage={params.pager.onPage}
              label={t('verifications.queue.pagerLabel')}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
