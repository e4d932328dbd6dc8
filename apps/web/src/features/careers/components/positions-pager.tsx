import { Box, Button, Group, Text } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { useEarlyTap } from '../../../lib/kept-before-hydration';
import type { Page } from '../position-fields';

const t = messages.careers;

/** SPEC §2 pagination; the 'Showing X to Y of Z entries' line is announced as results change. */
export function PositionsPager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const previous = () => onPage(page.page - 1);
  const next = () => onPage(page.page + 1);
  // Tapped before the page's code arrived, a page turns once it has.
  const earlyPrevious = useEarlyTap<HTMLButtonElement>(previous);
  const earlyNext = useEarlyTap<HTMLButtonElement>(next);
  return (
    <Box component="nav" aria-label={t.pagination}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite" role="status">
          {t.showing(page.from, page.to, page.total)}
        </Text>
        <Group gap="xs">
          <Button {...earlyPrevious} variant="default" size="md" mih={44} disabled={page.page <= 1} onClick={previous}>
            {t.previous}
          </Button>
          <Button
            {...earlyNext}
            variant="default"
            size="md"
            mih={44}
            disabled={page.page >= page.pageCount}
            onClick={next}
          >
            {t.next}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
