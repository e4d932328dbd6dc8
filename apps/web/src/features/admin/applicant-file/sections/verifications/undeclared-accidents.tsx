import { Paper, Stack, Text } from '@mantine/core';
import type { AdminVerification } from '@roadhire/shared';
import { useT } from '../../../../../lib/i18n/locale';
import { formatDate } from '../../../shared/format-date';

/** Accidents the employer reports that the application does not declare: for the recruiter to ask about. */
export function UndeclaredAccidents({ item }: { item: AdminVerification }) {
  const t = useT();
  if (item.undeclared_accidents.length === 0) return null;
  const titleId = `undeclared-${item.id}`;
  return (
    <Paper withBorder p="xs" radius="sm" bg="orange.0" component="section" aria-labelledby={titleId}>
      <Text size="sm" fw={700} c="orange.9" id={titleId}>
        {t('verifications.admin.undeclaredTitle')}
      </Text>
      <Stack component="ul" gap={2} m={0} pl="md">
        {item.undeclared_accidents.map((accident) => (
          <Text component="li" size="sm" key={`${accident.date}-${accident.city}`}>
            {t('verifications.admin.undeclaredAccident', {
              date: formatDate(accident.date),
              place: [accident.city, accident.state].filter(Boolean).join(', '),
            })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
