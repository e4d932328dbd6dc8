import { Stack } from '@mantine/core';
import { PageIntro } from '../../../../components/page-intro';
import { useT } from '../../../../lib/i18n/locale';
import { IncidentsRegister } from '../components/incidents-register';
import { LegalHolds } from '../components/legal-holds';
import { RequestsRegister } from '../components/requests-register';
import { SweepDryRun } from '../components/sweep-dry-run';

/** Decision 031: the requests register, legal holds, the incidents register and the sweep's dry run. */
export function PrivacyAdminPage() {
  const t = useT();
  return (
    <Stack gap="xl">
      <PageIntro title={t('privacy.admin.title')} lead={t('privacy.admin.lead')} />
      <RequestsRegister />
      <LegalHolds />
      <IncidentsRegister />
      <SweepDryRun />
    </Stack>
  );
}
