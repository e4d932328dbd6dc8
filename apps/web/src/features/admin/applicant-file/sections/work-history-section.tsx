import { Divider, Stack, Text, Title } from '@mantine/core';
import type { WorkHistoryRecord } from '@roadhire/shared';
import { formatDate } from '../../shared/format-date';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';
import { workHistoryFields } from './work-history-fields';

const t = fileTexts.workHistory;

/** Every entry the driver ever gave (SPEC §7 work history), most recent first as the API sends them. */
export function WorkHistorySection({ entries }: { entries: WorkHistoryRecord[] }) {
  return (
    <FileSection title={fileTexts.sections.workHistory}>
      {entries.length === 0 ? (
        <Text c="dimmed">{t.none}</Text>
      ) : (
        <Stack gap="md">
          {entries.map((entry, index) => (
            <Stack key={entry.wh_id} gap="xs">
              {index > 0 && <Divider />}
              <Title order={3} size="h5">
                {t.entry(entry.wh_type, entry.wh_name)}
              </Title>
              <Text size="sm" c="dimmed">
                {`${formatDate(entry.wh_datefrom)} – ${entry.wh_status === 'Yes' ? t.present : formatDate(entry.wh_dateto)}`}
              </Text>
              <FieldList cols={3} fields={workHistoryFields(entry)} />
            </Stack>
          ))}
        </Stack>
      )}
    </FileSection>
  );
}
