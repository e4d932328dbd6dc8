import { Table, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { useLocaleTag, useT } from '../../../../lib/i18n/locale';
import { useAnswerFormat } from '../components/answers';
import { FileSection } from '../components/file-section';

type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 7: each piece of equipment with the miles and description the driver gave. */
export function EquipmentSection({ answers }: { answers: Answers }) {
  const t = useT();
  const locale = useLocaleTag();
  const { names } = useAnswerFormat();
  const equipment = answers.dq_equip_operated_detail;
  return (
    <FileSection title={t('adminApplications.file.sections.equipment')}>
      {equipment.length === 0 ? (
        <Text c="dimmed">{t('adminApplications.file.equipment.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={t('adminApplications.file.equipment.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminApplications.file.equipment.name')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.equipment.miles')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.equipment.description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {equipment.map((item) => (
                <Table.Tr key={item.eo_id}>
                  <Table.Th scope="row" fw={500}>
                    {names.equipment(item.eo_name) ?? t('adminApplications.file.equipment.unknown', { id: item.eo_id })}
                  </Table.Th>
                  <Table.Td>
                    {item.miles === null ? t('adminPage.table.notAnswered') : item.miles.toLocaleString(locale)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {item.desc ?? t('adminPage.table.notAnswered')}
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
