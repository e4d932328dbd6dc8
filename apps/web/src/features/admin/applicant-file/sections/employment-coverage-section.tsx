import { Table, Text } from '@mantine/core';
import type { AdminEmploymentCoverage } from '@roadhire/shared';
import { formatDate } from '../../shared/format-date';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const t = fileTexts.coverage;

/** The period the work history covers, the years it must, and how each gap was closed (decision 017). */
export function EmploymentCoverageSection({ coverage }: { coverage: AdminEmploymentCoverage }) {
  const { period } = coverage;
  return (
    <FileSection title={fileTexts.sections.employmentCoverage}>
      <FieldList
        cols={3}
        fields={[
          { label: t.periodCovered, value: period ? `${formatDate(period.from)} – ${formatDate(period.to)}` : t.none },
          { label: t.yearsRequired, value: t.yearsValue(coverage.years, coverage.commercial) },
          { label: t.asOf, value: formatDate(coverage.as_of) },
        ]}
      />
      {coverage.gaps.length === 0 ? (
        <Text size="sm">{t.noGaps}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={t.gapsCaption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.gap}</Table.Th>
                <Table.Th scope="col">{t.days}</Table.Th>
                <Table.Th scope="col">{t.closedBy}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coverage.gaps.map((gap) => (
                <Table.Tr key={`${gap.from}/${gap.to}`}>
                  <Table.Td>{`${formatDate(gap.from)} – ${formatDate(gap.to)}`}</Table.Td>
                  <Table.Td>{gap.days}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {gap.explanation ?? (
                      <Text span c="red.9" fw={600}>
                        {t.notExplained}
                      </Text>
                    )}
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
