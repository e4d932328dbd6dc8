import { Button, Table, Text } from '@mantine/core';
import type { DraftLicense } from '@roadhire/shared';
import { type Translate, useT } from '../../../lib/i18n/locale';

export type ListedLicence = Omit<DraftLicense, 'entry_key'>;

const columns = (t: Translate): { label: string; value: (licence: ListedLicence) => string }[] => [
  { label: t('onboarding.step5.columns.country'), value: (licence) => licence.dl_country },
  { label: t('onboarding.step5.columns.province'), value: (licence) => licence.dl_province },
  { label: t('onboarding.step5.columns.number'), value: (licence) => licence.dl_license_no },
  { label: t('onboarding.step5.columns.class'), value: (licence) => licence.dl_class.join(', ') },
  { label: t('onboarding.step5.columns.condition'), value: (licence) => licence.dl_condition.join(', ') },
  { label: t('onboarding.step5.columns.expiry'), value: (licence) => licence.dl_expdate },
];

// Phone first: below the sm breakpoint each row is a card of labelled lines, so nothing scrolls
// sideways at 360 px; from sm up it is the table SPEC §2 step 5 describes. The element stays a
// table throughout, so screen readers read rows and cells either way.
const line = { base: 'flex', sm: 'table-cell' } as const;
const card = {
  display: { base: 'block', sm: 'table-row' },
  bd: { base: '1px solid var(--mantine-color-gray-3)', sm: 'none' },
  bdrs: { base: 'md', sm: 0 },
  mb: { base: 'sm', sm: 0 },
  py: { base: 'xs', sm: 0 },
} as const;

/** SPEC §2 step 5: the primary licence (marked Primary) and the additional ones, each with Delete. */
export function LicenceTable({
  licences,
}: {
  licences: { key: string; status: string; licence: ListedLicence; onDelete?: () => void }[];
}) {
  const t = useT();
  const COLUMNS = columns(t);
  return (
    <Table striped display={{ base: 'block', sm: 'table' }} captionSide="top">
      <Table.Caption display={{ base: 'block', sm: 'table-caption' }} ta="start" fw={600} mt={0} mb="xs">
        {t('onboarding.step5.tableCaption')}
      </Table.Caption>
      <Table.Thead display={{ base: 'none', sm: 'table-header-group' }}>
        <Table.Tr>
          <Table.Th scope="col">{t('onboarding.step5.columns.status')}</Table.Th>
          {COLUMNS.map((column) => (
            <Table.Th key={column.label} scope="col">
              {column.label}
            </Table.Th>
          ))}
          <Table.Th scope="col">{t('onboarding.step5.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody display={{ base: 'block', sm: 'table-row-group' }}>
        {licences.map(({ key, status, licence, onDelete }) => (
          <Table.Tr key={key} {...card}>
            <Table.Td display={line} fw={{ base: 700, sm: 400 }}>
              {status}
            </Table.Td>
            {COLUMNS.map((column) => (
              <Table.Td key={column.label} display={line} style={{ gap: 'var(--mantine-spacing-xs)' }}>
                <Text span hiddenFrom="sm" c="dimmed" size="sm" miw="8.5rem">
                  {column.label}
                </Text>
                <Text span size="sm" style={{ overflowWrap: 'break-word', minWidth: 0 }}>
                  {column.value(licence)}
                </Text>
              </Table.Td>
            ))}
            <Table.Td display={onDelete ? line : { base: 'none', sm: 'table-cell' }}>
              {onDelete && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`${t('onboarding.delete')} ${licence.dl_license_no}`}
                  onClick={onDelete}
                >
                  {t('onboarding.delete')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
