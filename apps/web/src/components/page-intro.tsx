import { Stack, Text, Title } from '@mantine/core';

/** A page's one h1 and the sentence under it. */
export function PageIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{lead}</Text>
    </Stack>
  );
}
