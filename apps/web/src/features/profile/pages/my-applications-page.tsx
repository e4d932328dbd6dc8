import { Stack, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';
import { ApplicationStatusList } from '../components/application-status-list';
import { DriverMessages } from '../components/driver-messages';

/**
 * Where each of the driver's applications stands, on a page of its own in the account menu (it sat
 * far down the profile): a submitted driver lands here after signing in. The recruiters' messages
 * are read and answered here too.
 */
export function MyApplicationsPage() {
  const t = useT();
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Title order={1}>{t('hiring.driver.statusTitle')}</Title>
      <ApplicationStatusList />
      {/* Closed, with a count of the new: the status and its steps keep a phone's first screen. */}
      <DriverMessages />
    </Stack>
  );
}
