import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { messages, type RegisterRequest } from '@roadhire/shared';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { CollectionNotice } from '../../../components/collection-notice';
import { MobileField } from '../../../components/mobile-field';
import { PageLoader } from '../../../components/page-loader';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { normalizeMobile } from '../../../lib/phone';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { afterRegisterState } from '../after-register';
import { useRegisterAccount } from '../api/register-account';
import { AuthLayout } from '../components/auth-layout';
import { type RegisterForm, RegisterFormSchema } from '../form-schemas';
import { useJobAppliedFor } from '../use-job-applied-for';
import { useSignedInRedirect } from '../use-signed-in-redirect';

const REQUIRED = messages.register.requiredFields;

/** The four required fields share one message: say it once above the form, and flag each blank field. */
const fieldError = (error: { message?: unknown } | undefined) =>
  error?.message === REQUIRED ? true : (error?.message as string | undefined);

export function RegisterPage() {
  const [search] = useSearchParams();
  const redirect = safeRedirectPath(search.get('redirect')) ?? undefined;
  const registration = useRegisterAccount();
  const jobTitle = useJobAppliedFor(redirect);
  // Someone signed in has an account: they go where signing in would take them, not to this form.
  const leaving = useSignedInRedirect(redirect ?? null);
  const form = useForm<RegisterForm, unknown, RegisterRequest & { confirm_password: string }>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', mobile: '', password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const missingRequired = Object.values(errors).some((error) => error?.message === REQUIRED);
  const text = messages.registerPage;

  if (leaving) return <PageLoader />;

  if (registration.isSuccess) {
    return (
      <AuthLayout title={text.title}>
        <Stack gap="md">
          <Alert color="green" title={messages.register.verificationSent}>
            {text.checkInbox(form.getValues('email'))}
          </Alert>
          <Button
            component={Link}
            to={paths.login.href({ verified: true, redirect })}
            state={afterRegisterState(form.getValues('email'))}
            size="md"
          >
            {text.goToLogin}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={text.title}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ confirm_password: _confirm, ...values }) =>
          registration.mutate({ ...values, full_name: `${values.first_name} ${values.last_name}` }),
        )}
      >
        <Stack gap="md">
          {jobTitle && (
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {text.applyingFor(jobTitle)}
            </Text>
          )}
          {missingRequired && <Alert color="red">{REQUIRED}</Alert>}
          {registration.isError && (
            <Alert color="red">
              {errorText(registration.error, messages.register.failed, { orErrorMessage: true })}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={messages.fields.firstName}
              autoComplete="given-name"
              required
              error={fieldError(errors.first_name)}
              {...form.register('first_name')}
            />
            <TextInput
              label={messages.fields.lastName}
              autoComplete="family-name"
              required
              error={fieldError(errors.last_name)}
              {...form.register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={messages.fields.email}
            type="email"
            autoComplete="email"
            required
            error={fieldError(errors.email)}
            {...form.register('email')}
          />
          <MobileField
            label={messages.fields.mobile}
            description={text.mobileHint}
            error={fieldError(errors.mobile)}
            {...form.register('mobile', { setValueAs: (value: string) => normalizeMobile(value ?? '') })}
          />
          <PasswordField
            label={messages.fields.password}
            autoComplete="new-password"
            required
            // SPEC §5: the rule is said before anyone breaks it; its error then takes its place.
            description={errors.password ? undefined : text.passwordRule}
            error={fieldError(errors.password)}
            {...form.register('password')}
          />
          <PasswordField
            label={messages.fields.confirmPassword}
            autoComplete="new-password"
            required
            error={fieldError(errors.confirm_password)}
            {...form.register('confirm_password')}
          />
          <CollectionNotice />
          <Button type="submit" size="md" fullWidth disabled={registration.isPending}>
            {registration.isPending ? text.submitting : text.submit}
          </Button>
          <Group gap={4} justify="center">
            <Text size="sm">{text.haveAccount}</Text>
            <Anchor component={Link} to={paths.login.href({ redirect })} size="sm">
              {text.logIn}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
