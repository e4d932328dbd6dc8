import { Table, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { type LicenseRecord, messages } from '@roadhire/shared';
import { dateAnswer } from '../components/answers';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const s5 = messages.onboarding.step5;
const c = s5.columns;

/** Onboarding steps 3 and 5: the primary licence first, then the others. */
export function LicencesSection({ licenses }: { licenses: AdminApplicantFile['licenses'] }) {
  const rows = [...(licenses.primary ? [licenses.primary] : []), ...licenses.others];
  return (
    <FileSection title={fileTexts.sections.licences}>
      {rows.length === 0 ? (
        <Text c="dimmed">{fileTexts.licences.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={fileTexts.licences.caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{c.status}</Table.Th>
                <Table.Th scope="col">{c.number}</Table.Th>
                <Table.Th scope="col">{c.country}</Table.Th>
                <Table.Th scope="col">{c.province}</Table.Th>
                <Table.Th scope="col">{c.class}</Table.Th>
                <Table.Th scope="col">{c.condition}</Table.Th>
                <Table.Th scope="col">{c.expiry}</Table.Th>
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
  const primary = licence.dl_status === 'primary';
  return (
    <Table.Tr>
      <Table.Td fw={primary ? 700 : undefined}>{primary ? s5.primary : s5.other}</Table.Td>
      <Table.Td>{licence.dl_license_no}</Table.Td>
      <Table.Td>{licence.dl_country}</Table.Td>
      <Table.Td>{licence.dl_province}</Table.Td>
      <Table.Td>{licence.dl_class.join(', ')}</Table.Td>
      <Table.Td>{licence.dl_condition.join(', ')}</Table.Td>
      <Table.Td>{dateAnswer(licence.dl_expdate)}</Table.Td>
    </Table.Tr>
  );
}
