import { Group, Stack, Title } from '@mantine/core';
import { type AdminApplicantFile, messages } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { formatDateTime } from '../../shared/format-date';
import { fileTexts } from '../texts';
import { BackLink } from './back-link';
import { FieldList } from './field-list';
import { PdfButton } from './pdf-button';
import { StatusBadges } from './status-badges';

export const fullName = (person: { first_name: string; mid_name?: string | null; last_name: string }) =>
  [person.first_name, person.mid_name, person.last_name].filter(Boolean).join(' ');

const stepTitles = messages.onboarding.stepTitles;

function progressFields(application: AdminApplicantFile['application']) {
  const step = Math.min(Math.max(application.draft_step, 1), stepTitles.length);
  return [
    {
      label: fileTexts.stepReached,
      value: fileTexts.stepReachedValue(step, stepTitles.length, stepTitles[step - 1] ?? ''),
    },
    { label: fileTexts.lastSaved, value: formatDateTime(application.last_saved_at) },
  ];
}

export function FileHeader({ file }: { file: AdminApplicantFile }) {
  const t = useT();

  const { application } = file;
  const ended =
    application.status === 'cancelled'
      ? { label: fileTexts.cancelled, value: formatDateTime(application.cancelled_at) }
      : {
          label: fileTexts.submitted,
          value: application.submitted_at ? formatDateTime(application.submitted_at) : fileTexts.notSubmittedYet,
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
          { label: fileTexts.position, value: application.p_position_title },
          { label: fileTexts.applicationId, value: String(application.id) },
          { label: fileTexts.applied, value: formatDateTime(application.created_at) },
          ended,
          { label: fileTexts.employer, value: `${file.carrier.legal_name}, ${file.carrier.address}` },
          {
            label: fileTexts.signed,
            value: file.signature ? formatDateTime(file.signature.signed_at) : fileTexts.notSignedYet,
          },
          ...(application.hired_on ? [{ label: t('hiring.file.hireDate'), value: application.hired_on }] : []),
          // An application still in progress: how far the driver got, and when they last saved.
          ...(application.status === 'in_progress' ? progressFields(application) : []),
        ]}
      />
    </Stack>
  );
}
