import { Box, Title } from '@mantine/core';
import type { OpenPosition } from '@roadhire/shared';
import type { ApplyAction } from '../../../components/positions/apply-action';
import { PositionCard } from '../../../components/positions/position-card';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { groupByLocation } from '../position-fields';

// Places flow in as many columns as fit 20rem, one on a phone; a plain CSS grid needs no
// media queries (and no Mantine grid component in the first load).
const PLACES = {
  display: 'grid',
  gap: 'var(--mantine-spacing-lg) var(--mantine-spacing-md)',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
} as const;
const CARDS = { listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' } as const;

/** SPEC §2: one page of positions, grouped under their 'city, province', each group a list. */
export function PositionGroups({
  positions,
  action,
  onOpen,
  onFollowTitle,
}: {
  positions: OpenPosition[];
  action: ApplyAction;
  onOpen: (jobId: number) => void;
  onFollowTitle: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Box style={PLACES}>
      {groupByLocation(positions, locale).map(({ location, positions: inPlace }) => (
        <Box component="section" key={location} aria-label={t('careers.listLabel', { location })}>
          <Title order={2} size="h3" mb="xs">
            {location}
          </Title>
          <Box component="ul" p={0} m={0} style={CARDS}>
            {inPlace.map((position) => (
              <li key={position.p_id}>
                <PositionCard position={position} action={action} onOpen={onOpen} onFollowTitle={onFollowTitle} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
