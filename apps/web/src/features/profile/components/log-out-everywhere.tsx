import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { isSessionRefused } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { useLeaveSession } from '../../../lib/use-leave-session';
import { useLogOut } from '../../../lib/use-log-out';
import { useLogOutEverywhere } from '../api/log-out-everywhere';

/** Decision 019: ends the account's sessions on every device; this one then goes to /login. */
export function LogOutEverywhere() {
  const t = useT();
  const leaveSession = useLeaveSession();
  const signOutHere = useLogOut();
  const logOut = useLogOutEverywhere();
  const run = () =>
    logOut.mutate(undefined, {
      onSuccess: () => signOutHere(t('profilePage.loggedOutEverywhere'), 'success'),
      // SPEC §8: a refused session goes the timed-out way.
      onError: (error) => {
        if (isSessionRefused(error)) leaveSession(t('session.timedOut'));
      },
    });

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="profile-sessions">
      <Title order={2} size="h4" id="profile-sessions" mb={4}>
        {t('profilePage.logoutEverywhere')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('profilePage.logoutEverywhereHint')}
      </Text>
      {logOut.isError && !isSessionRefused(logOut.error) && (
        <Alert color="red" role="alert" mb="md">
          {t('profilePage.logoutEverywhereFailed')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" size="md" loading={logOut.isPending} onClick={run} w={{ base: '100%', sm: 'auto' }}>
          {t('profilePage.logoutEverywhere')}
        </Button>
      </Group>
    </Paper>
  );
}
