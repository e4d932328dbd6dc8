import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { AdminApplicationListItem, AdminApplicationSort } from '@roadhire/shared';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';
import { EmailLink, PhoneLink } from '../../shared/contact-links';
import { useFormatDate } from '../../shared/format-date';
import { ApplicationStatus } from './application-status';
import { SortableHeader } from './sortable-header';

/** What a claim needs from the table: who may claim, the click, and the row being claimed. */
export interface ClaimAction {
  onClaim: (item: AdminApplicationListItem) => void;
  /** The application whose claim is on its way. */
  claiming: number | undefined;
}

/**
 * Under the name, who owns the applicant, or "Unassigned" with a one-click Claim for a member who
 * acts on applicants: the owner rides in the name's cell, so the table is no wider for it.
 */
function OwnerLine({ item, claim }: { item: AdminApplicationListItem; claim: ClaimAction | undefined }) {
  const t = useT();
  if (item.owner)
    return (
      <Text size="xs" c="dimmed">
        {t('adminApplications.owner.of', { name: item.owner.name })}
      </Text>
    );
  const name = `${item.first_name} ${item.last_name}`.trim();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('adminApplications.owner.none')}
      </Text>
      {claim && (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={t('adminApplications.owner.claimApplicant', { name })}
          loading={claim.claiming === item.id}
          disabled={claim.claiming !== undefined && claim.claiming !== item.id}
          onClick={() => claim.onClaim(item)}
        >
          {t('adminApplications.owner.claim')}
        </Button>
      )}
    </Group>
  );
}

/** One page of applications; `busy` while the next page loads over this one. */
export function ApplicantsTable({
  items,
  sort,
  onSort,
  busy,
  claim,
}: {
  items: AdminApplicationListItem[];
  sort: AdminApplicationSort;
  onSort: (sort: AdminApplicationSort) => void;
  busy: boolean;
  /** Absent for a member whose role does not act on applicants. */
  claim?: ClaimAction;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  // The file's back link returns to this very view: its filters, sort and page.
  const { pathname, search } = useLocation();
  const from = `${pathname}${search}`;
  const sortable = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        aria-label={t('adminApplications.list.tableLabel')}
        aria-busy={busy}
        striped
        highlightOnHover
        verticalSpacing="xs"
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label={t('adminApplications.list.columns.name')} sortKey="name" {...sortable} />
            <Table.Th>{t('adminApplications.list.columns.email')}</Table.Th>
            <Table.Th>{t('adminApplications.list.columns.mobile')}</Table.Th>
            <SortableHeader label={t('adminApplications.list.columns.position')} sortKey="position" {...sortable} />
            <SortableHeader label={t('adminApplications.list.columns.status')} sortKey="stage" {...sortable} />
            <SortableHeader label={t('adminApplications.list.columns.applied')} sortKey="created_at" {...sortable} />
            <SortableHeader
              label={t('adminApplications.list.columns.submitted')}
              sortKey="submitted_at"
              {...sortable}
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              {/* Room for a first and last name on one line; a longer name still wraps. */}
              <Table.Td miw={160}>
                <Anchor component={Link} to={paths.adminApplicant.href(item.id)} state={{ from }} fz="sm" fw={500}>
                  {`${item.first_name} ${item.last_name}`.trim()}
                </Anchor>
                <OwnerLine item={item} claim={claim} />
              </Table.Td>
              <Table.Td>
                <EmailLink email={item.email} fz="sm" />
              </Table.Td>
              <Table.Td>
                <PhoneLink phone={item.mobile} fz="sm" />
              </Table.Td>
              <Table.Td>{item.p_position_title}</Table.Td>
              <Table.Td>
                <ApplicationStatus item={item} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.created_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.submitted_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
