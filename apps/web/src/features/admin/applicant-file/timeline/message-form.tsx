import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { LOCALE_TAGS, type RecruiterMessageInput, RecruiterMessageInputSchema } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../../lib/api-client';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { messagePreviewQuery, messageTemplatesQuery, useSendMessage } from '../api/timeline-api';

/**
 * A message to the driver: a template filled for them in their language, which the recruiter reads
 * and may edit, or their own words. The driver is mailed that it waits on their applications page.
 */
export function MessageForm({
  applicationId,
  onDone,
  onCancel,
}: {
  applicationId: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const sayMessage = useSayMessage();
  const titleId = useId();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const templates = useQuery(messageTemplatesQuery());
  const preview = useQuery({
    ...messagePreviewQuery(applicationId, templateId ?? 0),
    enabled: templateId !== null,
  });
  const send = useSendMessage(applicationId);
  const form = useForm<z.input<typeof RecruiterMessageInputSchema>, unknown, RecruiterMessageInput>({
    resolver: zodResolver(RecruiterMessageInputSchema),
    defaultValues: { body: '', template_id: null },
  });
  const filled = templateId !== null ? preview.data : undefined;

  // The chosen template's text replaces the box's, once per choice; the recruiter edits from there.
  useEffect(() => {
    if (filled) form.setValue('body', filled.body);
  }, [filled, form]);

  const submit = form.handleSubmit((values) =>
    send.mutateAsync({ ...values, template_id: templateId }).then(
      () => onDone(t('timeline.messageForm.done')),
      () => undefined,
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('timeline.messageForm.open')}
        </Title>
        <NativeSelect
          label={t('timeline.messageForm.template')}
          value={templateId === null ? '' : String(templateId)}
          onChange={(event) => setTemplateId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          data={[
            { value: '', label: t('timeline.messageForm.ownWords') },
            ...(templates.data?.items ?? []).map((template) => ({ value: String(template.id), label: template.name })),
          ]}
        />
        {preview.isError && templateId !== null && (
          <Alert color="red" role="alert">
            {errorText(preview.error, t('timeline.messageForm.previewFailed'))}
          </Alert>
        )}
        {filled && (
          <Stack gap={4}>
            <Text size="sm">{t('timeline.messageForm.subject', { subject: filled.subject })}</Text>
            <Text size="sm" c="dimmed">
              {t('timeline.messageForm.inLanguage', { language: filled.language })}
            </Text>
          </Stack>
        )}
        <Textarea
          label={t('timeline.messageForm.body')}
          rows={8}
          lang={filled ? LOCALE_TAGS[filled.language] : undefined}
          disabled={templateId !== null && preview.isFetching}
          {...form.register('body')}
          error={sayMessage(form.formState.errors.body?.message)}
        />
        <Text size="sm" c="dimmed">
          {t('timeline.messageForm.mailNotice')}
        </Text>
        {send.isError && (
          <Alert color="red" role="alert">
            {errorText(send.error, t('timeline.messageForm.failed'))}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={send.isPending}>
            {t('timeline.messageForm.submit')}
          </Button>
          <Button type="button" variant="default" onClick={onCancel}>
            {t('timeline.messageForm.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
