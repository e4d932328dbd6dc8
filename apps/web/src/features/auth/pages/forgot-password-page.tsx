import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type ForgotPasswordRequest, messages } from '@roadhire/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { type ForgotPasswordForm, ForgotPasswordFormSchema } from '../form-schemas';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const text = messages.forgotPasswordPage;

  return (
    <AuthLayout title={text.title}>
      <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
        <Stack gap="md">
          <Text>{text.intro}</Text>
          {/* SPEC §8: success shows the server's message, or the default. */}
          {request.isSuccess && <Alert color="green">{request.data.message || messages.forgotPassword.sent}</Alert>}
          {request.isError && (
            <Alert color="red">
              {errorText(request.error, messages.forgotPassword.failed, { orErrorMessage: true })}
            </Alert>
          )}
          <TextInput
            label={messages.fields.email}
            type="email"
            autoComplete="email"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="md" fullWidth disabled={request.isPending}>
            {request.isPending ? text.submitting : text.submit}
          </Button>
          <Anchor component={Link} to={paths.login.href()} ta="center">
            {text.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
