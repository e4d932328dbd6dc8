import { Table, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { adminTableTexts } from '../../shared/texts';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const t = fileTexts.equipment;
type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 7: each piece of equipment with the miles and description the driver gave. */
export function EquipmentSection({ answers }: { answers: Answers }) {
  const equipment = answers.dq_equip_operated_detail;
  return (
    <FileSection title={fileTexts.sections.equipment}>
      {equipment.length === 0 ? (
        <Text c="dimmed">{t.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.name}</Table.Th>
                <Table.Th scope="col">{t.miles}</Table.Th>
                <Table.Th scope="col">{t.description}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {equipment.map((item) => (
                <Table.Tr key={item.eo_id}>
                  <Table.Th scope="row" fw={500}>
                    {item.eo_name ?? t.unknown(item.eo_id)}
                  </Table.Th>
                  <Table.Td>{item.miles === null ? adminTableTexts.notAnswered : item.miles.toLocaleString()}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{item.desc ?? adminTableTexts.notAnswered}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FileSection>
  );
}
