import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { messages, RESET_REDIRECT_DELAY_MS, type ResetPasswordRequest } from '@roadhire/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '../form-schemas';

export function ResetPasswordPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm, unknown, ResetPasswordRequest & { confirm_password: string }>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const text = messages.resetPasswordPage;
  const { errors } = form.formState;

  // SPEC §2: on success, go to /login after 1.2 seconds.
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login.href(), { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) {
    return (
      <AuthLayout title={text.title}>
        <Stack gap="md">
          <Alert color="red">{messages.resetPassword.invalidLink}</Alert>
          <Anchor component={Link} to={paths.forgotPassword.href()}>
            {text.requestNewLink}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={text.title}>
      <form noValidate onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}>
        <Stack gap="md">
          {reset.isSuccess && <Alert color="green">{reset.data.message || messages.resetPassword.success}</Alert>}
          {reset.isError && (
            <Alert color="red">
              {errorText(reset.error, messages.resetPassword.failed)}{' '}
              <Anchor component={Link} to={paths.forgotPassword.href()} inherit>
                {text.requestNewLink}
              </Anchor>
            </Alert>
          )}
          <PasswordField
            label={messages.fields.newPassword}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label={messages.fields.confirmNewPassword}
            autoComplete="new-password"
            required
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth disabled={reset.isPending || reset.isSuccess}>
            {reset.isPending ? text.submitting : text.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
