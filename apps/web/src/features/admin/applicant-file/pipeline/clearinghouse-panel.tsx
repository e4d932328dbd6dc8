import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminClearinghouse } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorText, isApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { formatDateTime } from '../../shared/format-date';
import { clearinghouseQuery } from '../api/clearinghouse-api';
import { useInvestigationViewHeaders } from '../api/investigation-view';
import { ClearinghouseQueries } from './clearinghouse-queries';
import { RtdDocuments } from './rtd-documents';

/**
 * The Clearinghouse step (49 CFR 382.701, 382.703, 382.217; decision 029): the driver's consent,
 * every query with its own result PDF, the return-to-duty documents a violation needs, and the
 * next query of a hired driver.
 */
export function ClearinghousePanel({ applicationId }: { applicationId: string }) {
  const t = useT();
  const titleId = useId();
  const step = useQuery(clearinghouseQuery(applicationId, useInvestigationViewHeaders()));
  const forbidden = isApiError(step.error) && step.error.status === 403;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {t('hiring.file.clearinghouseTitle')}
          </Title>
          {/* WCAG AA: white on teal.9 or gray.7 is over 4.5:1; the light variants are not. */}
          {step.data && (
            <Badge color={step.data.complete ? 'teal.9' : 'gray.7'} variant="filled">
              {step.data.complete ? t('hiring.file.complete') : t('hiring.file.incomplete')}
            </Badge>
          )}
        </Group>
        {forbidden && <Text size="sm">{t('hiring.file.noPermission')}</Text>}
        {/* A side panel that did not load is said in place; the file's own alerts stay the page's. */}
        {step.isError && !forbidden && (
          <Text size="sm" c="red.8">
            {errorText(step.error, t('adminApplications.file.loadFailed'))}
          </Text>
        )}
        {step.data && <Step applicationId={applicationId} step={step.data} />}
      </Stack>
    </Paper>
  );
}

function Step({ applicationId, step }: { applicationId: string; step: AdminClearinghouse }) {
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
