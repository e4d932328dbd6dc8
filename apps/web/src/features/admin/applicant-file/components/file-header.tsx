import { Group, Stack, Title } from '@mantine/core';
import { type AdminApplicantFile, type MessageId, ONBOARDING_STEPS } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../shared/format-date';
import { BackLink } from './back-link';
import { FieldList } from './field-list';
import { PdfButton } from './pdf-button';
import { StatusBadges } from './status-badges';

export const fullName = (person: { first_name: string; mid_name?: string | null; last_name: string }) =>
  [person.first_name, person.mid_name, person.last_name].filter(Boolean).join(' ');

export function FileHeader({ file }: { file: AdminApplicantFile }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  // An application still in progress: how far the driver got, and when they last saved.
  const progressFields = (application: AdminApplicantFile['application']) => {
    const step = Math.min(Math.max(application.draft_step, 1), ONBOARDING_STEPS);
    const title = t(`onboarding.stepTitles.${step - 1}` as MessageId);
    return [
      {
        label: t('adminApplications.file.stepReached'),
        value: t('adminApplications.file.stepReachedValue', { step, total: ONBOARDING_STEPS, title }),
      },
      { label: t('adminApplications.file.lastSaved'), value: formatDateTime(application.last_saved_at) },
    ];
  };
  const { application } = file;
  const ended =
    application.status === 'cancelled'
      ? { label: t('adminApplications.file.cancelled'), value: formatDateTime(application.cancelled_at) }
      : {
          label: t('adminApplications.file.submitted'),
          value: application.submitted_at
            ? formatDateTime(application.submitted_at)
            : t('adminApplications.file.notSubmittedYet'),
        };
  return (
    <Stack gap="sm">
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap="xs">
          <Title order={1}>{fullName(file.profile)}</Title>
          <StatusBadges status={application.status} stage={application.recruiter_stage} />
        </Stack>
        <PdfButton applicationId={application.id} />
      </Group>
      <FieldList
        cols={3}
        fields={[
          { label: t('adminApplications.file.position'), value: application.p_position_title },
          { label: t('adminApplications.file.applicationId'), value: String(application.id) },
          { label: t('adminApplications.file.applied'), value: formatDateTime(application.created_at) },
          ended,
          { label: t('adminApplications.file.employer'), value: `${file.carrier.legal_name}, ${file.carrier.address}` },
          {
            label: t('adminApplications.file.signed'),
            value: file.signature ? formatDateTime(file.signature.signed_at) : t('adminApplications.file.notSignedYet'),
          },
          ...(application.hired_on ? [{ label: t('hiring.file.hireDate'), value: application.hired_on }] : []),
          ...(application.status === 'in_progress' ? progressFields(application) : []),
        ]}
      />
    </Stack>
  );
}
