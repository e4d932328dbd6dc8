import { Alert, Group, Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';
import { CancelApplication } from './cancel-application';

/** The application's title, the position applied for, and a warning once that position has closed. */
export function OnboardingHeader({
  applicationId,
  positionTitle,
  positionOpen,
}: {
  applicationId: number;
  positionTitle: string;
  positionOpen: boolean;
}) {
  const t = useT();
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1}>{t('onboarding.title')}</Title>
        <CancelApplication applicationId={applicationId} />
      </Group>
      <Text c="dimmed" size="sm">
        {positionTitle}
      </Text>
      {!positionOpen && (
        <Alert color="yellow" role="alert">
          {t('onboarding.positionClosed')}
        </Alert>
      )}
    </>
  );
}
