import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { paths } from '../../../config/paths';
import { useDriverVerifications } from '../../../lib/api/driver-verifications';
import { useT } from '../../../lib/i18n/locale';

/** Where a candidate lands after the final submit when there is no HR site to send them to (SPEC §4). */
export function ApplicationReceivedPage() {
  const t = useT();
  // The next step is named only once the checks are known: a driver with no previous employer to
  // contact, or with every release signed, has none.
  const checks = useDriverVerifications().data?.verifications;
  const toSign = checks?.filter((check) => check.status === 'awaiting_release').length ?? 0;
  return (
    <Stack gap="lg">
      <PageIntro title={t('onboarding.receivedTitle')} lead={t('onboarding.receivedBody')} />
      {toSign > 0 && (
        <Anchor component={Link} to={paths.driverVerifications.href()} fw={600}>
          {t('verifications.driver.receivedLink')}
        </Anchor>
      )}
      {checks?.length === 0 && <Text>{t('verifications.driver.none')}</Text>}
      {checks && toSign === 0 && (
        <Anchor component={Link} to={paths.myApplications.href()} fw={600}>
          {t('nav.myApplications')}
        </Anchor>
      )}
      <Anchor component={Link} to={paths.home.href()}>
        {t('onboarding.backToPositions')}
      </Anchor>
    </Stack>
  );
}
