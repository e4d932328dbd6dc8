import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  type ApplicationCorrectionBody,
  ApplicationCorrectionBodySchema,
  type ApplicationCorrections,
  apiPaths,
} from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest, errorText } from '../../../../../lib/api-client';
import { useSayMessage, useT } from '../../../../../lib/i18n/locale';
import { correctionsQuery } from './corrections-query';

type Values = z.input<typeof ApplicationCorrectionBodySchema>;
const empty: Values = { request_id: null, answer: '', corrected: '', reason: '' };

/** The recruiter records one correction, answering one of the driver's open requests or none. */
export function CorrectionForm({
  applicationId,
  open,
}: {
  applicationId: string;
  open: ApplicationCorrections['requests'];
}) {
  const t = useT();
  const translate = useSayMessage();
  const queryClient = useQueryClient();
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
  return (
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
  );
}
