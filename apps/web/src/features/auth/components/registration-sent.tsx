import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/locale';
import { afterRegisterState } from '../after-register';
import { AuthLayout } from './auth-layout';

/** After sign-up: the verification mail is on its way, and the way to the sign-in page. */
export function RegistrationSent({ email, redirect }: { email: string; redirect: string | undefined }) {
  const t = useT();
  return (
    <AuthLayout title={t('registerPage.title')}>
      <Stack gap="md">
        <Alert color="green" title={t('register.verificationSent')}>
          {t('registerPage.checkInbox', { email })}
        </Alert>
        <Button
          component={Link}
          to={paths.login.href({ verified: true, redirect })}
          state={afterRegisterState(email)}
          size="md"
        >
          {t('registerPage.goToLogin')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
