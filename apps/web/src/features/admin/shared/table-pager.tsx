import { Box, Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';

export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

/**
 * The pager under every admin table: where the rows sit in the whole list (announced as it
 * changes), the pages, and how many rows a page shows.
 */
export function TablePager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Without it the page size is the server's own, and no choice is offered. */
  onPageSize?: (pageSize: number) => void;
  /** Names the pager's navigation, e.g. "Pages of applicants". */
  label: string;
}) {
  const t = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" role="status" aria-live="polite">
        {t('adminPage.table.showing', { from, to, total })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {onPageSize && (
          <NativeSelect
            label={t('adminPage.table.pageSize')}
            size="sm"
            value={String(pageSize)}
            data={ADMIN_PAGE_SIZES.map(String)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          />
        )}
        <Box component="nav" aria-label={label}>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? t('adminPage.table.previous')
                  : control === 'next'
                    ? t('adminPage.table.next')
                    : undefined,
            })}
            getItemProps={(item) => ({
              'aria-label': t('adminPage.table.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </Box>
      </Group>
    </Group>
  );
}
