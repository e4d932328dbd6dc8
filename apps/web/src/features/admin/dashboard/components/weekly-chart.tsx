import { Box, Button, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AdminStats } from '@roadhire/shared';
import { lazy, Suspense } from 'react';
import { useT } from '../../../../lib/i18n/locale';
import { useDateLocale } from '../../shared/format-date';
import { weekLabel } from './week-label';

const WeeklyBars = lazy(async () => ({ default: (await import('./weekly-bars')).WeeklyBars }));

/**
 * Applications per week as bars, and the same numbers as a table: always there for screen readers,
 * shown on request for anyone who wants the exact figures.
 */
export function WeeklyChart({ weeks }: { weeks: AdminStats['perWeek'] }) {
  const t = useT();
  const locale = useDateLocale();
  const [tableShown, { toggle }] = useDisclosure(false);
  const data = weeks.map((week) => ({ week: weekLabel(week.week_start, locale), count: week.count }));
  const table = (
    <Table striped>
      <Table.Caption>{t('adminDashboard.perWeekCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('adminDashboard.week')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('adminDashboard.count')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week.week_start}>
            <Table.Th scope="row" fw={400}>
              {weekLabel(week.week_start, locale)}
            </Table.Th>
            <Table.Td ta="right">{week.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="per-week-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h4" id="per-week-heading">
            {t('adminDashboard.perWeekHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminDashboard.perWeekLead')}
          </Text>
        </Stack>
        <Button variant="default" size="xs" onClick={toggle} aria-expanded={tableShown}>
          {tableShown ? t('adminDashboard.hideTable') : t('adminDashboard.showTable')}
        </Button>
      </Group>
      {/* The bars repeat the table, so assistive technology reads the table instead. */}
      <Box role="img" aria-label={t('adminDashboard.chartLabel')}>
        <Suspense fallback={<Skeleton h={260} />}>
          <WeeklyBars data={data} seriesLabel={t('adminDashboard.count')} />
        </Suspense>
      </Box>
      {/* Only the table on screen scrolls: squeezed into the hidden box, a scrolling one would be a
          region the keyboard cannot reach (issue 47). */}
      {tableShown ? (
        <Table.ScrollContainer minWidth={280}>{table}</Table.ScrollContainer>
      ) : (
        <VisuallyHidden>{table}</VisuallyHidden>
      )}
    </Stack>
  );
}
