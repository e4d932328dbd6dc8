import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { MessageId, RegisterRequest } from '@roadhire/shared';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { CollectionNotice } from '../../../components/collection-notice';
import { MobileField } from '../../../components/mobile-field';
import { PageLoader } from '../../../components/page-loader';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useLocale, useSayMessage, useT } from '../../../lib/i18n/locale';
import { normalizeMobile } from '../../../lib/phone';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useMarkReady, useTakenOver } from '../../../lib/taken-over';
import { afterRegisterState } from '../after-register';
import { useRegisterAccount } from '../api/register-account';
import { AuthLayout } from '../components/auth-layout';
import { type RegisterForm, RegisterFormSchema } from '../form-schemas';
import { useJobAppliedFor } from '../use-job-applied-for';
import { useSignedInRedirect } from '../use-signed-in-redirect';

const REQUIRED = 'register.requiredFields' satisfies MessageId;

/**
 * The four required fields share one message: say it once above the form, and flag each blank field.
 * The form's checks give catalogue ids (the shared schemas'); the message is said in the page's language.
 */
const fieldError = (error: { message?: unknown } | undefined, tx: (text: string | undefined) => string | undefined) =>
  error?.message === REQUIRED ? true : tx(error?.message as string | undefined);

export function RegisterPage() {
  const t = useT();
  // Drawn by the server first: browser tests wait for this before they tap.
  useMarkReady();
  const tx = useSayMessage();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const redirect = safeRedirectPath(search.get('redirect')) ?? undefined;
  const registration = useRegisterAccount();
  // The server draws this page; sent before its code runs, the form would leave the page.
  const takenOver = useTakenOver();
  const { jobId, title: jobTitle } = useJobAppliedFor(redirect);
  // Someone signed in has an account: they go where signing in would take them, not to this form.
  const leaving = useSignedInRedirect(redirect ?? null);
  const form = useForm<RegisterForm, unknown, RegisterRequest & { confirm_password: string }>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', mobile: '', password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const missingRequired = Object.values(errors).some((error) => error?.message === REQUIRED);

  if (leaving) return <PageLoader />;

  if (registration.isSuccess) {
    return (
      <AuthLayout title={t('registerPage.title')}>
        <Stack gap="md">
          <Alert color="green" title={t('register.verificationSent')}>
            {t('registerPage.checkInbox', { email: form.getValues('email') })}
          </Alert>
          <Button
            component={Link}
            to={paths.login.href({ verified: true, redirect })}
            state={afterRegisterState(form.getValues('email'))}
            size="md"
          >
            {t('registerPage.goToLogin')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('registerPage.title')}>
      {/* The server draws this page: sent before the code arrives, the form posts, so the password
          never lands in an address, a history or a log. */}
      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit(({ confirm_password: _confirm, ...values }) =>
          registration.mutate({
            ...values,
            full_name: `${values.first_name} ${values.last_name}`,
            // The account speaks the language of the page it was made on (decision 032).
            language: locale,
            // The verification link carries the position, for a link opened in another browser.
            ...(jobId ? { job_id: jobId } : {}),
          }),
        )}
      >
        <Stack gap="md">
          {jobTitle && (
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {t('registerPage.applyingFor', { title: jobTitle })}
            </Text>
          )}
          {missingRequired && <Alert color="red">{t('register.requiredFields')}</Alert>}
          {registration.isError && (
            <Alert color="red">{errorText(registration.error, t('register.failed'), { orErrorMessage: true })}</Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              error={fieldError(errors.first_name, tx)}
              {...form.register('first_name')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              error={fieldError(errors.last_name, tx)}
              {...form.register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldError(errors.email, tx)}
            {...form.register('email')}
          />
          <MobileField
            label={t('fields.mobile')}
            description={t('registerPage.mobileHint')}
            error={fieldError(errors.mobile, tx)}
            {...form.register('mobile', { setValueAs: (value: string) => normalizeMobile(value ?? '') })}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            required
            // SPEC §5: the rule is said before anyone breaks it; its error then takes its place.
            description={errors.password ? undefined : t('registerPage.passwordRule')}
            error={fieldError(errors.password, tx)}
            {...form.register('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            error={fieldError(errors.confirm_password, tx)}
            {...form.register('confirm_password')}
          />
          <CollectionNotice />
          <Button type="submit" size="md" fullWidth disabled={registration.isPending || !takenOver}>
            {registration.isPending ? t('registerPage.submitting') : t('registerPage.submit')}
          </Button>
          <Group gap={4} justify="center">
            <Text size="sm">{t('registerPage.haveAccount')}</Text>
            <Anchor component={Link} to={paths.login.href({ redirect })} size="sm">
              {t('registerPage.logIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
