import { Alert, Button, Stack, Textarea, Title } from '@mantine/core';
import { REBUTTAL_MAX_LENGTH } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { useReviewAction } from '../api/driver-verifications';

export function WordsForm({
  id,
  action,
  title,
  label,
  hint,
  submit,
}: {
  id: number;
  action: 'correction' | 'rebuttal';
  title: string;
  label: string;
  hint?: string;
  submit: string;
}) {
  const t = useT();
  const send = useReviewAction();
  const [words, setWords] = useState('');
  const headingId = `${action}-${id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ id, action, text: words });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Textarea
          label={label}
          description={hint}
          autosize
          minRows={3}
          maxLength={REBUTTAL_MAX_LENGTH}
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {errorText(send.error, t('verifications.driver.actionFailed'))}
          </Alert>
        )}
        <Button type="submit" size="md" disabled={send.isPending} w={{ base: '100%', sm: 'auto' }}>
          {submit}
        </Button>
      </Stack>
    </form>
  );
}
