import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  type ApplicationCorrectionBody,
  ApplicationCorrectionBodySchema,
  type ApplicationCorrections,
  apiPaths,
} from '@roadhire/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest, errorText } from '../../../../lib/api-client';
import { useT, useTranslateEnglish } from '../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../shared/format-date';

const correctionsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', applicationId, 'corrections'],
    queryFn: ({ signal }) =>
      apiRequest<ApplicationCorrections>(apiPaths.adminApplicationCorrections(applicationId), { signal }),
  });

type Values = z.input<typeof ApplicationCorrectionBodySchema>;
const empty: Values = { request_id: null, answer: '', corrected: '', reason: '' };

/**
 * Corrections of a signed application (decision 031): the driver's requests, and the recruiter's
 * record of each correction as a new version beside the signed snapshot, which never changes.
 */
export function CorrectionsPanel({ applicationId }: { applicationId: string }) {
  const t = useT();
  const translate = useTranslateEnglish();
  const formatDateTime = useFormatDateTime();
  const titleId = useId();
  const queryClient = useQueryClient();
  const corrections = useQuery(correctionsQuery(applicationId));
  const [saved, setSaved] = useState('');
  const form = useForm<Values, unknown, ApplicationCorrectionBody>({
    resolver: zodResolver(ApplicationCorrectionBodySchema),
    defaultValues: empty,
  });
  const record = useMutation({
    mutationFn: (body: ApplicationCorrectionBody) =>
      apiRequest<{ version: number }>(apiPaths.adminApplicationCorrections(applicationId), { method: 'POST', body }),
    onSuccess: (row) => {
      form.reset(empty);
      setSaved(t('corrections.saved', { version: row.version }));
      return queryClient.invalidateQueries({ queryKey: correctionsQuery(applicationId).queryKey });
    },
  });
  const data = corrections.data;
  const open = data?.requests.filter((request) => request.status !== 'done') ?? [];
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('corrections.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('corrections.intro')}
      </Text>
      {corrections.isError && (
        <Alert color="red" role="alert">
          {errorText(corrections.error, t('corrections.loadFailed'))}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('corrections.requestsTitle')}
          </Title>
          {data.requests.length === 0 && <Text size="sm">{t('corrections.noRequests')}</Text>}
          {data.requests.map((request) => (
            <div key={request.id}>
              <Text size="sm" fw={500}>
                {`#${request.id} · ${t('corrections.requestLine', {
                  received: formatDateTime(request.received_at),
                  status: t(`corrections.requestStatus.${request.status}`),
                })}`}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {request.detail}
              </Text>
            </div>
          ))}
          <Title order={3} size="h5">
            {t('corrections.versionsTitle')}
          </Title>
          {data.versions.length === 0 && <Text size="sm">{t('corrections.none')}</Text>}
          {data.versions.map((version) => (
            <div key={version.version}>
              <Text size="sm" fw={500}>
                {t('corrections.version', {
                  version: version.version,
                  at: formatDateTime(version.made_at),
                  by: version.made_by,
                })}
              </Text>
              <Text size="sm">{`${version.answer}: ${version.corrected}`}</Text>
              {version.reason && (
                <Text size="sm" c="dimmed">
                  {version.reason}
                </Text>
              )}
              {version.request_id !== null && (
                <Text size="xs" c="dimmed">
                  {t('corrections.answersRequest', { id: version.request_id })}
                </Text>
              )}
            </div>
          ))}
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => {
              setSaved('');
              record.mutate(values);
            })}
          >
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('corrections.formTitle')}
              </Title>
              <NativeSelect
                label={t('corrections.request')}
                data={[
                  { value: '', label: t('corrections.noRequest') },
                  ...open.map((request) => ({
                    value: String(request.id),
                    label: `#${request.id} · ${(request.detail ?? '').slice(0, 60)}`,
                  })),
                ]}
                {...form.register('request_id', { setValueAs: (value: string) => (value ? Number(value) : null) })}
              />
              <TextInput
                label={t('corrections.answer')}
                description={t('corrections.answerHint')}
                {...form.register('answer')}
                error={translate(form.formState.errors.answer?.message)}
              />
              <Textarea
                label={t('corrections.corrected')}
                autosize
                minRows={2}
                {...form.register('corrected')}
                error={translate(form.formState.errors.corrected?.message)}
              />
              <Textarea label={t('corrections.reason')} autosize minRows={2} {...form.register('reason')} />
              {record.isError && (
                <Alert color="red" role="alert">
                  {errorText(record.error, t('corrections.saveFailed'))}
                </Alert>
              )}
              {saved && (
                <Alert color="green" role="status">
                  {saved}
                </Alert>
              )}
              <Button type="submit" size="sm" loading={record.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('corrections.save')}
              </Button>
            </Stack>
          </form>
        </Stack>
      )}
    </Paper>
  );
}
