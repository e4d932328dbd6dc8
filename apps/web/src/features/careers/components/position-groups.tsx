import { Box, SimpleGrid, Stack, Title } from '@mantine/core';
import { messages, type OpenPosition } from '@roadhire/shared';
import { groupByLocation } from '../position-fields';
import { PositionCard } from './position-card';

/** SPEC §2: one page of positions, grouped under their 'city, province', each group a list. */
export function PositionGroups({ positions, onOpen }: { positions: OpenPosition[]; onOpen: (jobId: number) => void }) {
  return (
    <Stack gap="lg">
      {groupByLocation(positions).map(({ location, positions: inPlace }) => (
        <Box component="section" key={location} aria-label={messages.careers.listLabel(location)}>
          <Title order={2} size="h3" mb="xs">
            {location}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {inPlace.map((position) => (
              <li key={position.p_id}>
                <PositionCard position={position} onOpen={onOpen} />
              </li>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
