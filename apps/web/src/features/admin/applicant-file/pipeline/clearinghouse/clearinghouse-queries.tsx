import { Stack, Text, Title } from '@mantine/core';
import type { ClearinghouseQuery } from '@roadhire/shared';
import { useId } from 'react';
import { useT } from '../../../../../lib/i18n/locale';
import { QueryItem } from './query-item';
import { RecordQueryForm } from './record-query-form';

/** Every query recorded, the latest first, each with its own result PDF; and the form that adds one. */
export function ClearinghouseQueries({
  applicationId,
  queries,
}: {
  applicationId: string;
  queries: ClearinghouseQuery[];
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {t('hiring.file.queriesTitle')}
      </Title>
      {queries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hiring.file.noQueries')}
        </Text>
      ) : (
        <Stack component="ul" aria-labelledby={titleId} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {queries.map((query) => (
            <QueryItem key={query.id} applicationId={applicationId} query={query} />
          ))}
        </Stack>
      )}
      <RecordQueryForm applicationId={applicationId} />
    </Stack>
  );
}
