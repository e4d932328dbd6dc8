import { Box, Button, Group, Text } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import type { Page } from '../position-fields';

const t = messages.careers;

/** SPEC §2 pagination; the 'Showing X to Y of Z entries' line is announced as results change. */
export function PositionsPager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  return (
    <Box component="nav" aria-label={t.pagination}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite" role="status">
          {t.showing(page.from, page.to, page.total)}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="md" mih={44} disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            {t.previous}
          </Button>
          <Button
            variant="default"
            size="md"
            mih={44}
            disabled={page.page >= page.pageCount}
            onClick={() => onPage(page.page + 1)}
          >
            {t.next}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
