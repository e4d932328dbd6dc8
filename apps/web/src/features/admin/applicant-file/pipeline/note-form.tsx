import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Textarea, Title } from '@mantine/core';
import { type AdminNote, AdminNoteSchema } from '@roadhire/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../../lib/api-client';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { useAddNote } from '../api/applicant-file-api';

/** A recruiter's note on the application; any application can carry notes, submitted or not. */
export function NoteForm({ applicationId, onDone }: { applicationId: string; onDone: (message: string) => void }) {
  const t = useT();
  const sayMessage = useSayMessage();
  const titleId = useId();
  const add = useAddNote(applicationId);
  const form = useForm<z.input<typeof AdminNoteSchema>, unknown, AdminNote>({
    resolver: zodResolver(AdminNoteSchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      () => {
        form.reset({ note: '' });
        onDone(t('adminApplications.file.noteAdded'));
      },
      () => undefined,
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('adminApplications.file.addNoteTitle')}
        </Title>
        <Textarea
          label={t('adminApplications.file.note')}
          rows={3}
          {...form.register('note')}
          error={sayMessage(form.formState.errors.note?.message)}
        />
        {add.isError && (
          <Alert color="red" role="alert">
            {errorText(add.error, t('adminApplications.file.noteFailed'))}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('adminApplications.file.addNote')}
        </Button>
      </Stack>
    </form>
  );
}
