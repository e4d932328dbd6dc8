import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { ForgotPasswordRequest } from '@roadhire/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { type ForgotPasswordForm, ForgotPasswordFormSchema } from '../form-schemas';

export function ForgotPasswordPage() {
  const t = useT();
  const tx = useSayMessage();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  return (
    <AuthLayout title={t('forgotPasswordPage.title')}>
      <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
        <Stack gap="md">
          <Text>{t('forgotPasswordPage.intro')}</Text>
          {/* SPEC §8: success shows the server's message, or the default. */}
          {request.isSuccess && <Alert color="green">{request.data.message || t('forgotPassword.sent')}</Alert>}
          {request.isError && (
            <Alert color="red">{errorText(request.error, t('forgotPassword.failed'), { orErrorMessage: true })}</Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={tx(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" size="md" fullWidth disabled={request.isPending}>
            {request.isPending ? t('forgotPasswordPage.submitting') : t('forgotPasswordPage.submit')}
          </Button>
          <Anchor component={Link} to={paths.login.href()} ta="center">
            {t('forgotPasswordPage.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
