import { Box, Text } from '@mantine/core';
import { type OpenPosition, visibleFacts } from '@roadhire/shared';
import { useT } from '../../lib/i18n/locale';

/** The optional lines of a position (SPEC §2), as label and value pairs. */
export function PositionFacts({ position }: { position: OpenPosition }) {
  const t = useT();
  const facts = visibleFacts(position, t);
  if (facts.length === 0) return null;
  return (
    <Box component="dl" m={0}>
      {facts.map(({ label, value }) => (
        <Text key={label} component="div" size="sm">
          <Box component="dt" display="inline" fw={600}>
            {t('careers.labelled', { label })}
          </Box>{' '}
          <Box component="dd" display="inline" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Text>
      ))}
    </Box>
  );
}
