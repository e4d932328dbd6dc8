import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { paths } from '../config/paths';

const t = messages.privacy.notice;

/**
 * The notice at collection (decision 031; PIPEDA 4.2, Quebec s. 8): what is collected, why, for how
 * long, where it is kept and whom to ask, with the privacy page a full load away.
 */
export function CollectionNotice() {
  return (
    <Paper component="aside" withBorder radius="md" p="sm" aria-label={t.title}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t.title}
        </Text>
        <Text size="xs">{t.what}</Text>
        <Text size="xs">{t.why}</Text>
        <Text size="xs">{t.howLong}</Text>
        <Text size="xs">{t.where}</Text>
        <Text size="xs">{t.contact}</Text>
        <Anchor href={paths.privacy.href()} size="xs">
          {t.link}
        </Anchor>
      </Stack>
    </Paper>
  );
}
