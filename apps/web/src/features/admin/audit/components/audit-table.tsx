import { Table, Text } from '@mantine/core';
import type { AdminAuditEntry } from '@roadhire/shared';
import { EmailLink } from '../../shared/contact-links';
import { formatDateTime } from '../../shared/format-date';
import { actionLabel } from '../audit-actions';
import { describeDetails } from '../describe-details';
import { auditTexts as t } from '../texts';
import { AuditTarget } from './audit-target';

/** One page of the log, in the API's order (newest first). */
export function AuditTable({ entries }: { entries: AdminAuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped aria-label={t.tableLabel} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.when}</Table.Th>
            <Table.Th scope="col">{t.columns.who}</Table.Th>
            <Table.Th scope="col">{t.columns.what}</Table.Th>
            <Table.Th scope="col">{t.columns.target}</Table.Th>
            <Table.Th scope="col">{t.columns.details}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed">{t.empty}</Text>
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
                {entry.actor_email ? <EmailLink email={entry.actor_email} fz="sm" /> : t.unknownActor}
              </Table.Td>
              <Table.Td>
                <Text span size="sm">
                  {actionLabel(entry.action)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <AuditTarget entry={entry} />
              </Table.Td>
              <Table.Td>
                <Text span size="sm">
                  {describeDetails(entry)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
