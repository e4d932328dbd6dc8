import { Box, Button, Group, Text } from '@mantine/core';
import { followInApp } from '../../../lib/follow-in-app';
import { useT } from '../../../lib/i18n/locale';
import type { Page } from '../position-fields';
import { PAGE_PARAM, SEARCH_FORM_ID } from '../use-position-list-view';

/**
 * SPEC §2 pagination; the 'Showing X to Y of Z entries' line is announced as results change. Each
 * button sends the search form with its page, so it works before and without the page's code.
 */
export function PositionsPager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const t = useT();
  const turn = (to: number, disabled: boolean, label: string) => (
    <Button
      variant="default"
      size="md"
      mih={44}
      disabled={disabled}
      type="submit"
      form={SEARCH_FORM_ID}
      name={PAGE_PARAM}
      value={to > 1 ? String(to) : ''}
      onClick={followInApp(() => onPage(to))}
    >
      {label}
    </Button>
  );
  return (
    <Box component="nav" aria-label={t('careers.pagination')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite" role="status">
          {t('careers.showing', { from: page.from, to: page.to, total: page.total })}
        </Text>
        <Group gap="xs">
          {turn(page.page - 1, page.page <= 1, t('careers.previous'))}
          {turn(page.page + 1, page.page >= page.pageCount, t('careers.next'))}
        </Group>
      </Group>
    </Box>
  );
}
