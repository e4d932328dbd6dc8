import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DraftWorkHistory, WorkHistoryRecord } from '@roadhire/shared';
import { useT } from '../../../lib/i18n/locale';
import { describeEntry } from '../work-history-entry';

/** SPEC §2 step 9: entries from earlier applications, shown as they were. */
export function EarlierEntries({ entries }: { entries: WorkHistoryRecord[] }) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="earlier-entries">
      <Title order={2} size="h4" id="earlier-entries">
        {t('onboarding.step9.previous')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('onboarding.step9.previousHint')}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => {
          const { heading, dates } = describeEntry(entry, t);
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
  const t = useT();
  return (
    <Stack gap="xs" component="section" aria-labelledby="new-entries">
      <Title order={2} size="h4" id="new-entries">
        {t('onboarding.step9.added')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">{t('onboarding.step9.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => {
            const { heading, dates } = describeEntry(entry, t);
            return (
              <Paper key={entry.entry_key} component="li" withBorder p="sm">
                <Text fw={600}>{heading}</Text>
                <Text size="sm">{dates}</Text>
                <Group gap="xs" mt="xs">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`${t('onboarding.edit')} ${heading}`}
                    onClick={() => onEdit(entry)}
                  >
                    {t('onboarding.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${t('onboarding.delete')} ${heading}`}
                    onClick={() => onDelete(entry)}
                  >
                    {t('onboarding.delete')}
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
