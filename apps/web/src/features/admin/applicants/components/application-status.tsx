import { Group, Text } from '@mantine/core';
import type { AdminApplicationListItem } from '@roadhire/shared';
import { StateBadge } from '../../shared/state-badge';
import { applicantsTexts as t } from '../texts';

const stageColors = {
  submitted: 'blue',
  in_review: 'cyan',
  interview: 'violet',
  hired: 'green',
  rejected: 'red',
} as const;

/** Where the application stands for the candidate, and once submitted, the recruiter stage. */
export function ApplicationStatus({ item }: { item: AdminApplicationListItem }) {
  return (
    <Group gap={4} wrap="wrap">
      <Text size="sm">{t.applicationStatus[item.status]}</Text>
      {item.status === 'submitted' && item.recruiter_stage && (
        <StateBadge variant="light" color={stageColors[item.recruiter_stage]}>
          {t.stage[item.recruiter_stage]}
        </StateBadge>
      )}
    </Group>
  );
}
