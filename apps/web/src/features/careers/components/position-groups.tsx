import { Box, Stack, Title } from '@mantine/core';
import { messages, type OpenPosition } from '@roadhire/shared';
import { groupByLocation } from '../position-fields';
import { PositionCard } from './position-card';

// As many columns as fit cards of 18rem, one on a phone; plain CSS grid needs no media queries.
const GRID = {
  listStyle: 'none',
  display: 'grid',
  gap: 'var(--mantine-spacing-sm)',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
} as const;

/** SPEC §2: one page of positions, grouped under their 'city, province', each group a list. */
export function PositionGroups({ positions, onOpen }: { positions: OpenPosition[]; onOpen: (jobId: number) => void }) {
  return (
    <Stack gap="lg">
      {groupByLocation(positions).map(({ location, positions: inPlace }) => (
        <Box component="section" key={location} aria-label={messages.careers.listLabel(location)}>
          <Title order={2} size="h3" mb="xs">
            {location}
          </Title>
          <Box component="ul" p={0} m={0} style={GRID}>
            {inPlace.map((position) => (
              <li key={position.p_id}>
                <PositionCard position={position} onOpen={onOpen} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
