import { Text } from '@mantine/core';
import { useT } from '../../../../lib/i18n/locale';
import { formatDate } from '../../shared/format-date';

/**
 * A deadline: the day, and "Overdue" in words when an open check has passed it, so it reads
 * without colour. Days are compared in UTC, as the API's overdue filter does.
 */
export function DueDate({
  day,
  open,
  today,
  missing,
}: {
  day: string | null;
  open: boolean;
  today: string;
  missing: string;
}) {
  const t = useT();
  if (!day)
    return (
      <Text span size="sm" c="dimmed">
        {missing}
      </Text>
    );
  const late = open && day < today;
  return (
    <Text span size="sm" fw={late ? 600 : undefined} c={late ? 'red.8' : undefined}>
      <time dateTime={day}>{formatDate(day)}</time>
      {late && ` — ${t('verifications.queue.overdue')}`}
    </Text>
  );
}
