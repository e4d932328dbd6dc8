import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the application read back: a heading, then its answers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
