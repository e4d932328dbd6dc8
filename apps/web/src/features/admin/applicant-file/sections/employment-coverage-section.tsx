import { Table, Text } from '@mantine/core';
import type { AdminEmploymentCoverage } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate } from '../../shared/format-date';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';

/** The period the work history covers, the years it must, and how each gap was closed (decision 017). */
export function EmploymentCoverageSection({ coverage }: { coverage: AdminEmploymentCoverage }) {
  const t = useT();
  const formatDate = useFormatDate();
  const { period } = coverage;
  return (
    <FileSection title={t('onboarding.step9.coverageTitle')}>
      <FieldList
        cols={3}
        fields={[
          {
            label: t('onboarding.step9.periodCovered'),
            value: period
              ? `${formatDate(period.from)} – ${formatDate(period.to)}`
              : t('adminApplications.file.coverage.none'),
          },
          {
            label: t('onboarding.step9.yearsRequired'),
            value: t('onboarding.step9.yearsValue', { years: coverage.years, commercial: String(coverage.commercial) }),
          },
          { label: t('adminApplications.file.coverage.asOf'), value: formatDate(coverage.as_of) },
        ]}
      />
      {coverage.gaps.length === 0 ? (
        <Text size="sm">{t('adminApplications.file.coverage.noGaps')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={t('adminApplications.file.coverage.gapsCaption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminApplications.file.coverage.gap')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.coverage.days')}</Table.Th>
                <Table.Th scope="col">{t('adminApplications.file.coverage.closedBy')}</Table.Th>
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
                        {t('onboarding.step9.notExplained')}
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
