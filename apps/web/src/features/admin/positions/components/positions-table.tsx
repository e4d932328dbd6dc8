import { Anchor, Button, Table, Text } from '@mantine/core';
import { type AdminPosition, needsFrenchVersion } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate } from '../../shared/format-date';
import { StateBadge } from '../../shared/state-badge';
import { PositionStateBadge } from './position-state-badge';
import { statusActionLabel } from './status-change-dialog';

const locationOf = (position: AdminPosition) =>
  [position.p_city ?? position.p_contact_info.city, position.p_province].filter(Boolean).join(', ');

export function PositionsTable({
  positions,
  onStatusAction,
}: {
  positions: AdminPosition[];
  onStatusAction: (position: AdminPosition) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label={t('adminPositions.list.tableLabel')} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminPositions.list.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('adminPositions.list.columns.number')}</Table.Th>
            <Table.Th scope="col">{t('adminPositions.list.columns.location')}</Table.Th>
            <Table.Th scope="col">{t('adminPositions.list.columns.state')}</Table.Th>
            <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
              {t('adminPositions.list.columns.closingDate')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('adminPositions.list.columns.applications')}
            </Table.Th>
            <Table.Th scope="col">{t('adminPositions.list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((position) => {
            const action = t(statusActionLabel(position));
            return (
              <Table.Tr key={position.p_id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.adminPosition.href(position.p_id)} fw={600}>
                    {position.p_position_title}
                  </Anchor>
                </Table.Td>
                {/* A number or a date broken over two lines reads as two values. */}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{position.p_position_number}</Table.Td>
                <Table.Td>{locationOf(position)}</Table.Td>
                <Table.Td>
                  <PositionStateBadge state={position.state} />
                  {/* Charter s. 41: an open Quebec offer published without its French. */}
                  {needsFrenchVersion(position) && (
                    <StateBadge color="yellow" variant="light" ml={4}>
                      {t('adminPositions.list.needsFrench')}
                    </StateBadge>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {position.p_closing_date ? (
                    // The closing date is a calendar day, whatever time of day the API writes.
                    formatDate(position.p_closing_date.slice(0, 10))
                  ) : (
                    <Text span c="dimmed" size="sm">
                      {t('adminPositions.list.noClosingDate')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{position.applications_count}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color={position.p_status === 'closed' ? undefined : 'red'}
                    aria-label={`${action} ${position.p_position_title}`}
                    onClick={() => onStatusAction(position)}
                  >
                    {action}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
