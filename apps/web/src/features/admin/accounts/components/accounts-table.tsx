import { Button, Table, Text } from '@mantine/core';
import { type AdminUser, ROLE_ADMIN } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { EmailLink } from '../../shared/contact-links';
import { useFormatDate } from '../../shared/format-date';
import { StateBadge } from '../../shared/state-badge';
import { InvestigationsToggle } from './investigations-toggle';

export const fullName = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** One page of accounts; each row offers the one role change that applies to it. */
export function AccountsTable({
  users,
  currentUserId,
  onChangeRole,
}: {
  users: AdminUser[];
  currentUserId: string | null;
  onChangeRole: (user: AdminUser) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('adminAccounts.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminAccounts.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('adminAccounts.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('adminAccounts.columns.role')}</Table.Th>
            <Table.Th scope="col">{t('adminAccounts.columns.verified')}</Table.Th>
            <Table.Th scope="col">{t('adminAccounts.columns.created')}</Table.Th>
            <Table.Th scope="col">{t('adminAccounts.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed">{t('adminAccounts.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {users.map((user) => {
            const admin = user.role === ROLE_ADMIN;
            const name = fullName(user);
            return (
              <Table.Tr key={user.id}>
                <Table.Th scope="row" fw={500}>
                  {name}
                  {String(user.id) === currentUserId && (
                    <Text span c="dimmed" fw={400}>
                      {' '}
                      {t('adminAccounts.you')}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>
                  <EmailLink email={user.email} fz="sm" />
                </Table.Td>
                <Table.Td>
                  <StateBadge variant={admin ? 'filled' : 'light'} color={admin ? 'blue' : 'gray'}>
                    {admin ? t('adminAccounts.administrator') : t('adminAccounts.candidate')}
                  </StateBadge>
                  {admin && <InvestigationsToggle user={user} name={name} />}
                </Table.Td>
                <Table.Td>
                  {user.email_verified_at ? (
                    <Text span size="sm" title={formatDate(user.email_verified_at)}>
                      {t('adminAccounts.verified')}
                    </Text>
                  ) : (
                    <Text span size="sm" c="orange.9">
                      {t('adminAccounts.notVerified')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.created_at)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={admin ? 'default' : 'light'}
                    color={admin ? 'red' : 'blue'}
                    aria-label={admin ? t('adminAccounts.removeFor', { name }) : t('adminAccounts.grantFor', { name })}
                    onClick={() => onChangeRole(user)}
                  >
                    {admin ? t('adminAccounts.remove') : t('adminAccounts.grant')}
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
