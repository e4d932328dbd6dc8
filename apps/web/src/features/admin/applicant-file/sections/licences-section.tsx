import { Table, Text } from '@mantine/core';
import type { AdminApplicantFile, LicenseRecord } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useAnswerFormat } from '../components/answers';
import { FileSection } from '../components/file-section';

/** Onboarding steps 3 and 5: the primary licence first, then the others. */
export function LicencesSection({ licenses }: { licenses: AdminApplicantFile['licenses'] }) {
  const t = useT();
  const rows = [...(licenses.primary ? [licenses.primary] : []), ...licenses.others];
  return (
    <FileSection title={t('adminApplications.file.sections.licences')}>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('adminApplications.file.licences.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('adminApplications.file.licences.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('onboarding.step5.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('onboarding.step5.columns.number')}</Table.Th>
                <Table.Th scope="col">{t('onboarding.step5.columns.country')}</Table.Th>
                <Table.Th scope="col">{t('onboarding.step5.columns.province')}</Table.Th>
                <Table.Th scope="col">{t('onboarding.step5.columns.class')}</Table.Th>
                <Table.Th scope="col">{t('onboarding.step5.columns.condition')}</Table.Th>
                <Table.Th scope="col">{t('onboarding.step5.columns.expiry')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((licence) => (
                <LicenceRow key={licence.id} licence={licence} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FileSection>
  );
}

function LicenceRow({ licence }: { licence: LicenseRecord }) {
  const t = useT();
  const { date: dateAnswer, names } = useAnswerFormat();
  const primary = licence.dl_status === 'primary';
  return (
    <Table.Tr>
      <Table.Td fw={primary ? 700 : undefined}>
        {t(primary ? 'onboarding.step5.primary' : 'onboarding.step5.other')}
      </Table.Td>
      <Table.Td>{licence.dl_license_no}</Table.Td>
      <Table.Td>{names.country(licence.dl_country)}</Table.Td>
      <Table.Td>{names.province(licence.dl_province)}</Table.Td>
      <Table.Td>{licence.dl_class.join(', ')}</Table.Td>
      <Table.Td>{licence.dl_condition.join(', ')}</Table.Td>
      <Table.Td>{dateAnswer(licence.dl_expdate)}</Table.Td>
    </Table.Tr>
  );
}
