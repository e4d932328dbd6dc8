import { Stack, Text } from '@mantine/core';
import type { AdminVerification } from '@roadhire/shared';
import { useT } from '../../../../../lib/i18n/locale';
import { formatDateTime } from '../../../shared/format-date';

/** Every request, reminder and call made to the employer, folded away until asked for. */
export function AttemptList({ attempts }: { attempts: AdminVerification['attempts'] }) {
  const t = useT();
  if (attempts.length === 0) return null;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>{`${t('verifications.admin.attempts')} (${attempts.length})`}</summary>
      <Stack component="ol" gap={2} m={0} pl="md">
        {attempts.map((attempt) => (
          <Text component="li" size="sm" key={attempt.id}>
            {`${formatDateTime(attempt.attempted_at)} · ${attempt.kind} · ${attempt.channel} · ${attempt.address} · ${attempt.outcome}`}
          </Text>
        ))}
      </Stack>
    </details>
  );
}
