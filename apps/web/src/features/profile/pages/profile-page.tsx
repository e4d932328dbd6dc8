import { Alert, Stack, Title } from '@mantine/core';
import type { CandidateProfile, ProfileSave } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LanguageSetting } from '../../../components/language-switch';
import { PageLoader } from '../../../components/page-loader';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { errorText, isSessionRefused } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { saveMe, useSession } from '../../../lib/session';
import { useLeaveSession } from '../../../lib/use-leave-session';
import { useUpdateProfile } from '../api/update-profile';
import { LogOutEverywhere } from '../components/log-out-everywhere';
import { PrivacySection } from '../components/privacy-section';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const t = useT();
  const { userId } = useSession();
  const leaveSession = useLeaveSession();
  const timedOut = t('session.timedOut');
  const profile = useQuery(profileQueryOptions(userId));
  const update = useUpdateProfile(userId);

  // SPEC §8: a refused session (401 or 403) on load or save ends it and goes to /login.
  const refused = isSessionRefused(profile.error) || isSessionRefused(update.error);
  useEffect(() => {
    if (refused) leaveSession(timedOut);
  }, [refused, leaveSession, timedOut]);
  useEffect(() => {
    if (profile.data) saveMe(profile.data);
  }, [profile.data]);

  // Decision 019: a new email waits for its link; said at the top, and beside the button after a save.
  const pendingEmail = profile.data?.pending_email;

  const save = (body: ProfileSave): Promise<CandidateProfile | undefined> =>
    update.mutateAsync(body).catch(() => undefined);

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Title order={1}>{t('profilePage.title')}</Title>
      {profile.isError && !refused && <Alert color="red">{t('profile.loadFailed')}</Alert>}
      {profile.isPending && <PageLoader label={t('profilePage.loading')} />}
      {pendingEmail && !update.isSuccess && <PendingEmailAlert email={pendingEmail} />}
      {profile.data && (
        <ProfileForm
          profile={profile.data}
          saving={update.isPending}
          onSave={save}
          onEdit={update.reset}
          feedback={
            <>
              {update.isSuccess && <Alert color="green">{t('profile.saved')}</Alert>}
              {pendingEmail && update.isSuccess && <PendingEmailAlert email={pendingEmail} />}
              {update.isError && !refused && (
                <Alert color="red">{errorText(update.error, t('profile.saveFailed'))}</Alert>
              )}
            </>
          }
        />
      )}
      {profile.data && <LanguageSetting />}
      {profile.data && <PrivacySection />}
      {profile.data && <LogOutEverywhere />}
    </Stack>
  );
}

function PendingEmailAlert({ email }: { email: string }) {
  const t = useT();
  return (
    <Alert color="blue" role="status">
      {t('profilePage.emailPending', { email })}
    </Alert>
  );
}
