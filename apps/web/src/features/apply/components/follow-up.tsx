import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The date and details a Yes to a conviction question asks for, set off under the question. */
export function FollowUp({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" pl="md" style={{ borderInlineStart: '3px solid var(--mantine-color-gray-3)' }}>
      {children}
    </Stack>
  );
}
