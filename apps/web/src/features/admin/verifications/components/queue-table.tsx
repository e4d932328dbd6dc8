import { Anchor, Table, Text } from '@mantine/core';
import { OPEN_VERIFICATION_STATUSES, type VerificationQueueItem } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';
import { formatDate } from '../../shared/format-date';
import { DueDate } from './due-date';

/** One page of the queue in the API's order: the nearest deadline first. */
export function QueueTable({ items, busy }: { items: VerificationQueueItem[]; busy: boolean }) {
  const t = useT();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        aria-label={t('verifications.queue.tableLabel')}
        aria-busy={busy || undefined}
        verticalSpacing="xs"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('verifications.queue.columns.applicant')}</Table.Th>
            <Table.Th scope="col">{t('verifications.queue.columns.employer')}</Table.Th>
            <Table.Th scope="col">{t('verifications.queue.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('verifications.queue.columns.sentOn')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('verifications.queue.columns.reminders')}
            </Table.Th>
            <Table.Th scope="col">{t('verifications.queue.columns.employerDue')}</Table.Th>
            <Table.Th scope="col">{t('verifications.queue.columns.fileDue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const open = (OPEN_VERIFICATION_STATUSES as readonly string[]).includes(item.status);
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.adminApplicant.href(item.application_id)} size="sm">
                    {item.applicant_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text span size="sm">
                    {item.employer_name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text span size="sm">
                    {t(`verifications.statuses.${item.status}`)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {item.sent_at ? (
                    <Text span size="sm">
                      <time dateTime={item.sent_at}>{formatDate(item.sent_at)}</time>
                    </Text>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t('verifications.queue.notSent')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Text span size="sm">
                    {item.reminders_sent}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DueDate
                    day={item.employer_due}
                    open={open}
                    today={today}
                    missing={t('verifications.queue.notSent')}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DueDate day={item.file_due} open={open} today={today} missing={t('verifications.queue.notHired')} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
