import { Table, Text } from '@mantine/core';
import type { AdminAuditEntry } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { EmailLink } from '../../shared/contact-links';
import { useFormatDateTime } from '../../shared/format-date';
import { actionLabel } from '../audit-actions';
import { describeDetails } from '../describe-details';
import { AuditTarget } from './audit-target';

/** One page of the log, in the API's order (newest first). */
export function AuditTable({ entries }: { entries: AdminAuditEntry[] }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped aria-label={t('adminAudit.tableLabel')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminAudit.columns.when')}</Table.Th>
            <Table.Th scope="col">{t('adminAudit.columns.who')}</Table.Th>
            <Table.Th scope="col">{t('adminAudit.columns.what')}</Table.Th>
            <Table.Th scope="col">{t('adminAudit.columns.target')}</Table.Th>
            <Table.Th scope="col">{t('adminAudit.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed">{t('adminAudit.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </Table.Td>
              {/* An email reads whole on one line; the table scrolls sideways when space runs out. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {entry.actor_email ? <EmailLink email={entry.actor_email} fz="sm" /> : t('adminAudit.unknownActor')}
              </Table.Td>
              <Table.Td>
                <Text span size="sm">
                  {actionLabel(t, entry.action)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <AuditTarget entry={entry} />
              </Table.Td>
              <Table.Td>
                <Text span size="sm">
                  {describeDetails(entry, t)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
