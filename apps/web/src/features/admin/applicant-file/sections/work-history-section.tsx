import { Divider, Stack, Text, Title } from '@mantine/core';
import type { MessageId, WorkHistoryRecord } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate } from '../../shared/format-date';
import { useAnswerFormat } from '../components/answers';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { workHistoryFields } from './work-history-fields';

/** Every entry the driver ever gave (SPEC §7 work history), most recent first as the API sends them. */
export function WorkHistorySection({ entries }: { entries: WorkHistoryRecord[] }) {
  const t = useT();
  const format = useAnswerFormat();
  const formatDate = useFormatDate();
  const typeName = (entry: WorkHistoryRecord) => t(`onboarding.step8.typeNames.${entry.wh_type}` as MessageId);
  return (
    <FileSection title={t('adminApplications.file.sections.workHistory')}>
      {entries.length === 0 ? (
        <Text c="dimmed">{t('adminApplications.file.workHistory.none')}</Text>
      ) : (
        <Stack gap="md">
          {entries.map((entry, index) => (
            <Stack key={entry.wh_id} gap="xs">
              {index > 0 && <Divider />}
              <Title order={3} size="h5">
                {entry.wh_name
                  ? t('adminApplications.file.workHistory.entryNamed', { type: typeName(entry), name: entry.wh_name })
                  : typeName(entry)}
              </Title>
              <Text size="sm" c="dimmed">
                {`${formatDate(entry.wh_datefrom)} – ${entry.wh_status === 'Yes' ? t('adminApplications.file.workHistory.present') : formatDate(entry.wh_dateto)}`}
              </Text>
              <FieldList cols={3} fields={workHistoryFields(entry, { t, format })} />
            </Stack>
          ))}
        </Stack>
      )}
    </FileSection>
  );
}
