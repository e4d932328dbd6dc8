import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import {
  type AdminContact,
  AdminContactSchema,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  type ContactChannel,
} from '@roadhire/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../../lib/api-client';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { useLogContact } from '../api/timeline-api';

type ContactFields = z.input<typeof AdminContactSchema>;

const firstOutcome = (channel: ContactChannel) => CONTACT_OUTCOMES[channel][0];

/** A call, voicemail, text or mail to the driver, logged by hand with what came of it. */
export function ContactForm({
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
  const log = useLogContact(applicationId);
  const form = useForm<ContactFields, unknown, AdminContact>({
    resolver: zodResolver(AdminContactSchema),
    defaultValues: { channel: 'call', outcome: firstOutcome('call'), note: '' },
  });
  // Both lists are controlled: a new channel brings its own outcomes, the first of them chosen.
  const channel = form.watch('channel') as ContactChannel;
  const outcome = form.watch('outcome');
  const submit = form.handleSubmit((values) =>
    log.mutateAsync(values).then(
      () => onDone(t('timeline.contactForm.done')),
      () => undefined,
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('timeline.contactForm.open')}
        </Title>
        <NativeSelect
          label={t('timeline.contactForm.channel')}
          data={CONTACT_CHANNELS.map((value) => ({ value, label: t(`timeline.channels.${value}`) }))}
          value={channel}
          onChange={(event) => {
            const chosen = event.currentTarget.value as ContactChannel;
            form.setValue('channel', chosen);
            form.setValue('outcome', firstOutcome(chosen));
          }}
          error={sayMessage(form.formState.errors.channel?.message)}
        />
        <NativeSelect
          label={t('timeline.contactForm.outcome')}
          data={CONTACT_OUTCOMES[channel].map((value) => ({ value, label: t(`timeline.outcomes.${value}`) }))}
          value={outcome}
          onChange={(event) => form.setValue('outcome', event.currentTarget.value)}
          error={sayMessage(form.formState.errors.outcome?.message)}
        />
        <Textarea
          label={t('timeline.contactForm.note')}
          rows={3}
          {...form.register('note')}
          error={sayMessage(form.formState.errors.note?.message)}
        />
        {log.isError && (
          <Alert color="red" role="alert">
            {errorText(log.error, t('timeline.contactForm.failed'))}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={log.isPending}>
            {t('timeline.contactForm.submit')}
          </Button>
          <Button type="button" variant="default" onClick={onCancel}>
            {t('timeline.contactForm.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
