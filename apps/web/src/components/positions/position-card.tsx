import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { messages, type OpenPosition } from '@roadhire/shared';
import { PositionFacts } from './position-facts';

const t = messages.careers;

/** One position in the list (SPEC §2): title, number, the visible lines and Details / Apply. */
export function PositionCard({ position, onOpen }: { position: OpenPosition; onOpen: (jobId: number) => void }) {
  const titleId = `position-${position.p_id}-title`;
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
        {/* SPEC §2/§4: the card opens the panel, whose Apply button carries the pipeline_status label.
            Every card has this button; the title it sits under tells them apart. */}
        <Button mt="auto" size="md" mih={44} fullWidth aria-describedby={titleId} onClick={() => onOpen(position.p_id)}>
          {t.details}
        </Button>
      </Stack>
    </Paper>
  );
}
