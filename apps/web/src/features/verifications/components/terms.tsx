import { Stack, Text } from '@mantine/core';

export function Terms({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Stack component="dl" gap={4} m={0}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
