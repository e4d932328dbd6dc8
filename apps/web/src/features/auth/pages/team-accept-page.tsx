import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { TeamInvitationAccept } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useLocale, useSayMessage, useT } from '../../../lib/i18n/locale';
import { acceptTeamInvitation, useTeamInvitation } from '../api/team-invitation';
import { AuthLayout } from '../components/auth-layout';
import { type TeamAcceptForm, TeamAcceptFormSchema } from '../form-schemas';
import { startSession } from '../login-flow';

/**
 * The page an invitation's link opens (decision 033): the new member enters their name and a
 * password, and lands in the admin area signed in. A link that no longer works says why.
 */
export function TeamAcceptPage() {
  const t = useT();
  const { token = '' } = useParams();
  const invitation = useTeamInvitation(token);
  const title = t('team.accept.title');
  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError) {
    return (
      <AuthLayout title={title}>
        <Stack gap="md">
          <Alert color="red">{errorText(invitation.error, t('team.api.invitationLinkUnknown'))}</Alert>
          <Anchor component={Link} to={paths.login.href()}>
            {t('team.accept.signIn')}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={title}>
      <AcceptForm token={token} email={invitation.data.email} role={invitation.data.role} />
    </AuthLayout>
  );
}

function AcceptForm({ token, email, role }: { token: string; email: string; role: string | null }) {
  const t = useT();
  const tx = useSayMessage();
  const { changeLocale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TeamAcceptForm, unknown, TeamInvitationAccept>({
    resolver: zodResolver(TeamAcceptFormSchema),
    defaultValues: { first_name: '', last_name: '', password: '' },
  });
  const { errors } = form.formState;
  const accept = useMutation({
    mutationFn: async (body: TeamInvitationAccept) =>
      startSession(await acceptTeamInvitation(token, body), null, queryClient, changeLocale),
    onSuccess: (target) => navigate(target, { replace: true }),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => accept.mutate(values))}>
      <Stack gap="md">
        <Text>{role ? t('team.accept.introWithRole', { email, role }) : t('team.accept.intro', { email })}</Text>
        {accept.isError && <Alert color="red">{errorText(accept.error, t('team.accept.failed'))}</Alert>}
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          error={tx(errors.first_name?.message)}
          {...form.register('first_name')}
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          error={tx(errors.last_name?.message)}
          {...form.register('last_name')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          required
          error={tx(errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" size="md" fullWidth loading={accept.isPending}>
          {t('team.accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}
