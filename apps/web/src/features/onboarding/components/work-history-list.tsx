import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type DraftWorkHistory, messages, type WorkHistoryRecord } from '@roadhire/shared';
import { describeEntry } from '../work-history-entry';

const text = messages.onboarding;
const t = text.step9;

/** SPEC §2 step 9: entries from earlier applications, shown as they were. */
export function EarlierEntries({ entries }: { entries: WorkHistoryRecord[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="earlier-entries">
      <Title order={2} size="h4" id="earlier-entries">
        {t.previous}
      </Title>
      <Text size="sm" c="dimmed">
        {t.previousHint}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => {
          const { heading, dates } = describeEntry(entry);
          return (
            <Paper key={entry.wh_id} component="li" withBorder p="sm">
              <Text fw={600}>{heading}</Text>
              <Text size="sm">{dates}</Text>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The entries added in this application, each with Edit and Delete. */
export function NewEntries({
  entries,
  onEdit,
  onDelete,
}: {
  entries: DraftWorkHistory[];
  onEdit: (entry: DraftWorkHistory) => void;
  onDelete: (entry: DraftWorkHistory) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="new-entries">
      <Title order={2} size="h4" id="new-entries">
        {t.added}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">{t.none}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => {
            const { heading, dates } = describeEntry(entry);
            return (
              <Paper key={entry.entry_key} component="li" withBorder p="sm">
                <Text fw={600}>{heading}</Text>
                <Text size="sm">{dates}</Text>
                <Group gap="xs" mt="xs">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`${text.edit} ${heading}`}
                    onClick={() => onEdit(entry)}
                  >
                    {text.edit}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${text.delete} ${heading}`}
                    onClick={() => onDelete(entry)}
                  >
                    {text.delete}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
