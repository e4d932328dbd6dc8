import { Stack, Text } from '@mantine/core';

export function DriverWords({ title, children }: { title: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}
