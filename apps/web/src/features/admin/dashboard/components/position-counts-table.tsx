import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminStats } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { dashboardTexts as t } from '../texts';

/** How many applications each position has, each row linking to its applicants. */
export function PositionCountsTable({ rows }: { rows: AdminStats['byPosition'] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="per-position-heading">
      <Title order={2} size="h4" id="per-position-heading">
        {t.perPositionHeading}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t.noPositions}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped highlightOnHover aria-labelledby="per-position-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.position}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t.count}
                </Table.Th>
                <Table.Th scope="col">{t.view}</Table.Th>
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
                      aria-label={t.viewFor(row.p_position_title)}
                    >
                      {t.view}
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
