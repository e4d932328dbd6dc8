import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';
import type { DraftConflict } from './draft-sync';

/**
 * Decision 010: newer answers from another window or device were loaded. The driver is told, and
 * answers typed here that were changed there too can be put back.
 */
export function ConflictNotice({
  conflict,
  onUseMine,
  onClose,
}: {
  conflict: DraftConflict;
  onUseMine: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const clashes = Object.keys(conflict.conflicts).length > 0;
  return (
    <Alert color="blue" role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('onboarding.draftChanged')}</Text>
        {conflict.keptMine && <Text size="sm">{t('onboarding.draftKeptMine')}</Text>}
        {clashes && <Text size="sm">{t('onboarding.draftConflicts')}</Text>}
        <Group gap="xs">
          {clashes && (
            <Button size="compact-sm" variant="light" onClick={onUseMine}>
              {t('onboarding.useMyAnswers')}
            </Button>
          )}
          <Button size="compact-sm" variant="default" onClick={onClose}>
            {t('onboarding.ok')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
