import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Textarea, Title } from '@mantine/core';
import { type AdminNote, AdminNoteSchema } from '@roadhire/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../../lib/api-client';
import { useAddNote } from '../api/applicant-file-api';
import { fileTexts } from '../texts';

/** A recruiter's note on the application; any application can carry notes, submitted or not. */
export function NoteForm({ applicationId, onDone }: { applicationId: string; onDone: (message: string) => void }) {
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
        onDone(fileTexts.noteAdded);
      },
      () => undefined,
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {fileTexts.addNoteTitle}
        </Title>
        <Textarea
          label={fileTexts.note}
          rows={3}
          {...form.register('note')}
          error={form.formState.errors.note?.message}
        />
        {add.isError && (
          <Alert color="red" role="alert">
            {errorText(add.error, fileTexts.noteFailed)}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          {fileTexts.addNote}
        </Button>
      </Stack>
    </form>
  );
}
