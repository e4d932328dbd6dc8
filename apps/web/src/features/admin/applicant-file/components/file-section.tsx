import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One part of the file: a region named by its h2, so a screen reader can jump between them. */
export function FileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <Title order={2} id={headingId} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
