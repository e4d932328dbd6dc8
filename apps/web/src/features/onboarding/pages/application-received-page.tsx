import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/locale';

/** Where a candidate lands after the final submit when there is no HR site to send them to (SPEC §4). */
export function ApplicationReceivedPage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <PageIntro title={t('onboarding.receivedTitle')} lead={t('onboarding.receivedBody')} />
      <Anchor component={Link} to={paths.driverVerifications.href()} fw={600}>
        {t('verifications.driver.receivedLink')}
      </Anchor>
      <Anchor component={Link} to={paths.home.href()}>
        {t('onboarding.backToPositions')}
      </Anchor>
    </Stack>
  );
}
