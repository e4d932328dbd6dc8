import { Button, Paper, Text, Title } from '@mantine/core';
import { RECORD_TYPES, type RecordType } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useDrySweep } from '../api/privacy-admin';

export function SweepDryRun() {
  const t = useT();
  const dry = useDrySweep();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-sweep">
      <Title order={2} size="h3" id="privacy-sweep" mb="sm">
        {t('privacy.admin.sweepTitle')}
      </Title>
      <Button variant="default" loading={dry.isPending} onClick={() => dry.mutate()}>
        {t('privacy.admin.sweepDryRun')}
      </Button>
      {dry.data && (
        <Text size="sm" mt="sm" role="status">
          {`${t('privacy.admin.sweepPeople', { count: String(dry.data.people) })} `}
          {Object.entries(dry.data.erased)
            .map(([type, count]) =>
              t('privacy.admin.labelled', {
                label: (RECORD_TYPES as readonly string[]).includes(type)
                  ? t(`privacy.recordTypes.${type as RecordType}`)
                  : type,
                value: String(count),
              }),
            )
            .join(', ')}
        </Text>
      )}
    </Paper>
  );
}
