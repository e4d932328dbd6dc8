import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminStats } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';

/** How many applications each position has, each row linking to its applicants. */
export function PositionCountsTable({ rows }: { rows: AdminStats['byPosition'] }) {
  const t = useT();
  return (
    <Stack gap="xs" component="section" aria-labelledby="per-position-heading">
      <Title order={2} size="h4" id="per-position-heading">
        {t('adminDashboard.perPositionHeading')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('adminDashboard.noPositions')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped highlightOnHover aria-labelledby="per-position-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminDashboard.position')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminDashboard.count')}
                </Table.Th>
                <Table.Th scope="col">{t('adminDashboard.view')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.job_id}>
                  <Table.Th scope="row" fw={400}>
                    {row.p_position_title}
                  </Table.Th>
                  <Table.Td ta="right">{row.count}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.adminApplicants.href({ position: String(row.job_id) })}
                      aria-label={t('adminDashboard.viewFor', { title: row.p_position_title })}
                    >
                      {t('adminDashboard.view')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
