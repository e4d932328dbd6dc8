import { Group, Text } from '@mantine/core';
import type { AdminApplicationListItem } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { StateBadge } from '../../shared/state-badge';

const stageColors = {
  submitted: 'blue',
  in_review: 'cyan',
  interview: 'violet',
  hired: 'green',
  rejected: 'red',
} as const;

/** Where the application stands for the candidate, and once submitted, the recruiter stage. */
export function ApplicationStatus({ item }: { item: AdminApplicationListItem }) {
  const t = useT();
  return (
    <Group gap={4} wrap="wrap">
      <Text size="sm">{t(`adminApplications.statuses.${item.status}`)}</Text>
      {item.status === 'submitted' && item.recruiter_stage && (
        <StateBadge variant="light" color={stageColors[item.recruiter_stage]}>
          {t(`adminApplications.stages.${item.recruiter_stage}`)}
        </StateBadge>
      )}
    </Group>
  );
}
