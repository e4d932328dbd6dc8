import {
  Alert,
  Badge,
  Button,
  Group,
  Input,
  NativeSelect,
  Notification,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AdminClearinghouse,
  type AdminClearinghouseUpdate,
  apiPaths,
  CLEARINGHOUSE_RESULTS,
} from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PdfFileInput } from '../../../../components/pdf-file-input';
import { errorText, isApiError } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { useT } from '../../../../lib/i18n/locale';
import { formatDateTime } from '../../shared/format-date';
import { clearinghouseQuery, useUpdateClearinghouse, useUploadClearinghouseResult } from '../api/clearinghouse-api';

/**
 * The Clearinghouse step (49 CFR 382.701, 382.703; decision 029): the driver's consent, the full
 * query the driver approved in FMCSA's portal, the result and its PDF, and the next yearly query.
 */
export function ClearinghousePanel({ applicationId }: { applicationId: string }) {
  const t = useT();
  const titleId = useId();
  const step = useQuery(clearinghouseQuery(applicationId));
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
        {step.data && <StepForm applicationId={applicationId} step={step.data} />}
      </Stack>
    </Paper>
  );
}

function StepForm({ applicationId, step }: { applicationId: string; step: AdminClearinghouse }) {
  const t = useT();
  const update = useUpdateClearinghouse(applicationId);
  const upload = useUploadClearinghouseResult(applicationId);
  const fileId = useId();
  const [done, setDone] = useState<string | null>(null);
  const [values, setValues] = useState({
    full_query_approved_on: step.full_query_approved_on ?? '',
    queried_on: step.queried_on ?? '',
    result: step.result ?? '',
  });
  const save = () => {
    const body: AdminClearinghouseUpdate = {
      full_query_approved_on: values.full_query_approved_on || null,
      queried_on: values.queried_on || null,
      result: (values.result || null) as AdminClearinghouseUpdate['result'],
    };
    update.mutate(body, { onSuccess: () => setDone(t('hiring.file.saved')) });
  };
  const failure = update.error ?? upload.error;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {step.required ? t('hiring.file.clearinghouseRequired') : t('hiring.file.clearinghouseNotRequired')}
      </Text>
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
      <TextInput
        type="date"
        label={t('hiring.file.fullQueryApprovedOn')}
        value={values.full_query_approved_on}
        onChange={(event) => setValues({ ...values, full_query_approved_on: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('hiring.file.queriedOn')}
        value={values.queried_on}
        onChange={(event) => setValues({ ...values, queried_on: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('hiring.file.result')}
        value={values.result}
        onChange={(event) => setValues({ ...values, result: event.currentTarget.value })}
        data={[
          { value: '', label: t('hiring.file.noResult') },
          ...CLEARINGHOUSE_RESULTS.map((r) => ({ value: r, label: t(`hiring.results.${r}`) })),
        ]}
      />
      <Button onClick={save} loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('hiring.file.save')}
      </Button>
      <Input.Wrapper id={fileId} label={t('hiring.file.uploadResultPdf')}>
        <PdfFileInput
          id={fileId}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) upload.mutate(file, { onSuccess: () => setDone(t('hiring.file.uploaded')) });
            event.currentTarget.value = '';
          }}
        />
      </Input.Wrapper>
      {step.result_pdf && (
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            downloadFile(
              apiPaths.adminClearinghouseResultPdf(applicationId),
              step.result_pdf?.original_name ?? 'result.pdf',
            )
          }
        >
          {t('hiring.file.downloadResultPdf')}: {step.result_pdf.original_name}
        </Button>
      )}
      {done && !failure && (
        <Notification
          role="status"
          color="green"
          withBorder
          closeButtonProps={{ 'aria-label': t('adminApplications.file.dismiss') }}
          onClose={() => setDone(null)}
        >
          {done}
        </Notification>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {errorText(failure, t('adminApplications.file.loadFailed'))}
        </Alert>
      )}
    </Stack>
  );
}
