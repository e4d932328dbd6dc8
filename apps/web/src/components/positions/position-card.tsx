import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { messages, type OpenPosition } from '@roadhire/shared';
import type { ApplyAction } from './apply-action';
import { PositionFacts } from './position-facts';

const t = messages.careers;

/** One position in the list (SPEC §2): title, number, the visible lines and its button. */
export function PositionCard({
  position,
  action,
  onOpen,
}: {
  position: OpenPosition;
  action: ApplyAction;
  onOpen: (jobId: number) => void;
}) {
  const titleId = `position-${position.p_id}-title`;
  // Every card has the same buttons; the title they sit under tells them apart.
  const button = { size: 'md', mih: 44, fullWidth: true, 'aria-describedby': titleId } as const;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {position.p_position_title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.positionNumber}: {position.p_position_number}
        </Text>
        <PositionFacts position={position} />
        {/* SPEC §2/§4: the Details / Apply button follows pipeline_status, like the panel's. */}
        {action.kind === 'apply' ? (
          <Button mt="auto" {...button} onClick={() => onOpen(position.p_id)}>
            {t.details}
          </Button>
        ) : (
          <>
            <Button mt="auto" {...button} disabled={action.disabled} onClick={() => action.apply(position.p_id)}>
              {action.label}
            </Button>
            {/* The description stays readable while the application is in progress or done. */}
            <Button variant="subtle" {...button} onClick={() => onOpen(position.p_id)}>
              {t.viewDetails}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
