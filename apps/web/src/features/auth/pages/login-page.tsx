import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PasswordField } from '../../../components/password-field';
import { RouteNoticeAlert } from '../../../components/route-notice-alert';
import { paths } from '../../../config/paths';
import { cancelErasure } from '../../../lib/api/cancel-erasure';
import { errorText } from '../../../lib/api-client';
import { useLocale, useSayMessage, useT } from '../../../lib/i18n/locale';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { registeredEmailOf } from '../after-register';
import { AuthLayout } from '../components/auth-layout';
import { LoginSidePanel } from '../components/login-side-panel';
import { type LoginForm, LoginFormSchema } from '../form-schemas';
import { closedAccountOf, isUnverifiedLogin, logInAndRoute } from '../login-flow';
import { useSignedInRedirect } from '../use-signed-in-redirect';

// SPEC §2 Login: verified=1, true or yes shows the banner.
const VERIFIED_VALUES = new Set(['1', 'true', 'yes']);

export function LoginPage() {
  const t = useT();
  const tx = useSayMessage();
  const { changeLocale } = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = safeRedirectPath(search.get('redirect'));
  const registeredEmail = registeredEmailOf(useLocation().state);
  const verifyError = search.has('verify_error');
  const leaving = useSignedInRedirect(redirect);

  const form = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: registeredEmail ?? '', password: '' },
  });
  const login = useMutation({
    mutationFn: (values: LoginForm) =>
      logInAndRoute({ userid: values.email, password: values.password }, redirect, queryClient, changeLocale),
    onSuccess: (target) => navigate(target, { replace: true }),
  });
  // During an erasure's quarantine the owner may take it back, with the credentials just typed.
  const cancel = useMutation({
    mutationFn: (values: LoginForm) => cancelErasure({ userid: values.email, password: values.password }),
    onSuccess: (_answer, values) => login.mutate(values),
  });
  const closed = login.isError ? closedAccountOf(login.error) : undefined;
  const { errors } = form.formState;
  // SPEC §2: verified=1 says the email is verified; not to someone just registered (their link is
  // still in the mail) nor to someone the server has just refused as unverified.
  const verified =
    VERIFIED_VALUES.has((search.get('verified') ?? '').toLowerCase()) &&
    !registeredEmail &&
    !(login.isError && isUnverifiedLogin(login.error));

  if (leaving) return <PageLoader />;

  return (
    <AuthLayout title={t('loginPage.title')} aside={<LoginSidePanel />}>
      <Stack gap="md">
        <RouteNoticeAlert />
        {verified && <Alert color="green">{t('login.verifiedBanner')}</Alert>}
        {registeredEmail && !login.isError && <Alert color="blue">{t('login.checkInbox')}</Alert>}
        {verifyError && <Alert color="red">{t('login.verifyLinkInvalid')}</Alert>}
        {cancel.isSuccess && <Alert color="green">{cancel.data.message}</Alert>}
        {login.isError && (
          <Alert color="red">
            <Stack gap="sm" align="flex-start">
              {errorText(login.error, t('login.failed'))}
              {closed?.erasure_cancellable && (
                <Button
                  variant="white"
                  color="red"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(form.getValues())}
                >
                  {t('login.cancelErasure')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {cancel.isError && <Alert color="red">{errorText(cancel.error, t('login.failed'))}</Alert>}
        <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
          <Stack gap="md">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              required
              error={tx(errors.email?.message)}
              {...form.register('email')}
            />
            <PasswordField
              label={t('fields.password')}
              autoComplete="current-password"
              required
              error={tx(errors.password?.message)}
              {...form.register('password')}
            />
            <Button type="submit" size="md" fullWidth disabled={login.isPending}>
              {login.isPending ? t('loginPage.submitting') : t('loginPage.submit')}
            </Button>
          </Stack>
        </form>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.register.href({ redirect: redirect ?? undefined })}>
            {t('loginPage.createAccount')}
          </Anchor>
          <Anchor component={Link} to={paths.forgotPassword.href()}>
            {t('loginPage.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
