import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { messages } from '@roadhire/shared';
import type { DraftConflict } from './draft-sync';

const o = messages.onboarding;

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
  const clashes = Object.keys(conflict.conflicts).length > 0;
  return (
    <Alert color="blue" role="alert">
      <Stack gap="xs">
        <Text size="sm">{o.draftChanged}</Text>
        {conflict.keptMine && <Text size="sm">{o.draftKeptMine}</Text>}
        {clashes && <Text size="sm">{o.draftConflicts}</Text>}
        <Group gap="xs">
          {clashes && (
            <Button size="compact-sm" variant="light" onClick={onUseMine}>
              {o.useMyAnswers}
            </Button>
          )}
          <Button size="compact-sm" variant="default" onClick={onClose}>
            {o.ok}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
