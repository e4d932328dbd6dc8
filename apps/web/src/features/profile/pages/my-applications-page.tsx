import { Stack, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';
import { ApplicationStatusList } from '../components/application-status-list';

/**
 * Where each of the driver's applications stands, on a page of its own in the account menu (it sat
 * far down the profile): a submitted driver lands here after signing in.
 */
export function MyApplicationsPage() {
  const t = useT();
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Title order={1}>{t('hiring.driver.statusTitle')}</Title>
      <ApplicationStatusList />
    </Stack>
  );
}
