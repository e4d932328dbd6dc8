import { Text, Title } from '@mantine/core';
import type { ApplicationCorrections } from '@roadhire/shared';
import { useT } from '../../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../../shared/format-date';

/** Each recorded correction as a version: who made it and when, the answer corrected, and why. */
export function CorrectionVersions({ versions }: { versions: ApplicationCorrections['versions'] }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <Title order={3} size="h5">
        {t('corrections.versionsTitle')}
      </Title>
      {versions.length === 0 && <Text size="sm">{t('corrections.none')}</Text>}
      {versions.map((version) => (
        <div key={version.version}>
          <Text size="sm" fw={500}>
            {t('corrections.version', {
              version: version.version,
              at: formatDateTime(version.made_at),
              by: version.made_by,
            })}
          </Text>
          <Text size="sm">{`${version.answer}: ${version.corrected}`}</Text>
          {version.reason && (
            <Text size="sm" c="dimmed">
              {version.reason}
            </Text>
          )}
          {version.request_id !== null && (
            <Text size="xs" c="dimmed">
              {t('corrections.answersRequest', { id: version.request_id })}
            </Text>
          )}
        </div>
      ))}
    </>
  );
}
