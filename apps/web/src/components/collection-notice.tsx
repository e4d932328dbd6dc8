import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { privacyPagePath } from '@roadhire/shared';
import { useLocale, useT } from '../lib/i18n/locale';

/**
 * The notice at collection (decision 031; PIPEDA 4.2, Quebec s. 8): what is collected, why, for how
 * long, where it is kept and whom to ask, with the privacy page a full load away.
 */
export function CollectionNotice() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Paper component="aside" withBorder radius="md" p="sm" aria-label={t('privacy.notice.title')}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('privacy.notice.title')}
        </Text>
        <Text size="xs">{t('privacy.notice.what')}</Text>
        <Text size="xs">{t('privacy.notice.why')}</Text>
        <Text size="xs">{t('privacy.notice.howLong')}</Text>
        <Text size="xs">{t('privacy.notice.where')}</Text>
        <Text size="xs">{t('privacy.notice.contact')}</Text>
        <Anchor href={privacyPagePath(locale)} size="xs">
          {t('privacy.notice.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
