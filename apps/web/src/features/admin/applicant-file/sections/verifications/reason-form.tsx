import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../../../lib/i18n/locale';

export function ReasonForm({ onSubmit }: { onSubmit: (reason: string) => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason);
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('verifications.admin.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Button type="submit" color="red">
          {t('verifications.admin.close')}
        </Button>
      </Group>
    </form>
  );
}
