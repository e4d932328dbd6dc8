import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { clearSession } from '../../../lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthLayout } from '../components/auth-layout';

/**
 * Decision 019: the link mailed to a new address opens here; the change waits for a press of the
 * button, so a mail scanner that follows links changes nothing.
 */
export function ConfirmEmailPage() {
  const t = useT();
  const { token } = useParams();
  const confirm = useConfirmEmail();
  const run = () =>
    confirm.mutate(token ?? '', {
      // Every earlier session has ended: this browser's too.
      onSuccess: () => clearSession(),
    });

  return (
    <AuthLayout title={t('confirmEmailPage.title')}>
      <Stack gap="md">
        {confirm.isSuccess ? (
          <>
            <Alert color="green" role="status">
              {t('confirmEmailPage.done')}
            </Alert>
            <Button component={Link} to={paths.login.href()} size="md" fullWidth>
              {t('confirmEmailPage.goToLogin')}
            </Button>
          </>
        ) : (
          <>
            <Text>{t('confirmEmailPage.intro')}</Text>
            {confirm.isError && (
              <Alert color="red" role="alert">
                {errorText(confirm.error, t('resetPassword.failed'))}
              </Alert>
            )}
            <Button size="md" fullWidth onClick={run} disabled={!token || confirm.isPending}>
              {confirm.isPending ? t('confirmEmailPage.submitting') : t('confirmEmailPage.submit')}
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
