import { Stack, Text, Title } from '@mantine/core';
import type { AdminApplicationEvent } from '@roadhire/shared';
import { useId } from 'react';
import { formatDateTime } from '../../shared/format-date';
import { fileTexts } from '../texts';

const stageName = (stage: AdminApplicationEvent['to_stage']) => (stage ? fileTexts.stages[stage] : fileTexts.noStage);

function eventTitle(event: AdminApplicationEvent) {
  if (event.kind === 'note') return fileTexts.noteEvent;
  return event.from_stage
    ? fileTexts.stageEvent(stageName(event.from_stage), stageName(event.to_stage))
    : fileTexts.stageSetEvent(stageName(event.to_stage));
}

/** Stage changes and notes, newest first (the API's order), each with who and when. */
export function EventHistory({ events }: { events: AdminApplicationEvent[] }) {
  const titleId = useId();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5" id={titleId}>
        {fileTexts.history}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          {fileTexts.historyEmpty}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" aria-labelledby={titleId} p={0} m={0} style={{ listStyle: 'none' }}>
          {events.map((event) => (
            <Stack
              component="li"
              key={event.id}
              gap={2}
              pl="sm"
              style={{ borderLeft: `3px solid var(--mantine-color-${event.kind === 'note' ? 'gray' : 'blue'}-4)` }}
            >
              <Text fw={600} size="sm">
                {eventTitle(event)}
              </Text>
              {event.note && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {event.note}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {fileTexts.eventBy(event.actor_email ?? fileTexts.unknownActor, formatDateTime(event.created_at))}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
