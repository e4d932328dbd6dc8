import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { logIn } from '../../../lib/api/log-in';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { readSession, saveLogin, saveMe } from '../../../lib/session';

/**
 * Decision 010: a timed-out session (SPEC §4, §8 text) is renewed on the page, so the driver never
 * leaves the application and every answer stays in the form. Only the same driver may sign in here.
 */
export function SignInAgainDialog({
  opened,
  userId,
  onClose,
  onSignedIn,
}: {
  opened: boolean;
  userId: number;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  const t = useT();
  const [userid, setUserid] = useState(() => readSession().me?.email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const login = await logIn({ userid, password });
      if (login.id !== userId) return setError(t('onboarding.signInOtherAccount'));
      // The cached profile stays: it is the same driver's.
      const me = readSession().me;
      saveLogin(login);
      if (me) saveMe(me);
      setPassword('');
      onSignedIn();
    } catch (failure) {
      setError(errorText(failure, t('login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('onboarding.signInTitle')} centered closeOnClickOutside={false}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Alert color="yellow" role="alert">
            {t('session.timedOut')}
          </Alert>
          <Text size="sm">{t('onboarding.signInLead')}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            value={userid}
            onChange={(event) => setUserid(event.currentTarget.value)}
            required
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            required
          />
          <Group justify="space-between">
            <Button variant="default" onClick={onClose}>
              {t('onboarding.signInLater')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('loginPage.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
