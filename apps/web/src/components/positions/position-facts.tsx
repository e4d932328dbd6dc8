import { Box, Text } from '@mantine/core';
import { type OpenPosition, visibleFacts } from '@roadhire/shared';

/** The optional lines of a position (SPEC §2), as label and value pairs. */
export function PositionFacts({ position }: { position: OpenPosition }) {
  const facts = visibleFacts(position);
  if (facts.length === 0) return null;
  return (
    <Box component="dl" m={0}>
      {facts.map(({ label, value }) => (
        <Text key={label} component="div" size="sm">
          <Box component="dt" display="inline" fw={600}>
            {label}:
          </Box>{' '}
          <Box component="dd" display="inline" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Text>
      ))}
    </Box>
  );
}
