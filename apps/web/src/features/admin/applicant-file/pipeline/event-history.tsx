import { Stack, Text, Title } from '@mantine/core';
import type { AdminApplicationEvent } from '@roadhire/shared';
import { useId } from 'react';
import { type Translate, useT } from '../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../shared/format-date';

function eventTitle(event: AdminApplicationEvent, t: Translate) {
  const stageName = (stage: AdminApplicationEvent['to_stage']) =>
    stage ? t(`adminApplications.stages.${stage}`) : t('adminApplications.file.noStage');
  if (event.kind === 'note') return t('adminApplications.file.noteEvent');
  return event.from_stage
    ? t('adminApplications.file.stageEvent', { from: stageName(event.from_stage), to: stageName(event.to_stage) })
    : t('adminApplications.file.stageSetEvent', { to: stageName(event.to_stage) });
}

/** Stage changes and notes, newest first (the API's order), each with who and when. */
export function EventHistory({ events }: { events: AdminApplicationEvent[] }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const titleId = useId();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5" id={titleId}>
        {t('adminApplications.file.history')}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('adminApplications.file.historyEmpty')}
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
                {eventTitle(event, t)}
              </Text>
              {event.note && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {event.note}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('adminApplications.file.eventBy', {
                  who: event.actor_email ?? t('adminApplications.file.unknownActor'),
                  when: formatDateTime(event.created_at),
                })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
