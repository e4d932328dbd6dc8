import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CONSENT_PURPOSES, type ConsentPurpose, privacyPagePath } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { isSessionRefused } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { useLeaveSession } from '../../../lib/use-leave-session';
import { driverApplicationsQuery } from '../api/driver-applications';
import { driverPrivacyQuery, useSetConsent, useWithdrawApplication } from '../api/privacy';
import { CorrectionRequest } from './correction-request';
import { ErasureForm } from './erasure-form';
import { MyDataDownload } from './my-data-download';

/**
 * The driver's data (decision 031): download it, choose the consents per purpose (off until given),
 * withdraw an application, and ask for erasure with the current password, which closes the account.
 */
export function PrivacySection() {
  const t = useT();
  const { locale } = useLocale();
  const titleId = useId();
  const consentLabel: Record<ConsentPurpose, string> = {
    talent_pool: t('privacy.driver.consentTalentPool'),
    sms: t('privacy.driver.consentSms'),
  };
  const leaveSession = useLeaveSession();
  const timedOut = t('session.timedOut');
  const privacy = useQuery(driverPrivacyQuery());
  const applications = useQuery(driverApplicationsQuery(locale));
  const consent = useSetConsent();
  const withdraw = useWithdrawApplication();
  const refused = [consent.error, withdraw.error, privacy.error].some(isSessionRefused);
  useEffect(() => {
    if (refused) leaveSession(timedOut);
  }, [refused, leaveSession, timedOut]);

  // A hired driver has nothing to withdraw (the server refuses it): no button to offer it.
  const open = (applications.data?.items ?? []).filter(
    (application) =>
      (application.status === 'in_progress' || application.status === 'submitted') && application.decision !== 'hired',
  );

  return (
    <Paper
      component="section"
      id="privacy"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('privacy.driver.title')}
        </Title>
        <Text size="sm">{t('privacy.driver.intro')}</Text>
        <Anchor href={privacyPagePath(locale)}>{t('privacy.driver.privacyLink')}</Anchor>
        <MyDataDownload />

        <Title order={3} size="h4">
          {t('privacy.driver.consentsTitle')}
        </Title>
        {CONSENT_PURPOSES.map((purpose) => {
          const current = privacy.data?.consents.find((row) => row.purpose === purpose);
          return (
            <Checkbox
              key={purpose}
              label={consentLabel[purpose]}
              checked={current?.granted ?? false}
              disabled={!privacy.data || consent.isPending}
              onChange={(event) => consent.mutate({ purpose, granted: event.currentTarget.checked })}
            />
          );
        })}
        {consent.isError && !refused && (
          <Alert color="red" role="alert">
            {t('privacy.driver.consentFailed')}
          </Alert>
        )}

        {open.length > 0 && (
          <>
            <Title order={3} size="h4">
              {t('privacy.driver.withdrawTitle')}
            </Title>
            {open.map((application) => (
              <Group key={application.id}>
                {/* A long position title wraps on a phone instead of being cut off. */}
                <Button
                  variant="default"
                  h="auto"
                  py={8}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                  loading={withdraw.isPending}
                  onClick={() => withdraw.mutate(application.id)}
                >
                  {t('privacy.driver.withdraw', { title: application.p_position_title })}
                </Button>
              </Group>
            ))}
          </>
        )}
        {withdraw.isSuccess && (
          <Alert color="green" role="status">
            {t('privacy.driver.withdrawn')}
          </Alert>
        )}

        <CorrectionRequest />

        <ErasureForm />
      </Stack>
    </Paper>
  );
}
