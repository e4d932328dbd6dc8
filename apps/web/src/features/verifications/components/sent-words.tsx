import { Stack, Text } from '@mantine/core';

export function SentWords({ intro, words }: { intro: string; words: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{intro}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {words}
      </Text>
    </Stack>
  );
}
