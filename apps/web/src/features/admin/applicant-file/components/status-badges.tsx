import { Badge, Group } from '@mantine/core';
import type { AdminApplicantFile, AdminRecruiterStage } from '@roadhire/shared';
import { fileTexts } from '../texts';

type Status = AdminApplicantFile['application']['status'];

const statusColor: Record<Status, string> = { in_progress: 'yellow', submitted: 'blue', cancelled: 'gray' };
const stageColor: Record<AdminRecruiterStage, string> = {
  submitted: 'blue',
  in_review: 'cyan',
  interview: 'violet',
  hired: 'green',
  rejected: 'red',
};

/** The candidate-facing status and the recruiters' stage, each named so colour is never the only cue. */
export function StatusBadges({ status, stage }: { status: Status; stage: AdminRecruiterStage | null }) {
  return (
    <Group gap="xs">
      <Badge color={statusColor[status]} variant="light">
        {`${fileTexts.status}: ${fileTexts.statuses[status]}`}
      </Badge>
      {stage && (
        <Badge color={stageColor[stage]} variant="filled">
          {`${fileTexts.stage}: ${fileTexts.stages[stage]}`}
        </Badge>
      )}
    </Group>
  );
}
