import { Anchor, Table, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../shared/format-date';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const t = fileTexts.others;

/** The driver's other applications, each a link to its own file. */
export function OtherApplicationsSection({ others }: { others: AdminApplicantFile['other_applications'] }) {
  return (
    <FileSection title={fileTexts.sections.otherApplications}>
      {others.length === 0 ? (
        <Text c="dimmed">{t.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.position}</Table.Th>
                <Table.Th scope="col">{t.status}</Table.Th>
                <Table.Th scope="col">{t.stage}</Table.Th>
                <Table.Th scope="col">{t.created}</Table.Th>
                <Table.Th scope="col">{t.submitted}</Table.Th>
                <Table.Th scope="col">{fileTexts.applicationId}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {others.map((other) => (
                <Table.Tr key={other.id}>
                  <Table.Td>{other.p_position_title}</Table.Td>
                  <Table.Td>{fileTexts.statuses[other.status]}</Table.Td>
                  <Table.Td>{other.recruiter_stage ? fileTexts.stages[other.recruiter_stage] : '—'}</Table.Td>
                  <Table.Td>{formatDate(other.created_at)}</Table.Td>
                  <Table.Td>
                    {other.status === 'cancelled'
                      ? `${fileTexts.cancelled} ${formatDate(other.cancelled_at)}`
                      : formatDate(other.submitted_at) || '—'}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.adminApplicant.href(other.id)}
                      aria-label={t.openLabel(other.id)}
                    >
                      {`${t.open} #${other.id}`}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FileSection>
  );
}
