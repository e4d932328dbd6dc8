import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { useLogOut } from '../../../lib/use-log-out';
import { useRequestErasure } from '../api/privacy';

/** The driver asks for erasure with the current password; the account closes at once (decision 031). */
export function ErasureForm() {
  const t = useT();
  const signOut = useLogOut();
  const erasure = useRequestErasure();
  const [password, setPassword] = useState('');
  return (
    <>
      <Title order={3} size="h4">
        {t('privacy.driver.eraseTitle')}
      </Title>
      <Text size="sm">{t('privacy.driver.eraseHint')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          erasure.mutate(password, { onSuccess: () => signOut(t('privacy.driver.erasureReceived'), 'success') });
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            label={t('privacy.driver.erasePassword')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            required
          />
          {erasure.isError && (
            <Alert color="red" role="alert">
              {errorText(erasure.error, t('privacy.driver.downloadFailed'))}
            </Alert>
          )}
          <Group>
            <Button type="submit" color="red" loading={erasure.isPending}>
              {t('privacy.driver.erase')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
