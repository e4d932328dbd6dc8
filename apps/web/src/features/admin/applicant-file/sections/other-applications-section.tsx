import { Anchor, Table, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate } from '../../shared/format-date';
import { FileSection } from '../components/file-section';

/** The driver's other applications, each a link to its own file. */
export function OtherApplicationsSection({ others }: { others: AdminApplicantFile['other_applications'] }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <FileSection title={t('adminApplications.file.sections.otherApplications')}>
      {others.length === 0 ? (
        <Text c="dimmed">{t('adminApplications.file.others.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('adminApplications.file.others.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminApplications.file.others.position')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.others.status')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.others.stage')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.others.created')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.others.submitted')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.applicationId')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {others.map((other) => (
                <Table.Tr key={other.id}>
                  <Table.Td>{other.p_position_title}</Table.Td>
                  <Table.Td>{t(`adminApplications.statuses.${other.status}`)}</Table.Td>
                  <Table.Td>
                    {other.recruiter_stage ? t(`adminApplications.stages.${other.recruiter_stage}`) : '—'}
                  </Table.Td>
                  <Table.Td>{formatDate(other.created_at)}</Table.Td>
                  <Table.Td>
                    {other.status === 'cancelled'
                      ? `${t('adminApplications.file.cancelled')} ${formatDate(other.cancelled_at)}`
                      : formatDate(other.submitted_at) || '—'}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.adminApplicant.href(other.id)}
                      aria-label={t('adminApplications.file.others.openLabel', { id: other.id })}
                    >
                      {`${t('adminApplications.file.others.open')} #${other.id}`}
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
