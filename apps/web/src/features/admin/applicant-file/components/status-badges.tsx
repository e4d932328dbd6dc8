import { Group } from '@mantine/core';
import type { AdminApplicantFile, RecruiterStage } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { StateBadge } from '../../shared/state-badge';

type Status = AdminApplicantFile['application']['status'];

const statusColor: Record<Status, string> = { in_progress: 'yellow', submitted: 'blue', cancelled: 'gray' };
const stageColor: Record<RecruiterStage, string> = {
  submitted: 'blue',
  in_review: 'cyan',
  interview: 'violet',
  hired: 'green',
  rejected: 'red',
};

/** The candidate-facing status and the recruiters' stage, each named so colour is never the only cue. */
export function StatusBadges({ status, stage }: { status: Status; stage: RecruiterStage | null }) {
  const t = useT();
  const labelled = (label: string) => t('careers.labelled', { label });
  return (
    <Group gap="xs">
      <StateBadge color={statusColor[status]} variant="light">
        {`${labelled(t('adminApplications.file.status'))} ${t(`adminApplications.statuses.${status}`)}`}
      </StateBadge>
      {stage && (
        <StateBadge color={stageColor[stage]} variant="filled">
          {`${labelled(t('adminApplications.file.stage'))} ${t(`adminApplications.stages.${stage}`)}`}
        </StateBadge>
      )}
    </Group>
  );
}
