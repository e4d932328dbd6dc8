import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { RegisterRequest } from '@roadhire/shared';
import { isLocale } from '@roadhire/shared';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { CollectionNotice } from '../../../components/collection-notice';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { useVisitorFollowsPageLanguage } from '../../../lib/i18n/visitor-language';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useMarkReady, useTakenOver } from '../../../lib/taken-over';
import { useRegisterAccount } from '../api/register-account';
import { AuthLayout } from '../components/auth-layout';
import { REQUIRED, RegisterFields } from '../components/register-fields';
import { RegistrationSent } from '../components/registration-sent';
import { type RegisterForm, RegisterFormSchema } from '../form-schemas';
import { useJobAppliedFor } from '../use-job-applied-for';
import { useSignedInRedirect } from '../use-signed-in-redirect';

export function RegisterPage() {
  const t = useT();
  // Drawn by the server first: browser tests wait for this before they tap.
  useMarkReady();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const redirect = safeRedirectPath(search.get('redirect')) ?? undefined;
  const lang = search.get('lang');
  useVisitorFollowsPageLanguage(isLocale(lang) ? lang : null);
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

  if (registration.isSuccess) return <RegistrationSent email={form.getValues('email')} redirect={redirect} />;

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
          <RegisterFields form={form} />
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
