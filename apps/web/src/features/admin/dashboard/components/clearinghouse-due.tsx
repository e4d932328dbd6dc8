import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { isApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate } from '../../shared/format-date';
import { useClearinghouseDue } from '../api/get-clearinghouse-due';

/**
 * The yearly Clearinghouse query each hired driver of a CDL job needs (49 CFR 382.701(b)), the
 * soonest first, "Overdue" in words once its day has passed. It belongs to the investigation file:
 * an administrator without that permission is not shown it.
 */
export function ClearinghouseDue({ today = new Date().toISOString().slice(0, 10) }: { today?: string }) {
  const t = useT();
  const formatDate = useFormatDate();
  const due = useClearinghouseDue();
  if (due.isPending || (isApiError(due.error) && due.error.status === 403)) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="clearinghouse-due-heading">
      <Title order={2} size="h4" id="clearinghouse-due-heading">
        {t('adminDashboard.clearinghouse.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('adminDashboard.clearinghouse.lead')}
      </Text>
      {due.isError ? (
        <Text c="red" role="status">
          {t('adminDashboard.clearinghouse.loadFailed')}
        </Text>
      ) : due.data.items.length === 0 ? (
        <Text c="dimmed">{t('adminDashboard.clearinghouse.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-labelledby="clearinghouse-due-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminDashboard.clearinghouse.driver')}</Table.Th>
                <Table.Th scope="col">{t('adminDashboard.clearinghouse.position')}</Table.Th>
                <Table.Th scope="col">{t('adminDashboard.clearinghouse.dueOn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {due.data.items.map((item) => {
                const late = item.next_query_due < today;
                return (
                  <Table.Tr key={item.application_id}>
                    <Table.Th scope="row" fw={400}>
                      <Anchor component={Link} to={paths.adminApplicant.href(item.application_id)}>
                        {`${item.first_name} ${item.last_name}`}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{item.p_position_title}</Table.Td>
                    <Table.Td fw={late ? 600 : undefined} c={late ? 'red.8' : undefined}>
                      <time dateTime={item.next_query_due}>{formatDate(item.next_query_due)}</time>
                      {late && ` — ${t('adminDashboard.clearinghouse.overdue')}`}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
