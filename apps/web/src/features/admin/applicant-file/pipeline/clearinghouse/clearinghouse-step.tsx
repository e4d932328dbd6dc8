import { Stack, Text } from '@mantine/core';
import type { AdminClearinghouse } from '@roadhire/shared';
import { useT } from '../../../../../lib/i18n/locale';
import { formatDateTime } from '../../../shared/format-date';
import { ClearinghouseQueries } from './clearinghouse-queries';
import { RtdDocuments } from './rtd-documents';

export function ClearinghouseStep({ applicationId, step }: { applicationId: string; step: AdminClearinghouse }) {
  const t = useT();
  const violations = step.queries.some((query) => query.result === 'violations_found');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {step.required ? t('hiring.file.clearinghouseRequired') : t('hiring.file.clearinghouseNotRequired')}
      </Text>
      {step.full_query_due_by && (
        <Text size="sm" fw={600} c="red.9">
          {t('hiring.file.fullQueryDueBy', { date: step.full_query_due_by })}
        </Text>
      )}
      {step.next_query_due && (
        <Text size="sm" fw={600}>
          {t('hiring.file.nextQueryDue', { date: step.next_query_due })}
        </Text>
      )}
      <div>
        <Text size="sm" fw={600}>
          {t('hiring.file.consent')}
        </Text>
        <Text size="sm">
          {step.consent
            ? t('hiring.file.consentSigned', {
                name: step.consent.typed_name,
                at: formatDateTime(step.consent.signed_at),
              })
            : t('hiring.file.consentWaiting')}
        </Text>
        {step.consent && (
          <Text size="xs" c="dimmed">
            {t('hiring.file.consentKeepUntil', { date: step.consent.keep_until })} · SHA-256{' '}
            {step.consent.snapshot_sha256.slice(0, 16)}…
          </Text>
        )}
      </div>
      <ClearinghouseQueries applicationId={applicationId} queries={step.queries} />
      {(violations || step.rtd_documents.length > 0) && (
        <RtdDocuments applicationId={applicationId} documents={step.rtd_documents} />
      )}
    </Stack>
  );
}
