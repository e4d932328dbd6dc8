import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { RESET_REDIRECT_DELAY_MS, type ResetPasswordRequest } from '@roadhire/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '../form-schemas';

export function ResetPasswordPage() {
  const t = useT();
  const tx = useSayMessage();
  const { token } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm, unknown, ResetPasswordRequest & { confirm_password: string }>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  // SPEC §2: on success, go to /login after 1.2 seconds.
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login.href(), { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) {
    return (
      <AuthLayout title={t('resetPasswordPage.title')}>
        <Stack gap="md">
          <Alert color="red">{t('resetPassword.invalidLink')}</Alert>
          <Anchor component={Link} to={paths.forgotPassword.href()}>
            {t('resetPasswordPage.requestNewLink')}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetPasswordPage.title')}>
      <form noValidate onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}>
        <Stack gap="md">
          {reset.isSuccess && <Alert color="green">{reset.data.message || t('resetPassword.success')}</Alert>}
          {reset.isError && (
            <Alert color="red">
              {errorText(reset.error, t('resetPassword.failed'))}{' '}
              <Anchor component={Link} to={paths.forgotPassword.href()} inherit>
                {t('resetPasswordPage.requestNewLink')}
              </Anchor>
            </Alert>
          )}
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            error={tx(errors.password?.message)}
            {...form.register('password')}
          />
          <PasswordField
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            required
            error={tx(errors.confirm_password?.message)}
            {...form.register('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth disabled={reset.isPending || reset.isSuccess}>
            {reset.isPending ? t('resetPasswordPage.submitting') : t('resetPasswordPage.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
