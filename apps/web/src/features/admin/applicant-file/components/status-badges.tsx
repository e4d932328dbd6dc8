import { Group } from '@mantine/core';
import type { AdminApplicantFile, RecruiterStage } from '@roadhire/shared';
import { StateBadge } from '../../shared/state-badge';
import { fileTexts } from '../texts';

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
  return (
    <Group gap="xs">
      <StateBadge color={statusColor[status]} variant="light">
        {`${fileTexts.status}: ${fileTexts.statuses[status]}`}
      </StateBadge>
      {stage && (
        <StateBadge color={stageColor[stage]} variant="filled">
          {`${fileTexts.stage}: ${fileTexts.stages[stage]}`}
        </StateBadge>
      )}
    </Group>
  );
}
